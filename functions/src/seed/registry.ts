/**
 * History generators per report variant. Each turns a seed and a date range into requests of its
 * report form and files them through that form's service, exactly as the API would: nothing is
 * written behind the services' backs. A variant joins the seeders when its service exists.
 */
import { BART_GRINDER_TYPES } from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { parse } from '../lib/validate';
import { submitBartReport, submitBartReportSchema } from '../services/bart-reports';
import { generateBartHistory, type HistoryOptions } from './bart-history';

export interface VariantSeeder {
  variant: string;
  site: string;
  grinders: readonly string[];
  generate(options: HistoryOptions): unknown[];
  /** Files one request through the variant's service; false when it was already stored. */
  submit(caller: Caller, request: unknown): Promise<boolean>;
}

const bartSeeder: VariantSeeder = {
  variant: 'bart',
  site: 'BART',
  grinders: BART_GRINDER_TYPES,
  generate: generateBartHistory,
  submit: async (caller, request) => (await submitBartReport(caller, parse(submitBartReportSchema, request))).created,
};

/** The seeders of the variants that have a service today. */
export const SEEDERS: readonly VariantSeeder[] = [bartSeeder];

/** Variants whose submit service does not exist yet, so no history is generated for them. */
export const MISSING_VARIANTS: Readonly<Record<string, string>> = {
  standard: 'multi-step and generic forms (ETS, SOUNDTRANSIT, PRT, MBTA, JFK, SDMTS, NCTD, OTRAIN, VTA, GCRTA, C-Train): no submit service yet',
  skytrain: 'SkyTrain grind report: no submit service yet',
  nyct: 'NYCT shift report: no submit service yet',
};

/**
 * History generators per report variant. Each turns a seed and a date range into requests of its
 * report form and files them through that form's service, exactly as the API would: nothing is
 * written behind the services' backs. A variant joins the seeders when its service exists.
 */
import { BART_GRINDER_TYPES } from '@grindline/domain';
import { parse } from '../lib/validate';
import { submitBartReport, submitBartReportSchema } from '../services/bart-reports';
import { generateBartHistory } from './bart-history';
import type { VariantSeeder } from './seeder';

export type { VariantSeeder } from './seeder';

const bartSeeder: VariantSeeder = {
  variant: 'bart',
  sites: ['BART'],
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

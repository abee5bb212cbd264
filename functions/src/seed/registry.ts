/**
 * History generators per report variant. Each turns a seed and a date range into requests of its
 * report form and files them through that form's service, exactly as the API would: nothing is
 * written behind the services' backs.
 */
import { BART_GRINDER_TYPES } from '@grindline/domain';
import { parse } from '../lib/validate';
import { bartFiling, submitBartReportSchema } from '../services/bart-reports';
import { generateBartHistory } from './bart-history';
import { nyctSeeder } from './nyct-history';
import { variantSeeder, type VariantSeeder } from './seeder';
import { skytrainArmSeeder } from './skytrain-arm-history';
import { skytrainSeeder } from './skytrain-history';
import { standardSeeder } from './standard-history';

export type { VariantSeeder } from './seeder';

const bartSeeder: VariantSeeder = variantSeeder({
  variant: 'bart',
  sites: ['BART'],
  grinders: BART_GRINDER_TYPES,
  generate: generateBartHistory,
  filing: (caller, request) => bartFiling(caller, parse(submitBartReportSchema, request)),
});

/**
 * Every variant's seeder. Standard comes before NYCT on purpose: a standard shift id carries the
 * number the crew typed, while the NYCT service picks the next free number, so NYCT LRG-32 (code
 * 05) steps around a standard LRG-31 (grinder number 05) shift of the same date and number.
 */
export const SEEDERS: readonly VariantSeeder[] = [bartSeeder, standardSeeder, skytrainSeeder, skytrainArmSeeder, nyctSeeder];

/** The fleet the histories use: every seeder's grinders (15 machines, TG8 3 and 4 being two; the Arm campaigns borrow LRG-31). */
export const FLEET: readonly string[] = [...new Set(SEEDERS.flatMap((s) => s.grinders))];

/** Requests of the weekly NYCT report routes (spec 002 sections 4 and 9; docs/api.md). */
import { z } from 'zod';
import { isIsoDate, MAX_DATE } from '../rules/dates';
import { REPORT_DATA_START } from '../reports/report-window';

const week = z
  .string({ error: 'week is required' })
  .trim()
  .refine(isIsoDate, 'week must be a date written YYYY-MM-DD')
  .refine((d) => d >= REPORT_DATA_START, `week must be on or after ${REPORT_DATA_START}, when report data starts`)
  .refine((d) => d <= MAX_DATE, `week must be on or before ${MAX_DATE}`);

/** Query of GET /api/dashboard/nyct-weekly and body of POST /api/dashboard/nyct-weekly/pdf: a date of the week (its Monday is used). */
export const nyctWeekSchema = z.object({ week });
export type NyctWeekRequest = z.output<typeof nyctWeekSchema>;

/**
 * The zod schemas of the weekly NYCT report's answers (nyct-weekly.ts), for the route contracts'
 * responses; `Same` below fails the build when a schema and its interface drift apart.
 */
import { z } from 'zod';
import type { DivisionTotals, DivisionWeekRow, NyctWeeklyReport, TrackProgressRow, WeeklyMetricsRow } from './nyct-weekly';
import { REPORT_DIVISIONS, REPORT_GRINDERS } from './report-window';
import { pdfLinkSchema, type Same } from './shift-report-schema';

export const weeklyMetricsRowSchema = z.object({
  week: z.string(),
  loram_delay: z.number(),
  customer_delay: z.number(),
  train_delay: z.number(),
  track_time: z.number(),
  spark_min: z.number(),
  miles_profiled: z.number(),
  defectsRemoved: z.number(),
  avg_passes: z.number(),
  percent_util: z.number(),
  completed_miles: z.number(),
});

export const divisionWeekRowSchema = z.object({ week: z.string(), completed_miles: z.number(), miles_profiled: z.number(), defectsRemoved: z.number() });

export const trackProgressRowSchema = z.object({ track_id: z.string(), label: z.string(), ytd: z.number(), wtd: z.number(), rem: z.number() });

export const divisionTotalsSchema = z.object({ division: z.enum(REPORT_DIVISIONS), defectsRemoved: z.number(), miles_ground: z.number() });

export const nyctWeeklyReportSchema = z.object({
  week: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  ytdFrom: z.string(),
  lastDay: z.string(),
  grinders: z.array(z.object({ grinder: z.enum(REPORT_GRINDERS), rows: z.array(weeklyMetricsRowSchema) })),
  divisions: z.array(
    z.object({
      division: z.enum(REPORT_DIVISIONS),
      corrective: z.array(divisionWeekRowSchema),
      preventative: z.array(divisionWeekRowSchema),
      progress: z.array(trackProgressRowSchema),
    }),
  ),
  totals: z.array(divisionTotalsSchema),
});

/** POST /api/dashboard/nyct-weekly/pdf: a short-lived link to the stored PDF of the week. */
export const nyctWeeklyPdfLinkSchema = pdfLinkSchema.extend({ week: z.string() });
export type NyctWeeklyPdfLink = z.output<typeof nyctWeeklyPdfLinkSchema>;

// Compile-time checks that each schema describes its interface exactly.
export const NYCT_WEEKLY_SCHEMAS_MATCH_INTERFACES: [
  Same<z.output<typeof weeklyMetricsRowSchema>, WeeklyMetricsRow>,
  Same<z.output<typeof divisionWeekRowSchema>, DivisionWeekRow>,
  Same<z.output<typeof trackProgressRowSchema>, TrackProgressRow>,
  Same<z.output<typeof divisionTotalsSchema>, DivisionTotals>,
  Same<z.output<typeof nyctWeeklyReportSchema>, NyctWeeklyReport>,
] = [true, true, true, true, true];

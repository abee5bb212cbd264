/**
 * The zod schemas of what the dashboard routes answer (figures.ts), for the route contracts'
 * responses. The interfaces keep their documentation; `Same` below fails the build when a schema
 * and its interface drift apart.
 */
import { z } from 'zod';
import { REPORT_DIVISIONS } from '../reports/report-window';
import type { Same } from '../reports/shift-report-schema';
import type {
  DateSpan,
  MonthlyFigures,
  NamedTotals,
  OverviewFigures,
  PerformanceFigures,
  PlanPhase,
  PlanTrack,
  SiteFigures,
  SiteOverview,
  SitePlan,
  StatTotals,
  TrackProgress,
} from './figures';

const unitsSchema = z.enum(['Miles', 'Kilometers']);

export const statTotalsSchema = z.object({
  shifts: z.number(),
  sparkMin: z.number(),
  passFeet: z.number(),
  feetComp: z.number(),
  feetIncomp: z.number(),
  availableMin: z.number(),
  availableShifts: z.number(),
  passSum: z.number(),
  rangeCount: z.number(),
  sparkShifts: z.number(),
  sparkFeetComp: z.number(),
  sparkPassFeet: z.number(),
});

export const namedTotalsSchema = statTotalsSchema.extend({ name: z.string() });

export const siteOverviewSchema = z.object({
  site: z.string(),
  units: unitsSchema,
  totals: statTotalsSchema,
  grinderShifts: z.record(z.string(), z.number()),
  stoneShifts: z.record(z.string(), z.number()),
});

export const overviewFiguresSchema = z.object({ startDate: z.string(), endDate: z.string(), sites: z.array(siteOverviewSchema) });

export const planTrackSchema = z.object({ trackId: z.string(), line: z.string(), lengthFeet: z.number() });

export const planPhaseSchema = z.object({
  phase: z.union([z.literal(1), z.literal(2)]),
  startDate: z.string(),
  endDate: z.string(),
  tracks: z.array(planTrackSchema),
});

export const sitePlanSchema = z.object({
  site: z.string(),
  goalFeet: z.number().nullable(),
  phases: z.array(planPhaseSchema),
  updatedAt: z.string().optional(),
  updatedBy: z.string().optional(),
});

export const dateSpanSchema = z.object({ startDate: z.string(), endDate: z.string() });

export const trackProgressSchema = z.object({
  trackId: z.string(),
  line: z.string(),
  ptdFeet: z.number(),
  mtdFeet: z.number(),
  remainingFeet: z.number().nullable(),
});

const monthFeetSchema = z.object({ month: z.string(), feet: z.number() });

export const monthlyFiguresSchema = z.object({
  site: z.string(),
  units: unitsSchema,
  phase: z.union([z.literal(1), z.literal(2)]),
  mtd: dateSpanSchema,
  ptd: dateSpanSchema,
  plan: sitePlanSchema.nullable(),
  completed: z.object({
    mtdFeet: z.number(),
    ptdFeet: z.number(),
    totalFeet: z.number(),
    trackFeet: z.number().nullable(),
    remainingFeet: z.number().nullable(),
  }),
  byMonth: z.array(monthFeetSchema),
  byTrack: z.array(trackProgressSchema),
  shiftTypes: z.array(z.object({ grinderType: z.string(), mtd: z.record(z.string(), z.number()), ptd: z.record(z.string(), z.number()) })),
});

export const siteFiguresSchema = z.object({
  site: z.string(),
  units: unitsSchema,
  mtd: dateSpanSchema,
  ptd: dateSpanSchema,
  goalFeet: z.number().nullable(),
  byLine: z.array(z.object({ line: z.string(), mtdFeet: z.number(), ptdFeet: z.number() })),
  byMonth: z.array(monthFeetSchema),
  byGrinder: z.array(namedTotalsSchema),
});

export const performanceFiguresSchema = z.object({
  site: z.string(),
  units: unitsSchema,
  startDate: z.string(),
  endDate: z.string(),
  grinder: z.string().nullable(),
  division: z.enum(REPORT_DIVISIONS).nullable(),
  byTrack: z.array(z.object({ trackId: z.string(), line: z.string(), compFeet: z.number(), incompFeet: z.number() })),
  byMonth: z.array(monthFeetSchema),
  trackFeet: z.number().nullable(),
  byShiftType: z.array(namedTotalsSchema),
  totals: statTotalsSchema,
});

// Compile-time checks that each schema describes its interface exactly.
export const FIGURES_SCHEMAS_MATCH_INTERFACES: [
  Same<z.output<typeof statTotalsSchema>, StatTotals>,
  Same<z.output<typeof namedTotalsSchema>, NamedTotals>,
  Same<z.output<typeof siteOverviewSchema>, SiteOverview>,
  Same<z.output<typeof overviewFiguresSchema>, OverviewFigures>,
  Same<z.output<typeof planTrackSchema>, PlanTrack>,
  Same<z.output<typeof planPhaseSchema>, PlanPhase>,
  Same<z.output<typeof sitePlanSchema>, SitePlan>,
  Same<z.output<typeof dateSpanSchema>, DateSpan>,
  Same<z.output<typeof trackProgressSchema>, TrackProgress>,
  Same<z.output<typeof monthlyFiguresSchema>, MonthlyFigures>,
  Same<z.output<typeof siteFiguresSchema>, SiteFigures>,
  Same<z.output<typeof performanceFiguresSchema>, PerformanceFigures>,
] = [true, true, true, true, true, true, true, true, true, true, true, true];

/**
 * What the dashboard routes answer (docs/api.md 'Dashboards'; spec 001 sections 2.6-2.8, 2.11,
 * 2.12): sums read from the aggregates, never report lists. Lengths are feet; screens convert
 * to the site's units.
 */
import type { NyctDivision } from '../customers/nyct';
import { REPORT_DIVISIONS } from '../reports/report-window';

/** Sums over the shifts of a group. */
export interface StatTotals {
  shifts: number;
  sparkMin: number;
  passFeet: number;
  feetComp: number;
  feetIncomp: number;
  /** Available track time, in minutes, summed over the shifts that recorded one. */
  availableMin: number;
  availableShifts: number;
  /** passesLeft + passesRight summed over the ranges, and how many ranges. */
  passSum: number;
  rangeCount: number;
  /**
   * The shifts whose form asked spark minutes (not BART's, not the second flow's) and their completed
   * and pass lengths: what the per-spark-minute and per-shift spark figures divide, so a shift
   * that stored 0 minutes without asking neither lowers the minutes per shift nor adds feet to
   * the feet per minute.
   */
  sparkShifts: number;
  sparkFeetComp: number;
  sparkPassFeet: number;
}

/** A group of {@link StatTotals} named by one value (a grinder, a line, a shift type). */
export type NamedTotals = StatTotals & { name: string };

/** GET /api/dashboard/overview: per site, the totals and shift counts by grinder and stone. */
export interface SiteOverview {
  site: string;
  units: 'Miles' | 'Kilometers';
  totals: StatTotals;
  /** Shifts per grinder type and per stone type. */
  grinderShifts: Record<string, number>;
  stoneShifts: Record<string, number>;
}

export interface OverviewFigures {
  startDate: string;
  endDate: string;
  sites: SiteOverview[];
}

/** A track of a phase of a site's plan, with its length in feet. */
export interface PlanTrack {
  trackId: string;
  line: string;
  lengthFeet: number;
}

/** A phase of a site's plan: the tracks it grinds and its dates (inclusive). */
export interface PlanPhase {
  phase: 1 | 2;
  startDate: string;
  endDate: string;
  tracks: PlanTrack[];
}

/** What an administrator sets per site (PUT /api/dashboard/site-plans/{site}). */
export interface SitePlan {
  site: string;
  /** Project goal in feet (the NYCT site dashboard's 'Project Goal' line), or null. */
  goalFeet: number | null;
  phases: PlanPhase[];
  updatedAt?: string;
  updatedBy?: string;
}

/** An inclusive date range. */
export interface DateSpan {
  startDate: string;
  endDate: string;
}

/** Completed feet of one track in the month-to-date and the project-to-date before it. */
export interface TrackProgress {
  trackId: string;
  line: string;
  ptdFeet: number;
  mtdFeet: number;
  /** Phase length minus PTD and MTD, never below 0; null when the plan does not give a length. */
  remainingFeet: number | null;
}

/** GET /api/dashboard/monthly (spec 001 section 2.7). */
export interface MonthlyFigures {
  site: string;
  units: 'Miles' | 'Kilometers';
  phase: 1 | 2;
  mtd: DateSpan;
  /** Project start to the day before the MTD range. */
  ptd: DateSpan;
  plan: SitePlan | null;
  completed: { mtdFeet: number; ptdFeet: number; totalFeet: number; trackFeet: number | null; remainingFeet: number | null };
  /** Completed feet per month, project start to report end. */
  byMonth: Array<{ month: string; feet: number }>;
  byTrack: TrackProgress[];
  /** Shifts per shift type of the grinders of the six pies, MTD and PTD. */
  shiftTypes: Array<{ grinderType: string; mtd: Record<string, number>; ptd: Record<string, number> }>;
}

/** GET /api/dashboard/site (spec 001 section 2.8). */
export interface SiteFigures {
  site: string;
  units: 'Miles' | 'Kilometers';
  mtd: DateSpan;
  ptd: DateSpan;
  goalFeet: number | null;
  byLine: Array<{ line: string; mtdFeet: number; ptdFeet: number }>;
  byMonth: Array<{ month: string; feet: number }>;
  byGrinder: NamedTotals[];
}

/** GET /api/dashboard/performance (spec 001 section 2.12). */
export interface PerformanceFigures {
  site: string;
  units: 'Miles' | 'Kilometers';
  startDate: string;
  endDate: string;
  grinder: string | null;
  /** The NYCT division the figures are of, or null for every division (and at every other site). */
  division: NyctDivision | null;
  byTrack: Array<{ trackId: string; line: string; compFeet: number; incompFeet: number }>;
  byMonth: Array<{ month: string; feet: number }>;
  /** Total system track in feet from the site's plan (of the division, when one is chosen), or null when it has none. */
  trackFeet: number | null;
  byShiftType: NamedTotals[];
  totals: StatTotals;
}

/**
 * The divisions the Performance charts of `site` can be narrowed to: IRT, IND and BMT for NYCT,
 * in the spec's order (spec 001 section 3 `div`, spec 002), none at any other site.
 */
export function performanceDivisions(site: string): readonly NyctDivision[] {
  return site === 'NYCT' ? REPORT_DIVISIONS : [];
}

/** The counters of {@link StatTotals}. */
export const TOTAL_KEYS = ['shifts', 'sparkMin', 'passFeet', 'feetComp', 'feetIncomp', 'availableMin', 'availableShifts', 'passSum', 'rangeCount', 'sparkShifts', 'sparkFeetComp', 'sparkPassFeet'] as const satisfies readonly (keyof StatTotals)[];

/** Zero totals. */
export const emptyTotals = (): StatTotals => ({ shifts: 0, sparkMin: 0, passFeet: 0, feetComp: 0, feetIncomp: 0, availableMin: 0, availableShifts: 0, passSum: 0, rangeCount: 0, sparkShifts: 0, sparkFeetComp: 0, sparkPassFeet: 0 });

/** Adds the counters of `row` into `into` (mutates and returns `into`). */
export function addTotals<T extends StatTotals>(into: T, row: Partial<StatTotals>): T {
  for (const key of TOTAL_KEYS) into[key] += row[key] ?? 0;
  return into;
}

/** The default dates and constants of the dashboard screens (spec 001 sections 2.6-2.8, 9). */
export const DASHBOARD_DEFAULTS = {
  overview: { startDate: '2019-01-01', endDate: '2020-01-01' },
  monthly: { projectStart: '2018-02-01', interval: 31 },
  site: { startDate: '2018-01-01', endDate: '2020-01-01', site: 'NYCT' },
  performanceStart: '2020-01-02',
  /** Grinders of the monthly report's six shift-type pies. */
  monthlyGrinders: ['5063', '5062', 'LRG-7'],
} as const;

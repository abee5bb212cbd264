/** Shapes of the daily stats API (docs/api.md 'Shapes'; spec 001 section 3). */

/** A defect removed on a grind range (NYCT; spec 001 section 3 'extended.defects[].numRemoved'). */
export interface RangeDefect {
  numRemoved: number;
}

/** One grind range of a shift. */
export interface GrindRange {
  trackId: string;
  direction: string;
  from: number;
  to: number;
  length: number;
  segmentType?: string;
  segmentNum?: string;
  passesLeft: number;
  passesRight: number;
  profileLeft?: string;
  profileRight?: string;
  complete: boolean;
  comments?: string;
  /** Present on NYCT ranges that recorded defects. */
  defects?: RangeDefect[];
}

/** One shift report card of GET /api/dashboard/daily-stats. */
export interface DailyStatsCard {
  shiftId: string;
  site: string;
  line: string;
  date: string;
  grinderType: string;
  passFeet: number;
  sparkMin: number;
  feetComp: number;
  feetIncomp: number;
  availableTime: string | null;
  shiftType: string;
  delay: number;
  comments: string;
  grindData: GrindRange[];
}

/** 'ALL' is every site the caller may see (multi-site admins only). */
export const ALL_SITES = 'ALL';

/** The filters of the daily stats tab. `grinder` '' means all grinders. */
export interface DailyStatsFilters {
  site: string;
  grinder: string;
  startDate: string;
  endDate: string;
}

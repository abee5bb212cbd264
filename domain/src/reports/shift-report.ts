/**
 * Stored report shapes shared by the handlers and the viewers (docs/api.md 'Shapes'; spec 000
 * sections 3.5-3.8, spec 001 sections 2.9-2.10). A report is one aggregate: the shift and its
 * grind ranges.
 */
import type { ReportVariant } from '../customers/types';

/** One ground range of a report. */
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
  /** Defects removed on this range (NYCT grind limits; spec 001 section 3 'extended.defects'). */
  defects?: RangeDefect[];
}

/** A defect removed on a grind range (spec 000 section 3.8). */
export interface RangeDefect {
  numRemoved: number;
  type?: string;
  priority?: string;
  comment?: string;
}

/** A stored report: the shift and its grind ranges. */
export interface ShiftReport {
  shiftId: string;
  site: string;
  variant: ReportVariant;
  /** YYYY-MM-DD */
  date: string;
  line: string;
  grinderType: string;
  stoneType: string;
  grinderOperator: string;
  /** 'R-Regular' for BART. */
  shiftType: string;
  /** HH:MM */
  startTime?: string;
  stopTime?: string;
  availableTrackTime?: string;
  sparkMin: number;
  passFeet: number;
  feetComp: number;
  feetIncomp: number;
  comments: string;
  ranges: GrindRange[];
  createdAt: string;
  createdBy: string;
  submissionId: string;
}

/** A shift card of the daily stats list (spec 001 section 2.10). */
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

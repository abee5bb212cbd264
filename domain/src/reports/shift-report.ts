/**
 * Stored report shapes shared by the handlers and the viewers (docs/api.md 'Shapes'; spec 000
 * sections 3.5-3.8, spec 001 sections 2.9-2.10). A report is one aggregate: the shift and its
 * grind ranges.
 */
import type { ReportVariant } from '../customers/types';
import type { PhotoRef } from '../photos/photo-schema';

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
  /** Where on the line the range is (NYCT grind limits: station or landmark). */
  location?: string;
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

/** Kinds of delay a shift records (spec 000 sections 3.1, 3.2 and 3.7). */
export type DelayKind = 'machine' | 'customer' | 'loram' | 'fm' | 'train';

/** One delay of a shift: minutes and the crew's comment. */
export interface ShiftDelay {
  kind: DelayKind;
  minutes: number;
  comment: string;
}

/** Shift fields of the multi-step and generic forms beyond the common ones (spec 000 3.1, 3.2). */
export interface StandardShiftExtended {
  kind: 'standard';
  callTime: string;
  departedTime: string;
  /** Grinder tie-up time. */
  grinderTime: string;
  grinderLoc: string;
  ARMTieUpLoc: string;
  ARMSupervisor: string;
  ARMSupervisorNumber: string;
  transitRep: string;
  transitRepNumber: string;
  grinderOperatorNumber: string;
  fuelLevel: string;
  waterLevel: string;
  sparkBlanket: string;
  grindPlanType: string;
  /** Generic form only (spec 000 section 3.2): where grinding started and stopped. */
  startTimeLoc?: string;
  stopTimeLoc?: string;
}

/** Shift fields of the elevated-rail form beyond the common ones (spec 000 section 3.5). */
export interface SkytrainShiftExtended {
  kind: 'skytrain';
  engineHours: number;
  tieUpLocation: string;
}

/** Shift fields of the subway form beyond the common ones (spec 000 section 3.7). */
export interface NyctShiftExtended {
  kind: 'nyct';
  superType: string;
  passNum: string;
  subDiv: string;
  div: string;
  lineLabel: string;
  departYard: string;
  departTime: string;
  departFuel: string;
  departWater: string;
  arrivalYard: string;
  arrivalTime: string;
  arrivalFuel: string;
  arrivalWater: string;
  goNum: string;
  goPriority: string;
  goStartTime: string;
  goEndTime: string;
  goEntryTime: string;
  goDepartTime: string;
  passDistance: number;
}

/** A stored report: the shift and its grind ranges. */
export interface ShiftReport {
  shiftId: string;
  site: string;
  variant: ReportVariant;
  /**
   * The form it was filed with where a variant has two: 'second-flow' for the second grind-report
   * flow of SOUNDTRANSIT and NCTD (spec 000 section 2.3), which asks no shift type, spark minutes,
   * stone or operator; absent for the variant's own form.
   */
  form?: 'second-flow';
  /** YYYY-MM-DD */
  date: string;
  line: string;
  grinderType: string;
  stoneType: string;
  grinderOperator: string;
  /** 'R-Regular' for BART; the form's shift type otherwise. */
  shiftType: string;
  /** HH:MM */
  startTime?: string;
  stopTime?: string;
  availableTrackTime?: string;
  sparkMin: number;
  passFeet: number;
  feetComp: number;
  feetIncomp: number;
  /** External comments: what the viewers, cards and customer e-mails show. */
  comments: string;
  /** Internal comments (multi-step and generic forms), never shown to the customer. */
  commentsInt?: string;
  /** Shift number of the shift id (absent for BART, whose id has none). */
  shiftNum?: number;
  /** Work type (spec 000 section 9.2), e.g. 'PRO Profile Grinding'. */
  workType?: string;
  /** Delays in minutes with their comments; the daily stats card shows their sum. */
  delays?: ShiftDelay[];
  /** The variant's own shift fields. */
  extended?: StandardShiftExtended | SkytrainShiftExtended | NyctShiftExtended;
  ranges: GrindRange[];
  createdAt: string;
  createdBy: string;
  submissionId: string;
  /** Photos the report carries (issue 28), uploaded to the bucket before it was filed. */
  photos?: PhotoRef[];
}

/** A shift card of the daily stats list (spec 001 section 2.10). */
export interface DailyStatsCard {
  shiftId: string;
  site: string;
  line: string;
  date: string;
  grinderType: string;
  passFeet: number;
  /** Spark minutes, or null where the shift's form asks none (BART's, the second flow). */
  sparkMin: number | null;
  feetComp: number;
  feetIncomp: number;
  availableTime: string | null;
  /** The shift type, or null where the shift's form asks none (BART's, NYCT's, the second flow). */
  shiftType: string | null;
  /** Delay minutes of the shift, or null where its form records no delays (BART's, SkyTrain's, the second flow). */
  delay: number | null;
  comments: string;
  grindData: GrindRange[];
  /** How many photos the report carries (issue 28), when it has any: the card asks GET /api/reports/{shiftId}/photos for them. */
  photoCount?: number;
  /**
   * Where the shift stands with the agency (issue 29), absent until it is reviewed: the dispute
   * shows on the card until it is answered by a new version.
   */
  review?: { status: 'approved' | 'disputed' | 'needs-reapproval'; by: string; comment: string };
}

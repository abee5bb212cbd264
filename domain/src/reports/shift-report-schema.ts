/**
 * The zod schemas of the stored report shapes (shift-report.ts), for the route contracts'
 * responses. The interfaces keep their documentation; `Same` below fails the build when a schema
 * and its interface drift apart.
 */
import { z } from 'zod';
import { photoRefSchema } from '../photos/photo-schema';
import type { DailyStatsCard, GrindRange, RangeDefect, ShiftDelay, ShiftReport } from './shift-report';

/** True only when A and B are assignable both ways. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const rangeDefectSchema = z.object({
  numRemoved: z.number(),
  type: z.string().optional(),
  priority: z.string().optional(),
  comment: z.string().optional(),
});

export const grindRangeSchema = z.object({
  trackId: z.string(),
  direction: z.string(),
  from: z.number(),
  to: z.number(),
  length: z.number(),
  segmentType: z.string().optional(),
  segmentNum: z.string().optional(),
  passesLeft: z.number(),
  passesRight: z.number(),
  profileLeft: z.string().optional(),
  profileRight: z.string().optional(),
  complete: z.boolean(),
  comments: z.string().optional(),
  location: z.string().optional(),
  defects: z.array(rangeDefectSchema).optional(),
});

export const shiftDelaySchema = z.object({
  kind: z.enum(['machine', 'customer', 'loram', 'fm', 'train']),
  minutes: z.number(),
  comment: z.string(),
});

const standardExtendedSchema = z.object({
  kind: z.literal('standard'),
  callTime: z.string(),
  departedTime: z.string(),
  grinderTime: z.string(),
  grinderLoc: z.string(),
  ARMTieUpLoc: z.string(),
  ARMSupervisor: z.string(),
  ARMSupervisorNumber: z.string(),
  transitRep: z.string(),
  transitRepNumber: z.string(),
  grinderOperatorNumber: z.string(),
  fuelLevel: z.string(),
  waterLevel: z.string(),
  sparkBlanket: z.string(),
  grindPlanType: z.string(),
  startTimeLoc: z.string().optional(),
  stopTimeLoc: z.string().optional(),
});

const skytrainExtendedSchema = z.object({ kind: z.literal('skytrain'), engineHours: z.number(), tieUpLocation: z.string() });

const nyctExtendedSchema = z.object({
  kind: z.literal('nyct'),
  superType: z.string(),
  passNum: z.string(),
  subDiv: z.string(),
  div: z.string(),
  lineLabel: z.string(),
  departYard: z.string(),
  departTime: z.string(),
  departFuel: z.string(),
  departWater: z.string(),
  arrivalYard: z.string(),
  arrivalTime: z.string(),
  arrivalFuel: z.string(),
  arrivalWater: z.string(),
  goNum: z.string(),
  goPriority: z.string(),
  goStartTime: z.string(),
  goEndTime: z.string(),
  goEntryTime: z.string(),
  goDepartTime: z.string(),
  passDistance: z.number(),
});

export const shiftReportSchema = z.object({
  shiftId: z.string(),
  site: z.string(),
  variant: z.enum(['standard', 'skytrain', 'bart', 'nyct']),
  form: z.literal('second-flow').optional(),
  date: z.string(),
  line: z.string(),
  grinderType: z.string(),
  stoneType: z.string(),
  grinderOperator: z.string(),
  shiftType: z.string(),
  startTime: z.string().optional(),
  stopTime: z.string().optional(),
  availableTrackTime: z.string().optional(),
  sparkMin: z.number(),
  passFeet: z.number(),
  feetComp: z.number(),
  feetIncomp: z.number(),
  comments: z.string(),
  commentsInt: z.string().optional(),
  shiftNum: z.number().optional(),
  workType: z.string().optional(),
  delays: z.array(shiftDelaySchema).optional(),
  extended: z.discriminatedUnion('kind', [standardExtendedSchema, skytrainExtendedSchema, nyctExtendedSchema]).optional(),
  ranges: z.array(grindRangeSchema),
  createdAt: z.string(),
  createdBy: z.string(),
  submissionId: z.string(),
  photos: z.array(photoRefSchema).optional(),
});

export const dailyStatsCardSchema = z.object({
  shiftId: z.string(),
  site: z.string(),
  line: z.string(),
  date: z.string(),
  grinderType: z.string(),
  passFeet: z.number(),
  sparkMin: z.number().nullable(),
  feetComp: z.number(),
  feetIncomp: z.number(),
  availableTime: z.string().nullable(),
  shiftType: z.string().nullable(),
  delay: z.number().nullable(),
  comments: z.string(),
  grindData: z.array(grindRangeSchema),
  photoCount: z.number().optional(),
  review: z.object({ status: z.enum(['approved', 'disputed', 'needs-reapproval']), by: z.string(), comment: z.string() }).optional(),
});

/** A short-lived link to a PDF printed and stored in the bucket (the weekly and the monthly report). */
export const pdfLinkSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  /** True when the stored file of the same input and data was reused. */
  cached: z.boolean(),
  expiresInSeconds: z.number(),
});

/** A filed report's answer: its shift id and the report as stored. */
export const filedReportSchema = z.object({ shiftId: z.string(), report: shiftReportSchema });

// Compile-time checks that each schema describes its interface exactly.
export const SCHEMAS_MATCH_INTERFACES: [
  Same<z.output<typeof rangeDefectSchema>, RangeDefect>,
  Same<z.output<typeof grindRangeSchema>, GrindRange>,
  Same<z.output<typeof shiftDelaySchema>, ShiftDelay>,
  Same<z.output<typeof shiftReportSchema>, ShiftReport>,
  Same<z.output<typeof dailyStatsCardSchema>, DailyStatsCard>,
] = [true, true, true, true, true];

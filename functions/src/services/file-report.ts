/**
 * Filing a report, shared by every report form's service: one conditional write, idempotent for
 * a retried submission (docs/api.md 'Submitting a report'). Two ways a shift id is chosen: the
 * form fixes it (BART, standard) or the service takes the next free shift number of the date
 * (SkyTrain, NYCT: their forms have no shift number field).
 */
import type { ShiftReport } from '@grindline/domain';
import { ConflictError } from '../lib/errors';
import { outboxWrites } from '../mail/outbox-item';
import { assertPhotosUploaded } from './photos/photo-uploads';
import { getReport, putNewReport, querySiteReports } from './report-store';

/** How a report is filed. */
export interface FilingOptions {
  /** Enqueue the report's mails (default). The seeders' system caller files history without mail. */
  mail?: boolean;
  /**
   * Add the report to the aggregates in its transaction (default). The seeders' system caller
   * files years of history without, as one plain put each, then rebuilds the aggregates from the
   * stored reports through the same aggregateWrites (seed/aggregates.ts).
   */
  aggregates?: boolean;
}

/**
 * Where filings are stored and looked up. The table is the one every route uses; the seeders'
 * bulk filing (seed/bulk-file.ts) passes a ledger held in memory and writes what it accepted in
 * batches afterwards, so both number and refuse shifts by this same code.
 */
export interface FilingLedger {
  /** Stores `report` unless its shift id is taken; false when taken. */
  put(report: ShiftReport, options: FilingOptions): Promise<boolean>;
  get(shiftId: string): Promise<ShiftReport | null>;
  /** The stored reports of `site` dated `date`. */
  sameDay(site: string, date: string): Promise<ShiftReport[]>;
}

/**
 * The table: the report, with its mail outbox in the same transaction unless `mail` is false, and
 * the aggregate updates that add it to the dashboard figures (services/aggregates) unless
 * `aggregates` is false (seeding only).
 */
export const TABLE_LEDGER: FilingLedger = {
  put: (report, options) => putNewReport(report, options.mail === false ? [] : outboxWrites(report), { aggregates: options.aggregates }),
  get: getReport,
  sameDay: (site, date) => querySiteReports({ site, from: date, to: date }),
};

/** What a submission answers. */
export interface SubmitResult {
  /** False when this submission had already been stored (a retry). */
  created: boolean;
  shiftId: string;
  report: ShiftReport;
}

/** How many shift numbers one submission tries before giving up (others filing the same date). */
export const MAX_SHIFT_NUMBER_ATTEMPTS = 10;
/** Shift numbers have at most 3 digits (spec 000 section 9.6). */
const MAX_SHIFT_NUM = 999;

/** Message when no free shift number was found for the date in the attempts allowed. */
export const NO_SHIFT_NUMBER = 'Could not allocate a shift number for this date. Please submit again.';

const stored = (report: ShiftReport, created: boolean): SubmitResult => ({ created, shiftId: report.shiftId, report });

/**
 * Stores `report` under its own shift id unless that id is taken, once its photos are found in
 * the bucket as it declares them (400 naming the photo otherwise). Taken by the same
 * `submissionId`: a retry, answered with the stored report (created false). Taken by another
 * submission: ConflictError(`takenMessage`), nothing changes.
 */
export async function fileReport(report: ShiftReport, takenMessage: string, options: FilingOptions = {}, ledger: FilingLedger = TABLE_LEDGER): Promise<SubmitResult> {
  // Its photos are in the bucket as declared, or 400 naming the file and nothing is written (issue 28).
  await assertPhotosUploaded(report);
  // Two attempts: the report found taken may be deleted before we read it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await ledger.put(report, options)) return stored(report, true);
    const taken = await ledger.get(report.shiftId);
    if (taken?.submissionId === report.submissionId) return stored(taken, false);
    if (taken) break;
  }
  throw new ConflictError(takenMessage);
}

export interface NumberedFiling {
  site: string;
  date: string;
  submissionId: string;
  /** Of the site's reports that date, those that use up this report's shift numbers. */
  sharesNumbers(report: ShiftReport): boolean;
  /** The report under shift number `shiftNum`. */
  build(shiftNum: number): ShiftReport;
  options?: FilingOptions;
}

/**
 * Stores a report under the next free shift number of its date: 1 + the reports that share its
 * numbers already stored that date, then the next number while another submission holds it (at
 * most {@link MAX_SHIFT_NUMBER_ATTEMPTS} tries, then 409 {@link NO_SHIFT_NUMBER}). A report of
 * that date with this `submissionId`, found by the day's query or under a taken id, is a retry:
 * answered with created false, nothing written.
 */
export async function fileNumberedReport({ site, date, submissionId, sharesNumbers, build, options = {} }: NumberedFiling, ledger: FilingLedger = TABLE_LEDGER): Promise<SubmitResult> {
  const sameDay = await ledger.sameDay(site, date);
  const retried = sameDay.find((r) => r.submissionId === submissionId);
  if (retried) return stored(retried, false);
  // The photos do not depend on the number: checked once, on the report as number 1 would be.
  await assertPhotosUploaded(build(1));

  // The day's query reads an index, which may lag: numbers it missed are found taken below.
  let shiftNum = sameDay.filter(sharesNumbers).length + 1;
  for (let attempt = 0; attempt < MAX_SHIFT_NUMBER_ATTEMPTS && shiftNum <= MAX_SHIFT_NUM; attempt += 1) {
    const report = build(shiftNum);
    if (await ledger.put(report, options)) return stored(report, true);
    const taken = await ledger.get(report.shiftId);
    if (taken?.submissionId === submissionId) return stored(taken, false);
    // Taken by another submission: try the next number. Deleted since the put: try it again.
    if (taken) shiftNum += 1;
  }
  throw new ConflictError(NO_SHIFT_NUMBER);
}

/** A report ready to be filed: under the id its form fixed, or under the next free number of its date. */
export type Filing = { fixed: ShiftReport; takenMessage: string; options: FilingOptions } | { numbered: NumberedFiling };

/** Files `filing` through `ledger` (the table unless told otherwise). */
export function file(filing: Filing, ledger: FilingLedger = TABLE_LEDGER): Promise<SubmitResult> {
  return 'fixed' in filing ? fileReport(filing.fixed, filing.takenMessage, filing.options, ledger) : fileNumberedReport(filing.numbered, ledger);
}

/**
 * Deleting a report (spec 000 section 2.5, spec 001 sections 2.9 and 4): a version like any other
 * change (issue 11), committed by commitReportChange as one transaction: the current item is
 * removed and a tombstone version recorded, the deleted content staying in the history (the
 * version that made it), so adminMgmt can restore it. Never lost, never half deleted.
 */
import { assertSite } from '../lib/authorize';
import type { Caller } from '../lib/create-handler';
import { ConflictError, NotFoundError } from '../lib/errors';
import { getCurrentReport } from './report-store';
import { commitReportChange, ReportChangedError } from './report-versions';

export const REPORT_NOT_FOUND = 'No report with this shift id';

/**
 * Deletes the report as a tombstone version, conditioned on the version read (so the history
 * always holds what was deleted). 404 when there is none; 403 unless the caller may see the
 * report's stored site; 409 when it changed meanwhile.
 */
export async function deleteReport(caller: Caller, shiftId: string, now = new Date()): Promise<void> {
  const current = await getCurrentReport(shiftId);
  if (!current) throw new NotFoundError(REPORT_NOT_FOUND);
  assertSite(caller, current.report.site);
  try {
    await commitReportChange({ action: 'delete', shiftId, before: current, after: null, now });
  } catch (error) {
    if (!(error instanceof ReportChangedError)) throw error;
    // Someone deleted or replaced the report since it was read.
    if (!(await getCurrentReport(shiftId))) throw new NotFoundError(REPORT_NOT_FOUND);
    throw new ConflictError('The report changed while it was being deleted; load it again.');
  }
}

/**
 * The Delete Old Grind Report screen (spec 000 sections 2.5, 5.8 and 7.4): find a shift by date,
 * customer and line, and remove one of its grind rows or all of them. Each removal is a new
 * version of the report (issue 11: commitReportChange), so the rows removed stay in its history,
 * can be restored, and leave the dashboard aggregates in the same transaction.
 */
import { addDays, feetTotals, passFeet, type FindShiftsQuery, type ShiftReport } from '@grindline/domain';
import { assertSite } from '../../lib/authorize';
import type { Caller } from '../../lib/create-handler';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { getCurrentReport, latestSiteReport, querySiteReports } from '../report-store';
import { REPORT_NOT_FOUND } from '../delete-report';
import { commitReportChange, ReportChangedError } from '../report-versions';

/** Pages of 100 of a customer's reports read for the line's last shift before an empty date. */
const LINE_PAGES = 3;

/**
 * The reports of a site, date and line (getshift + getgrind of the old screen, in one answer);
 * a date without any also answers the line's last shift day before it, so the screen can offer it.
 */
export async function findShifts(q: FindShiftsQuery): Promise<{ reports: ShiftReport[]; lastShiftBefore?: string }> {
  const reports = (await querySiteReports({ site: q.site, from: q.date, to: q.date })).filter((r) => r.line === q.line);
  if (reports.length > 0) return { reports };
  const earlier = await latestSiteReport(q.site, addDays(q.date, -1), { line: q.line, maxPages: LINE_PAGES });
  return earlier ? { reports, lastShiftBefore: earlier.date } : { reports };
}

/**
 * Removes grind row `index` (or every row when `index` is 'all') of a report: a new version
 * without those rows, its figures recomputed, committed under a condition on the version read
 * (the previous version stays in the history). 404 for no report or no such row; 403 for another
 * site; 409 when it changed meanwhile. An agency-approved shift needs `reason` (decisions §53).
 */
export async function removeGrindRows(caller: Caller, shiftId: string, index: number | 'all', now = new Date(), reason?: string): Promise<ShiftReport> {
  const current = await getCurrentReport(shiftId);
  if (!current) throw new NotFoundError(REPORT_NOT_FOUND);
  const report = current.report;
  assertSite(caller, report.site);
  if (index !== 'all' && index >= report.ranges.length) {
    throw new BadRequestError(`The shift has no grind row ${index + 1}`, [{ path: 'index', message: `The shift has no grind row ${index + 1}` }]);
  }
  const ranges = index === 'all' ? [] : report.ranges.filter((_r, i) => i !== index);
  const updated: ShiftReport = { ...report, ranges, passFeet: passFeet(ranges), ...feetTotals(ranges) };
  const summary = index === 'all' ? `Deleted every grind row of ${shiftId}` : `Deleted grind row ${index + 1} of ${shiftId}`;
  try {
    await commitReportChange({ action: 'edit', shiftId, before: current, after: updated, summary, now, reason });
  } catch (error) {
    if (!(error instanceof ReportChangedError)) throw error;
    if (!(await getCurrentReport(shiftId))) throw new NotFoundError(REPORT_NOT_FOUND);
    throw new ConflictError('The report changed while its grind rows were being deleted; load it again.');
  }
  return updated;
}

/**
 * The review list and the monthly quantities statement of a site (issue 29): the month's filed
 * shifts with their versions, their reviews and the month item, built by domain buildStatement;
 * a phase of the site plan keeps the shifts dated within that phase.
 */
import { buildStatement, customerProfile, isCustomerId, monthSpan, type QuantitiesStatement, type ReviewList, type ShiftForReview, type StatementQuery } from '@grindline/domain';
import { reviewsSite, reviewStatus } from '@grindline/domain';
import { assertSite } from '../../lib/authorize';
import type { Caller } from '../../lib/caller';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { getSitePlan } from '../dashboards/site-plans';
import { getCurrentReport } from '../report-store';
import { getMonthState, getReviewItem, monthReports, monthReviews, reviewEvents, reviewOf } from './review-store';

export const REPORT_NOT_FOUND = 'No report with this shift id';

/** The statement of a site's month, and of one phase of its plan when `phase` is given. */
export async function loadStatement(query: StatementQuery): Promise<QuantitiesStatement> {
  const { site, month, phase } = query;
  const [reports, reviews, monthState, plan] = await Promise.all([monthReports(site, month), monthReviews(site, month), getMonthState(site, month), phase ? getSitePlan(site) : Promise.resolve(null)]);
  let kept = reports;
  if (phase) {
    const span = plan?.phases.find((p) => p.phase === phase);
    if (!span) throw new BadRequestError(`${site}'s site plan has no phase ${phase}`, [{ path: 'phase', message: `${site}'s site plan has no phase ${phase}` }]);
    const { from, to } = monthSpan(month);
    kept = reports.filter(({ report }) => report.date >= span.startDate && report.date <= span.endDate && report.date >= from && report.date <= to);
  }
  const lengthUnit = isCustomerId(site) ? customerProfile(site).lengthUnit : 'feet';
  return buildStatement({ site, month, phase: phase ?? null, lengthUnit, reports: kept, reviews, monthState: { closed: monthState.closed, events: monthState.events } });
}

/** The 'To review' list: the month's shifts of a site with their status, and whether the month is closed. */
export async function loadReviewList(site: string, month: string): Promise<ReviewList> {
  const statement = await loadStatement({ site, month, phase: undefined });
  return { site, month, monthState: statement.monthState, shifts: statement.shifts };
}

/** A shift for its review page: as filed now, its status, its review and every decision on it. 404 none; 403 another site. */
export async function loadShiftForReview(caller: Caller, shiftId: string): Promise<ShiftForReview> {
  const current = await getCurrentReport(shiftId);
  if (!current) throw new NotFoundError(REPORT_NOT_FOUND);
  const { report, stamp } = current;
  assertSite(caller, report.site);
  const [item, events, monthState] = await Promise.all([getReviewItem(shiftId), reviewEvents(shiftId), getMonthState(report.site, report.date.slice(0, 7))]);
  const review = item ? reviewOf(item as unknown as Record<string, unknown>) : null;
  return {
    report,
    version: stamp.version,
    status: reviewStatus(stamp.version, review),
    review,
    events,
    monthClosed: monthState.closed,
    mayReview: reviewsSite(caller.access, report.site) && !monthState.closed,
  };
}

/**
 * Approving or disputing a shift as the agency (issue 29, decisions §53): one transaction with
 * the version it refers to. The report item is checked to be at that version, the month item to
 * be open (its revision moves, so a closing read before this decision fails), the review item to
 * be the one read (two reviewers at once: the second is told), and the event and audit entry are
 * written with it. Refusals come from domain reviewRefusal.
 */
import { monthOf, reviewRefusal, reviewStatus, type ReviewAnswer, type ReviewMark, type ReviewRequest, type ShiftReview } from '@grindline/domain';
import { randomUUID } from 'node:crypto';
import { reportKeys } from '../../data/report-entities';
import { reviewKeys, type ReviewEventItem, type ReviewItem } from '../../data/review-entities';
import { assertSite } from '../../lib/authorize';
import type { Caller } from '../../lib/caller';
import { config } from '../../lib/config';
import { BadRequestError, ConflictError, ForbiddenError, HttpError, NotFoundError } from '../../lib/errors';
import { auditItem } from '../audit-log';
import { getCurrentReport } from '../report-store';
import type { TransactItem } from '../report-versions';
import { sendTransaction } from '../send-transaction';
import { monthGuard } from './change-guards';
import { disputeMailItems } from './review-mails';
import { getMonthState, getReviewItem, reviewOf } from './review-store';

export const REPORT_NOT_FOUND = 'No report with this shift id';
export const CHANGED_MEANWHILE = 'The shift or its review changed while you were reviewing it: open it again';

/** The identity provider an approval records: the agency provider, or Grindline's own sign-in. */
export const identityProviderOf = (caller: Caller): string => caller.identityProvider ?? 'Grindline';

function refusalError(status: number, message: string): HttpError {
  if (status === 403) return new ForbiddenError(message);
  if (status === 409) return new ConflictError(message);
  return new BadRequestError(message, [{ path: status === 400 ? 'comment' : 'version', message }]);
}

/** Records the caller's decision on version `request.version` of the shift; answers the review and the shift's status. */
export async function recordReview(caller: Caller, shiftId: string, request: Required<ReviewRequest>, now = new Date()): Promise<ReviewAnswer> {
  const current = await getCurrentReport(shiftId);
  if (!current) throw new NotFoundError(REPORT_NOT_FOUND);
  const { report, stamp } = current;
  assertSite(caller, report.site);
  const month = monthOf(report.date);
  const [previous, monthState] = await Promise.all([getReviewItem(shiftId), getMonthState(report.site, month)]);
  const refusal = reviewRefusal(caller.access, { site: report.site, decision: request.decision, version: request.version, currentVersion: stamp.version, comment: request.comment, monthClosed: monthState.closed });
  if (refusal) throw refusalError(refusal.status, refusal.message);

  const at = now.toISOString();
  const mark: ReviewMark = { decision: request.decision, version: request.version, by: caller.username, at, identityProvider: identityProviderOf(caller), comment: request.comment.trim() };
  const lastApproval = request.decision === 'approved' ? mark : previous?.lastApproval;
  const review: ShiftReview = { shiftId, site: report.site, date: report.date, latest: mark, ...(lastApproval ? { lastApproval } : {}) };
  const item: ReviewItem = { ...reviewKeys.review(shiftId), ...reviewKeys.bySiteDate(report.site, report.date, shiftId), entity: 'review', ...review, latestAt: at };
  const event: ReviewEventItem = { ...reviewKeys.event(shiftId, at, randomUUID()), entity: 'reviewEvent', shiftId, site: report.site, ...mark };
  const TableName = config.tableName;
  const items: TransactItem[] = [
    {
      // The version decided on is the current one, now: an edit committed meanwhile refuses this.
      ConditionCheck: {
        TableName,
        Key: reportKeys.primary(shiftId),
        ConditionExpression: 'attribute_exists(pk) AND (#v = :v OR (attribute_not_exists(#v) AND :v = :one))',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':v': request.version, ':one': 1 },
      },
    },
    {
      Put: {
        TableName,
        Item: item,
        ...(previous ? { ConditionExpression: 'latestAt = :at', ExpressionAttributeValues: { ':at': previous.latestAt } } : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
    { Put: { TableName, Item: event, ConditionExpression: 'attribute_not_exists(pk)' } },
    monthGuard(report.site, month).item,
    { Put: { TableName, Item: auditItem({ action: `review.${request.decision === 'approved' ? 'approve' : 'dispute'}`, site: report.site, target: shiftId, summary: `${request.decision} version ${request.version} of ${shiftId} through ${mark.identityProvider}` }, now) } },
    ...(request.decision === 'disputed' ? disputeMailItems(review, report, now).map((Item) => ({ Put: { TableName, Item: Item as unknown as Record<string, unknown> } })) : []),
  ];
  try {
    await sendTransaction(items);
  } catch (error) {
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    if ((error as Error)?.name !== 'TransactionCanceledException') throw error;
    if (reasons[3]?.Code === 'ConditionalCheckFailed') throw new ConflictError('This month is closed: reopen it before changing a review');
    if (reasons[0]?.Code === 'ConditionalCheckFailed') {
      const now2 = await getCurrentReport(shiftId);
      if (!now2) throw new NotFoundError(REPORT_NOT_FOUND);
      throw new ConflictError(`Version ${request.version} is no longer the latest: the shift was changed since (it is at version ${now2.stamp.version}). Open it again and review version ${now2.stamp.version}.`);
    }
    if (reasons.some((r) => r.Code === 'ConditionalCheckFailed')) throw new ConflictError(CHANGED_MEANWHILE);
    throw error;
  }
  return { review: reviewOf(item as unknown as Record<string, unknown>), status: reviewStatus(stamp.version, review) };
}

/**
 * What every change of a filed shift adds to its transaction for the agency sign-off (decisions
 * §53): the month item of each site and month the change touches, updated under the condition
 * that the month is open (so a closed month never changes, and closing it is one conditional
 * write on that item), and, for a delete or an edit without a reason, a check that no approval
 * is on record. A failed check is answered with the refusal of domain changeRefusal.
 */
import { monthOf, MIN_REASON_LENGTH, type ReportAction, type ShiftReport } from '@grindline/domain';
import { reviewKeys } from '../../data/review-entities';
import { config } from '../../lib/config';
import { BadRequestError, ConflictError, type HttpError } from '../../lib/errors';
import type { TransactItem } from '../report-versions';

export const MONTH_CLOSED = 'This month is closed by the agency: it must be reopened before its shifts change';
export const APPROVED_NOT_DELETED = 'This shift is approved by the agency and cannot be deleted; edit it with a reason instead';
export const APPROVED_NEEDS_REASON = `This shift is approved by the agency: give the reason for the change (at least ${MIN_REASON_LENGTH} characters)`;

/** A guard item of a change and the error its failed condition means. */
export interface ChangeGuard {
  item: TransactItem;
  refusal: () => HttpError;
}

/** The month item update of one site's month: +1 revision, only while the month is open. */
export function monthGuard(site: string, month: string): ChangeGuard {
  return {
    item: {
      Update: {
        TableName: config.tableName,
        Key: reviewKeys.month(site, month),
        UpdateExpression: 'SET entity = :e, site = :s, #m = :m ADD revision :one',
        ConditionExpression: 'attribute_not_exists(closed) OR closed = :false',
        ExpressionAttributeNames: { '#m': 'month' },
        ExpressionAttributeValues: { ':e': 'reviewMonth', ':s': site, ':m': month, ':one': 1, ':false': false },
      },
    },
    refusal: () => new ConflictError(MONTH_CLOSED),
  };
}

/**
 * The guards of a change from `before` to `after`: one month guard per site and month either
 * side is in, and the approval check of a delete, or of an edit or restore without a reason.
 */
export function changeGuards(action: ReportAction, shiftId: string, before: ShiftReport | null, after: ShiftReport | null, reason: string | undefined): ChangeGuard[] {
  const months = new Map<string, [string, string]>();
  for (const r of [before, after]) if (r) months.set(`${r.site}|${monthOf(r.date)}`, [r.site, monthOf(r.date)]);
  const guards = [...months.values()].map(([site, month]) => monthGuard(site, month));
  const withReason = (reason ?? '').trim().length >= MIN_REASON_LENGTH;
  if (before && (action === 'delete' || !withReason)) {
    guards.push({
      item: { ConditionCheck: { TableName: config.tableName, Key: reviewKeys.review(shiftId), ConditionExpression: 'attribute_not_exists(lastApproval)' } },
      refusal: () => (action === 'delete' ? new ConflictError(APPROVED_NOT_DELETED) : new BadRequestError(APPROVED_NEEDS_REASON, [{ path: 'reason', message: APPROVED_NEEDS_REASON }])),
    });
  }
  return guards;
}

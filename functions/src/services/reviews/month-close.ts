/**
 * Closing and reopening a site's month (issue 29, decisions §53). Closing is one conditional
 * write on the month item: it must still be open and at the revision read with the statement,
 * and every change of the month's shifts (filing, edit, delete, restore, review) adds to that
 * revision in its own transaction, so a change made meanwhile refuses the closing and nothing in
 * a closed month changes. Reopening needs a reason; both are recorded on the item and audited.
 */
import { closeRefusal, reopenRefusal, type MonthEvent } from '@grindline/domain';
import { reviewKeys } from '../../data/review-entities';
import type { Caller } from '../../lib/caller';
import { config } from '../../lib/config';
import { BadRequestError, ConflictError, ForbiddenError, HttpError } from '../../lib/errors';
import { auditItem } from '../audit-log';
import { sendTransaction } from '../send-transaction';
import { identityProviderOf } from './record-review';
import { getMonthState } from './review-store';
import { loadStatement } from './statements';

export const CHANGED_WHILE_CLOSING = 'A shift of this month changed while it was being closed: look at the statement again';

function toError(refusal: { status: number; message: string }): HttpError {
  if (refusal.status === 403) return new ForbiddenError(refusal.message);
  if (refusal.status === 409) return new ConflictError(refusal.message);
  return new BadRequestError(refusal.message, [{ path: 'reason', message: refusal.message }]);
}

async function writeMonth(site: string, month: string, closed: boolean, event: MonthEvent, revision: number, now: Date): Promise<void> {
  const TableName = config.tableName;
  try {
    await sendTransaction([
      {
        Update: {
          TableName,
          Key: reviewKeys.month(site, month),
          UpdateExpression: 'SET entity = :e, site = :s, #m = :m, closed = :closed, events = list_append(if_not_exists(events, :none), :event), revision = :next',
          ConditionExpression: revision === 0 ? 'attribute_not_exists(revision) OR revision = :rev' : 'revision = :rev',
          ExpressionAttributeNames: { '#m': 'month' },
          ExpressionAttributeValues: { ':e': 'reviewMonth', ':s': site, ':m': month, ':closed': closed, ':none': [], ':event': [event], ':rev': revision, ':next': revision + 1 },
        },
      },
      { Put: { TableName, Item: auditItem({ action: `month.${closed ? 'close' : 'reopen'}`, site, target: month, summary: `${site} ${month} ${closed ? 'closed' : `reopened: ${event.reason ?? ''}`}` }, now) } },
    ]);
  } catch (error) {
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    if ((error as Error)?.name === 'TransactionCanceledException' && reasons[0]?.Code === 'ConditionalCheckFailed') throw new ConflictError(CHANGED_WHILE_CLOSING);
    throw error;
  }
}

/** Closes the month when every shift is approved at its current version (the agency's reviewer only). */
export async function closeMonth(caller: Caller, site: string, month: string, now = new Date()): Promise<void> {
  // The revision first: a change after this read moves it, and the write below is refused.
  const state = await getMonthState(site, month);
  const statement = await loadStatement({ site, month, phase: undefined });
  const refusal = closeRefusal(caller.access, site, statement.shifts.map((s) => s.status), state.closed);
  if (refusal) throw toError(refusal);
  await writeMonth(site, month, true, { action: 'closed', by: caller.username, at: now.toISOString(), identityProvider: identityProviderOf(caller) }, state.revision, now);
}

/** Reopens a closed month with a reason (the agency's reviewer, or adminMgmt). */
export async function reopenMonth(caller: Caller, site: string, month: string, reason: string, now = new Date()): Promise<void> {
  const state = await getMonthState(site, month);
  const refusal = reopenRefusal(caller.access, site, state.closed, reason);
  if (refusal) throw toError(refusal);
  await writeMonth(site, month, false, { action: 'reopened', by: caller.username, at: now.toISOString(), identityProvider: identityProviderOf(caller), reason: reason.trim() }, state.revision, now);
}

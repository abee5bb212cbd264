/**
 * Reading the agency sign-off items (data/review-entities.ts): a shift's review and its events,
 * the reviews and the filed shifts (with their versions) of a site's month, and the month item.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { reviewOf } from './review-item';
export { getReviewItem, reviewOf } from './review-item';
import { monthSpan, type MonthState, type ReviewEvent, type ShiftReview, type VersionedReport } from '@grindline/domain';
import { queryAll } from '../../data/query-all';
import { reportKeys } from '../../data/report-entities';
import { REVIEW_EVENT_SK_PREFIX, reviewKeys, type ReviewEventItem, type ReviewMonthItem } from '../../data/review-entities';
import { BY_SITE_DATE } from '../../data/table';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import { fromReportItem } from '../report-store';
import { stampOf } from '../report-versions';

/** Every decision on a shift, oldest first. */
export async function reviewEvents(shiftId: string): Promise<ReviewEvent[]> {
  const items = await queryAll<ReviewEventItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': reportKeys.partition(shiftId), ':prefix': REVIEW_EVENT_SK_PREFIX },
  });
  return items.map(({ shiftId: id, decision, version, by, at, identityProvider, comment }) => ({ shiftId: id, decision, version, by, at, identityProvider, comment }));
}

/** The month item of a site's month as a MonthState, with its revision (0 when no change was ever made). */
export async function getMonthState(site: string, month: string): Promise<MonthState & { revision: number }> {
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: reviewKeys.month(site, month), ConsistentRead: true }));
  const item = Item as ReviewMonthItem | undefined;
  return { closed: item?.closed === true, events: item?.events ?? [], revision: item?.revision ?? 0 };
}

/** The filed shifts of a site dated `from`..`to` (optionally of one grinder) with their current version numbers (bySiteDate index). */
export async function siteReportsWithVersions(site: string, from: string, to: string, grinderType?: string): Promise<VersionedReport[]> {
  const range = reportKeys.bySiteDateRange(site, from, to);
  const items = await queryAll<Record<string, unknown>>({
    IndexName: BY_SITE_DATE,
    KeyConditionExpression: 'bySiteDatePk = :pk AND bySiteDateSk BETWEEN :from AND :to',
    ...(grinderType ? { FilterExpression: 'grinderType = :grinder' } : {}),
    ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to, ...(grinderType ? { ':grinder': grinderType } : {}) },
  });
  return items.map((item) => ({ report: fromReportItem(item), version: stampOf(item).version }));
}

/** The filed shifts of a site's month with their current version numbers. */
export function monthReports(site: string, month: string): Promise<VersionedReport[]> {
  const { from, to } = monthSpan(month);
  return siteReportsWithVersions(site, from, to);
}

/** The reviews of a site's month, by shift id. */
export function monthReviews(site: string, month: string): Promise<Map<string, ShiftReview>> {
  const { from, to } = monthSpan(month);
  return rangeReviews(site, from, to);
}

/** The reviews of a site's shifts dated `from`..`to`, by shift id (their own partition of the bySiteDate index). */
export async function rangeReviews(site: string, from: string, to: string): Promise<Map<string, ShiftReview>> {
  const items = await queryAll<Record<string, unknown>>({
    IndexName: BY_SITE_DATE,
    KeyConditionExpression: 'bySiteDatePk = :pk AND bySiteDateSk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': reviewKeys.sitePartition(site), ':from': `${from}#`, ':to': `${to}#~` },
  });
  return new Map(items.map((item) => [String(item.shiftId), reviewOf(item)]));
}

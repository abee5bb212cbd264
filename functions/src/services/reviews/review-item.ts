/** The review item of a shift (data/review-entities.ts), read without the report modules (report-versions reads it). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ShiftReview } from '@grindline/domain';
import { reviewKeys, type ReviewItem } from '../../data/review-entities';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';

/** The ShiftReview of a stored item (no keys). */
export function reviewOf(item: Record<string, unknown>): ShiftReview {
  const { shiftId, site, date, latest, lastApproval } = item as unknown as ReviewItem;
  return { shiftId, site, date, latest, ...(lastApproval ? { lastApproval } : {}) };
}

/** The review item of a shift (strongly consistent: read before a decision or a change), or null. */
export async function getReviewItem(shiftId: string): Promise<ReviewItem | null> {
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: reviewKeys.review(shiftId), ConsistentRead: true }));
  return (Item as ReviewItem | undefined) ?? null;
}

/**
 * Agency sign-off items (issue 29, docs/data-model.md 'Review', 'Review event', 'Review month'):
 * a shift's review beside its report (same partition), one event per decision, and one item per
 * site and month that every change of that month's shifts updates, so closing the month is one
 * conditional write on it.
 */
import type { MonthEvent, ReviewEvent, ShiftReview } from '@grindline/domain';
import { reportKeys } from './report-entities';
import type { BySiteDateKey, PrimaryKey } from './table';

/** Sort key of a shift's review (in the report's partition). */
export const REVIEW_SK = 'REVIEW';
/** Prefix of the sort keys of a shift's review events. */
export const REVIEW_EVENT_SK_PREFIX = 'REVIEWEVENT#';

export const reviewKeys = {
  /** The review of a shift, beside its report. */
  review: (shiftId: string): PrimaryKey => ({ pk: reportKeys.partition(shiftId), sk: REVIEW_SK }),
  /**
   * Index attributes of a review on the bySiteDate index, in a partition of their own
   * (`REVIEWS#<site>`), so one Query reads the reviews of a site's month and never mixes with reports.
   */
  bySiteDate: (site: string, date: string, shiftId: string): BySiteDateKey => ({ bySiteDatePk: `REVIEWS#${site}`, bySiteDateSk: `${date}#${shiftId}` }),
  /** The review index partition of a site. */
  sitePartition: (site: string): string => `REVIEWS#${site}`,
  /** One decision, sorted by time in the shift's partition. */
  event: (shiftId: string, isoTimestamp: string, id: string): PrimaryKey => ({ pk: reportKeys.partition(shiftId), sk: `${REVIEW_EVENT_SK_PREFIX}${isoTimestamp}#${id}` }),
  /** The month item of a site (YYYY-MM). */
  month: (site: string, month: string): PrimaryKey => ({ pk: `REVIEWMONTH#${site}`, sk: month }),
} as const;

/** The review item: the ShiftReview, its keys, and `latestAt` (the condition of the next decision). */
export type ReviewItem = PrimaryKey & BySiteDateKey & ShiftReview & { entity: 'review'; latestAt: string };

/** A review event item: written once, never changed. */
export type ReviewEventItem = PrimaryKey & ReviewEvent & { entity: 'reviewEvent'; site: string };

/** The month item: closed or not, its closing and reopening events, and the revision every change of the month adds to. */
export interface ReviewMonthItem extends PrimaryKey {
  entity: 'reviewMonth';
  site: string;
  month: string;
  closed?: boolean;
  events?: MonthEvent[];
  revision?: number;
}

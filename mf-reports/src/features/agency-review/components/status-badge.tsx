import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@grindline/domain';

/** The agency's review status of a shift, as a badge ('Approved', 'Disputed', 'Needs re-approval', 'Not yet reviewed'). */
export function StatusBadge({ status }: { status: ReviewStatus }) {
  return <span className={`gl-rev-badge gl-rev-badge--${status}`}>{REVIEW_STATUS_LABELS[status]}</span>;
}

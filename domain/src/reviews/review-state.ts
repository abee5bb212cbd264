/**
 * Agency sign-off of filed shifts (issue 29, decisions §53): what a shift's review is, the status
 * it gives the shift, and the rules a review, an edit, a delete and a month's closing obey. Pure:
 * the server enforces these in its transactions, the screens show the same answers.
 */
import type { Access } from '../access/roles';
import { isMultiSite } from '../access/roles';

/** What an agency reviewer decided about one version of a shift. */
export type ReviewDecision = 'approved' | 'disputed';

/** Where a shift stands with the agency. */
export type ReviewStatus = 'not-reviewed' | 'approved' | 'disputed' | 'needs-reapproval';

/** The words the screens, CSV and PDF use for each status. */
export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  'not-reviewed': 'Not yet reviewed',
  approved: 'Approved',
  disputed: 'Disputed',
  'needs-reapproval': 'Needs re-approval',
};

/** One decision: who, when, through which identity provider, on which version, and why. */
export interface ReviewMark {
  decision: ReviewDecision;
  /** The report version decided on. */
  version: number;
  by: string;
  at: string;
  /** The agency's identity provider the reviewer signed in through, or 'Grindline' for a password sign-in. */
  identityProvider: string;
  comment: string;
}

/** The review of a shift as stored (one item per shift): its latest decision and its latest approval. */
export interface ShiftReview {
  shiftId: string;
  site: string;
  /** The shift's date (YYYY-MM-DD): the month it counts in. */
  date: string;
  latest: ReviewMark;
  /** The latest approval, kept when a later version or a dispute follows (who must re-approve). */
  lastApproval?: ReviewMark;
}

/**
 * The status of a shift at `currentVersion`:
 * - the latest decision is on the current version: approved or disputed;
 * - otherwise the shift changed since: 'needs-reapproval' when it was ever approved, else
 *   'not-reviewed' (a dispute answered by a new version is reviewed afresh);
 * - no review at all: 'not-reviewed'.
 */
export function reviewStatus(currentVersion: number, review: ShiftReview | null | undefined): ReviewStatus {
  if (!review) return 'not-reviewed';
  if (review.latest.version === currentVersion) return review.latest.decision;
  return review.lastApproval ? 'needs-reapproval' : 'not-reviewed';
}

/** Whether a shift is locked by an approval on record (approved, or approved before its last change). */
export function isApprovedOnRecord(review: ShiftReview | null | undefined): boolean {
  return Boolean(review?.lastApproval);
}

/** The month (YYYY-MM) a shift dated `date` counts in. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** A refusal: the HTTP status it is answered with and the sentence the caller reads. */
export interface Refusal {
  status: 400 | 403 | 409;
  message: string;
}

/** Whether `access` reviews shifts of `site`: an agency inspector of that very site, never a contractor role. */
export function reviewsSite(access: Access, site: string): boolean {
  return access.agencyReviewer === true && access.adminType === null && !isMultiSite(access) && access.site === site && access.sites.length === 1;
}

/** What a review request says, beside the caller. */
export interface ReviewRequestFacts {
  site: string;
  decision: ReviewDecision;
  /** The version the reviewer saw. */
  version: number;
  /** The shift's current version. */
  currentVersion: number;
  comment: string;
  /** The shift's month is closed. */
  monthClosed: boolean;
}

/**
 * Why a review is refused, or null when it may be recorded: 403 unless the caller is the site's
 * agency reviewer (no contractor role ever approves); 409 when the version seen is no longer the
 * latest (naming both) or the month is closed; 400 for a dispute without a reason.
 */
export function reviewRefusal(access: Access, facts: ReviewRequestFacts): Refusal | null {
  if (!reviewsSite(access, facts.site)) {
    return { status: 403, message: `Only ${facts.site}'s agency reviewers approve or dispute its shifts` };
  }
  if (facts.version !== facts.currentVersion) {
    return {
      status: 409,
      message: `Version ${facts.version} is no longer the latest: the shift was changed since (it is at version ${facts.currentVersion}). Open it again and review version ${facts.currentVersion}.`,
    };
  }
  if (facts.monthClosed) return { status: 409, message: 'This month is closed: reopen it before changing a review' };
  if (facts.decision === 'disputed' && !facts.comment.trim()) return { status: 400, message: 'Say what is disputed: a dispute needs a comment' };
  return null;
}

/** At least this many characters in the reason of an edit of an approved shift. */
export const MIN_REASON_LENGTH = 5;

/**
 * Why a change of a filed shift is refused, or null: nothing changes in a closed month; an
 * approved shift is never deleted; an edit of an approved shift needs a reason.
 */
export function changeRefusal(change: 'edit' | 'delete', review: ShiftReview | null | undefined, reason: string | undefined, monthClosed: boolean): Refusal | null {
  if (monthClosed) return { status: 409, message: 'This month is closed by the agency: it must be reopened before its shifts change' };
  if (!isApprovedOnRecord(review)) return null;
  if (change === 'delete') return { status: 409, message: 'This shift is approved by the agency and cannot be deleted; edit it with a reason instead' };
  if ((reason ?? '').trim().length < MIN_REASON_LENGTH) {
    return { status: 400, message: `This shift is approved by the agency: give the reason for the change (at least ${MIN_REASON_LENGTH} characters)` };
  }
  return null;
}

/**
 * Why the month cannot be closed, or null: the caller must be the site's agency reviewer, the
 * month must be open and hold at least one shift, and every shift must be approved at its
 * current version.
 */
export function closeRefusal(access: Access, site: string, statuses: readonly ReviewStatus[], closed: boolean): Refusal | null {
  if (!reviewsSite(access, site)) return { status: 403, message: `Only ${site}'s agency reviewers close its months` };
  if (closed) return { status: 409, message: 'This month is already closed' };
  if (statuses.length === 0) return { status: 409, message: 'This month has no filed shifts to close' };
  const waiting = statuses.filter((s) => s !== 'approved').length;
  if (waiting > 0) return { status: 409, message: `${waiting} of ${statuses.length} shifts of this month are not approved yet` };
  return null;
}

/** Who reopens a closed month, with a reason that is recorded: the site's agency reviewer, or adminMgmt for the office. */
export function reopenRefusal(access: Access, site: string, closed: boolean, reason: string): Refusal | null {
  if (!reviewsSite(access, site) && access.adminType !== 'adminMgmt') return { status: 403, message: `Only ${site}'s agency reviewers or adminMgmt reopen its months` };
  if (!closed) return { status: 409, message: 'This month is not closed' };
  if (reason.trim().length < MIN_REASON_LENGTH) return { status: 400, message: `Give the reason for reopening (at least ${MIN_REASON_LENGTH} characters)` };
  return null;
}

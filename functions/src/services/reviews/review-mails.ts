/**
 * What the sign-off mails say (mail/signoff-mail.ts): a dispute to the office, a change of an
 * approved shift to the agency, the daily list of shifts waiting to the agency. Pure.
 */
import { lineLabel, countOf, REVIEW_STATUS_LABELS, type ShiftReport, type ShiftReview, type StatementShift } from '@grindline/domain';
import { signoffMailItem, type SignoffMailItem } from '../../mail/signoff-mail';

const shiftLine = (site: string, r: Pick<ShiftReport, 'shiftId' | 'date' | 'line' | 'grinderType'>) => `Shift ${r.shiftId} of ${r.date}, ${lineLabel(site, r.line)}, ${r.grinderType}`;

/** The office's mail of a dispute (INTERNAL list), written in the dispute's transaction. */
export function disputeMailItems(review: ShiftReview, report: ShiftReport, now = new Date()): SignoffMailItem[] {
  const { latest } = review;
  return [
    signoffMailItem('dispute', report.site, 'INTERNAL', `${report.site} disputed shift ${report.shiftId} (version ${latest.version})`, [
      `${latest.by} (${latest.identityProvider}) disputed version ${latest.version} of ${report.site} ${shiftLine(report.site, report)} at ${latest.at.slice(0, 16).replace('T', ' ')} UTC:`,
      latest.comment,
      'Answer it by editing the shift with a reason (a new version the agency reviews again).',
    ], now),
  ];
}

/** The agency's mail when an approved shift is changed: the approver must approve the new version. */
export function reapprovalMailItems(review: ShiftReview | null, report: ShiftReport, version: number, reason: string, changedBy: string, now = new Date()): SignoffMailItem[] {
  const approval = review?.lastApproval;
  if (!approval) return [];
  return [
    signoffMailItem('reapproval', report.site, report.site, `${report.site} shift ${report.shiftId} changed after approval: needs re-approval`, [
      `For ${approval.by}, who approved version ${approval.version} on ${approval.at.slice(0, 10)}:`,
      `${changedBy} changed ${shiftLine(report.site, report)}; it is now version ${version} and needs re-approval.`,
      `Reason given: ${reason}`,
    ], now),
  ];
}

/** The reviewers' daily mail: the shifts waiting for them, or null when none waits. */
export function digestMailItem(site: string, waiting: readonly StatementShift[], now = new Date()): SignoffMailItem | null {
  if (waiting.length === 0) return null;
  return signoffMailItem('digest', site, site, `${site}: ${countOf(waiting.length, 'shift')} waiting for your review`, [
    `${waiting.length} filed shift${waiting.length === 1 ? ' waits' : 's wait'} for ${site}'s review in Grindline (To review):`,
    ...waiting.map((s) => `${shiftLine(site, s)}: version ${s.version}, ${REVIEW_STATUS_LABELS[s.status]}`),
  ], now);
}

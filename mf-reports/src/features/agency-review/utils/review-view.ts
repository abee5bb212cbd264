/** Pure helpers of the sign-off screens: which site and month to show, which shifts wait. */
import type { Access, ReviewStatus, StatementShift } from '@grindline/domain';

/** The current month, YYYY-MM (UTC). */
export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** The site shown: the one asked for when the caller may see it, else their own site, else their first. */
export function siteToShow(access: Access, asked: string | null): string {
  if (asked && access.sites.includes(asked)) return asked;
  return access.site && access.sites.includes(access.site) ? access.site : (access.sites[0] ?? '');
}

/** The month shown: the one asked for when it is a YYYY-MM month, else the current one. */
export function monthToShow(asked: string | null, now = new Date()): string {
  return asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : currentMonth(now);
}

/** Statuses that wait for the agency: never reviewed, or changed since approved. */
export const WAITING: readonly ReviewStatus[] = ['not-reviewed', 'needs-reapproval'];

/** The shifts to show: those waiting (the 'To review' view) or every one; disputed ones stay in both until answered. */
export function shiftsToShow(shifts: readonly StatementShift[], view: 'waiting' | 'all'): StatementShift[] {
  return view === 'all' ? [...shifts] : shifts.filter((s) => WAITING.includes(s.status) || s.status === 'disputed');
}

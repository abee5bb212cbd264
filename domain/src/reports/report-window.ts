/** The weekly NYCT report window (spec 002 sections 4 and 9). */
import { addDays, assertIsoDate, weekday } from '../rules/dates';

/** The report window is 35 days (spec 002 section 9). */
export const REPORT_WINDOW_DAYS = 35;
/** Weekly goal line: 1.5 miles per week (spec 002 section 9). */
export const WEEKLY_GOAL_MILES = 1.5;
export const WEEKLY_GOAL_LABEL = 'Weekly Goal (1.5 Miles)';
/** Fixed data start of the shift, production and weekly distance calls (spec 002 section 9). */
export const REPORT_DATA_START = '2021-03-15';
/** Fixed data start of the line calls (spec 002 section 9). */
export const REPORT_LINE_DATA_START = '2021-03-01';
/** Grinders and divisions of the weekly report (spec 002 section 9). */
export const REPORT_GRINDERS = ['LPC-1', 'LRG-32'] as const;
export const REPORT_DIVISIONS = ['IRT', 'IND', 'BMT'] as const;

/** The Monday of the week (Monday to Sunday) that holds `date`. */
export function mondayOf(date: string): string {
  const day = weekday(date);
  return addDays(date, -((day + 6) % 7));
}

/**
 * The report window of a chosen week (spec 002 section 4): the end date is the Monday of that
 * week and the start date 35 days earlier. A date that is not a Monday counts as its week.
 */
export function reportWindow(monday: string): { startDate: string; endDate: string } {
  assertIsoDate(monday, 'week');
  const endDate = mondayOf(monday);
  return { startDate: addDays(endDate, -REPORT_WINDOW_DAYS), endDate };
}

/** The Mondays from the week of `from` to the week of `to`, newest first (the week picker). */
export function mondaysBetween(from: string, to: string): string[] {
  assertIsoDate(from, 'from');
  assertIsoDate(to, 'to');
  const first = mondayOf(from);
  const mondays: string[] = [];
  for (let m = mondayOf(to); m >= first; m = addDays(m, -7)) mondays.push(m);
  return mondays;
}

/** Label of a week in the picker: 'Week Of YYYY-MM-DD'. */
export function weekLabel(monday: string): string {
  assertIsoDate(monday, 'week');
  return `Week Of ${mondayOf(monday)}`;
}

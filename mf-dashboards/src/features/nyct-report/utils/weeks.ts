/** The week picker of the NYCT Report tab (spec 002 sections 2, 4 and 9). */
import { mondayOf, mondaysBetween, REPORT_DATA_START, weekLabel } from '@grindline/domain';

export interface WeekOption {
  value: string;
  label: string;
}

/** Mondays from this week back to the report data start (2021-03-15), newest first, labelled 'Week Of ...'. */
export function weekOptions(today: string): WeekOption[] {
  return mondaysBetween(REPORT_DATA_START, today).map((monday) => ({ value: monday, label: weekLabel(monday) }));
}

/** The week chosen at first: this week's Monday (its report covers the five weeks before it). */
export function initialWeek(today: string): string {
  return mondayOf(today);
}

/** Date filter rules of the daily stats tab (spec 001 sections 5 and 9). */
import { addDays, isIsoDate, MAX_DATE } from '@grindline/domain';

/** A local calendar date as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Default range: one day back to today, in local time (spec 001 section 9). */
export function defaultDateRange(now: Date): { startDate: string; endDate: string } {
  const today = toIsoDate(now);
  return { startDate: addDays(today, -1), endDate: today };
}

/** Inline errors of the date filters; empty when the range may be queried. */
export interface DateRangeErrors {
  startDate?: string;
  endDate?: string;
}

function dateError(value: string): string | undefined {
  if (!isIsoDate(value)) return 'Enter a valid date.';
  if (value > MAX_DATE) return `Date must be on or before ${MAX_DATE}.`;
  return undefined;
}

/**
 * Checks a date range: each date valid and not after {@link MAX_DATE} (spec 001 section 5),
 * and 'Date from' not after 'Date to'. A range with errors is not queried.
 */
export function validateDateRange(range: { startDate: string; endDate: string }): DateRangeErrors {
  const errors: DateRangeErrors = {};
  const start = dateError(range.startDate);
  const end = dateError(range.endDate);
  if (start) errors.startDate = start;
  if (end) errors.endDate = end;
  if (!start && !end && range.startDate > range.endDate) {
    errors.startDate = "'Date from' must be on or before 'Date to'.";
  }
  return errors;
}

/** True when {@link validateDateRange} found nothing. */
export function isRangeValid(errors: DateRangeErrors): boolean {
  return !errors.startDate && !errors.endDate;
}

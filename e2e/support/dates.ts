/**
 * Dates as the e2e tests type them: days before today, and the keys of Chromium's date field.
 */

/** The YYYY-MM-DD date `n` days before today (UTC). */
export const daysAgo = (n: number): string => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A date typed into Chromium's date field (en-US): the digits of month, day, year. */
export const dateKeys = (iso: string): string => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

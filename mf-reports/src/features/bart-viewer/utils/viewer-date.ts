/** Date limits of the viewer's date picker (spec 001 section 2.9). */
export const VIEWER_DATE_MIN = '2000-01-01';
export const VIEWER_DATE_MAX = '2500-01-01';

/**
 * Why `date` cannot be looked up, or null when it can: a real calendar date in YYYY-MM-DD
 * within the picker's limits (browsers without a date picker let anything be typed).
 */
export function viewerDateError(date: string): string | null {
  if (date === '') return 'Pick a date.';
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
  if (!valid) return 'Enter the date as YYYY-MM-DD.';
  if (date < VIEWER_DATE_MIN || date > VIEWER_DATE_MAX) {
    return `Pick a date between ${VIEWER_DATE_MIN} and ${VIEWER_DATE_MAX}.`;
  }
  return null;
}

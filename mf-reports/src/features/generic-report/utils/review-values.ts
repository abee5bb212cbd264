import type { GenericFiling } from '@grindline/domain';

const MINUTES: ReadonlySet<keyof GenericFiling> = new Set(['machineDelay', 'customerDelay', 'loramDelay']);

/** A value as the review prints it: '—' for a field left empty (a blank cell read as lost), delays in minutes. */
export function shownValue(key: keyof GenericFiling, value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value).trim();
  if (text === '') return '—';
  return MINUTES.has(key) ? `${text} min` : text;
}

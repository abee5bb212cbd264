import type { GenericFiling } from '@grindline/domain';
import { EMPTY_VALUE, reviewValue } from '../../../lib/form-kit/review-value';

const MINUTES: ReadonlySet<keyof GenericFiling> = new Set(['machineDelay', 'customerDelay', 'loramDelay']);

/** A value as the review prints it: '—' for a field left empty (a blank cell read as lost), delays in minutes. */
export function shownValue(key: keyof GenericFiling, value: unknown): string {
  const text = reviewValue(value);
  return MINUTES.has(key) && text !== EMPTY_VALUE ? `${text} min` : text;
}

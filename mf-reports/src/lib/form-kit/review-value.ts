/** What a review prints for a field left empty: a dash, since a blank cell reads as if the form had lost it. */
export const EMPTY_VALUE = '—';

/** A field's value as every form's review prints it: as typed, trimmed, or {@link EMPTY_VALUE} when empty. */
export function reviewValue(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return text === '' ? EMPTY_VALUE : text;
}

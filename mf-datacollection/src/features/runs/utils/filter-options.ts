/**
 * The choices of the Line and Track filters, from the chosen site's catalogue
 * (GET /api/reference/tracks): every line of the site, and the tracks of the chosen line (of every
 * line when none is chosen). A value the URL carries that the catalogue does not list (a link
 * from an older map) stays offered, so the filter shows what the list is filtered by.
 */
import type { SiteTracks } from '@grindline/domain';

/** One option of a filter's select. */
export interface FilterOption {
  value: string;
  label: string;
}

const keep = (options: FilterOption[], current: string | undefined): FilterOption[] =>
  current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;

/** 'All lines' and the lines of the site (NYCT's with their division). */
export function lineOptions(catalogue: SiteTracks | undefined, current?: string): FilterOption[] {
  const lines = (catalogue?.lines ?? []).map((l) => ({ value: l.name, label: l.division ? `${l.name} (${l.division})` : l.name }));
  return [{ value: '', label: 'All lines' }, ...keep(lines, current)];
}

/** 'All tracks' and the tracks of `line`, or of every line of the site when no line is chosen. */
export function trackOptions(catalogue: SiteTracks | undefined, line: string | undefined, current?: string): FilterOption[] {
  const lines = (catalogue?.lines ?? []).filter((l) => !line || l.name === line);
  const tracks = lines.flatMap((l) => l.directions.map((d) => ({ value: d.trackId, label: line ? `${d.trackId} (${d.direction})` : d.trackId })));
  return [{ value: '', label: 'All tracks' }, ...keep(tracks, current)];
}

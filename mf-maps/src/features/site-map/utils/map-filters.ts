/**
 * Filter state of the map panels and the rules that change it (spec 001 sections 2.2-2.4, 4, 5):
 * All Lines resets the directions to the site's defaults, a line offers its own directions, blank
 * chain inputs mean the defaults times the site multiplier.
 */
import {
  ACCELERATION_DEFAULTS,
  CHAIN_DEFAULTS,
  chainBound,
  DEFAULT_MAP_FROM,
  PASS_RANGE,
  type AccelerationThresholds,
  type MapLine,
  type SiteMapSettings,
} from '@grindline/domain';

export interface LineFilter {
  /** '' is All Lines. */
  line: string;
  /** Track numbers shown (1, 2, 3, 4, M). */
  directions: string[];
  /** Chain range as typed, in the site's units; blank is the default. */
  chainFrom: string;
  chainTo: string;
}

export interface GrindFilters extends LineFilter {
  from: string;
  to: string;
  /** '' is both grind types. */
  grindType: string;
  passMin: number;
  passMax: number;
  division: string;
  dataset: string;
}

export type StructureFilterType = 'Structure' | 'Geometry';

export interface StructureFilters extends LineFilter {
  filterType: StructureFilterType;
  /** Values left unticked (hidden); every value is shown by default. */
  hidden: string[];
}

export interface AccelerationFilters {
  line: string;
  /** '' for both directions. */
  direction: string;
  axis: 'Z' | 'Y';
  filter: 'RAW' | '400-800';
  /** Station resolution on: rms per station, thresholds recomputed as quartiles. */
  stationResolution: boolean;
  percentile: 65 | 90;
  thresholds: AccelerationThresholds;
}

/** Grind filters of a site before the user changes anything (spec 001 section 5). */
export function defaultGrindFilters(settings: SiteMapSettings, today: string): GrindFilters {
  return {
    line: '',
    directions: [...settings.defaultDirections],
    chainFrom: '',
    chainTo: '',
    from: DEFAULT_MAP_FROM,
    to: today,
    grindType: '',
    passMin: PASS_RANGE.min,
    passMax: PASS_RANGE.max,
    division: settings.divisions[0] ?? '',
    dataset: settings.datasets[0] ?? '',
  };
}

/** Structure filters before the user changes anything. */
export function defaultStructureFilters(settings: SiteMapSettings): StructureFilters {
  return { line: '', directions: [...settings.defaultDirections], chainFrom: '', chainTo: '', filterType: 'Structure', hidden: [] };
}

/** Acceleration filters before the user changes anything (spec 001 sections 2.4 and 9). */
export function defaultAccelerationFilters(): AccelerationFilters {
  return { line: '', direction: '', axis: 'Z', filter: 'RAW', stationResolution: false, percentile: 65, thresholds: { ...ACCELERATION_DEFAULTS } };
}

/** Chooses a line: All Lines ('') resets the directions to the site defaults, a line selects its own. */
export function selectLine<F extends LineFilter>(filters: F, line: string, lines: readonly MapLine[], settings: SiteMapSettings): F {
  const found = lines.find((l) => l.name === line);
  const directions = found ? [...new Set(found.directions.map((d) => d.number))] : [...settings.defaultDirections];
  return { ...filters, line: found ? line : '', directions };
}

/** Ticks or unticks a direction. */
export function toggleDirection<F extends LineFilter>(filters: F, number: string): F {
  const on = filters.directions.includes(number);
  return { ...filters, directions: on ? filters.directions.filter((d) => d !== number) : [...filters.directions, number] };
}

/** The direction choices of the panel: the line's own, or the site defaults under All Lines. */
export function directionChoices(filters: LineFilter, lines: readonly MapLine[], settings: SiteMapSettings): { number: string; label: string }[] {
  const found = lines.find((l) => l.name === filters.line);
  if (!found) return settings.defaultDirections.map((n) => ({ number: n, label: n }));
  const seen = new Set<string>();
  return found.directions.filter((d) => !seen.has(d.number) && seen.add(d.number)).map((d) => ({ number: d.number, label: `${d.label}` === d.number ? d.number : `${d.label} (${d.number})` }));
}

/** Chain bounds in database chain: blank inputs are the defaults (0 and `defaultTo`) times the multiplier. */
export function chainWindow(filters: LineFilter, settings: SiteMapSettings, defaultTo: number = CHAIN_DEFAULTS.to): [number, number] {
  return [chainBound(filters.chainFrom, CHAIN_DEFAULTS.from, settings.chainMultiplier), chainBound(filters.chainTo, defaultTo, settings.chainMultiplier)];
}

/** Whether a run of `line`, track `track`, chain `from`..`to` passes the line filter. */
export function passesLineFilter(run: { line: string; track: string; from: number; to: number }, filters: LineFilter, window: [number, number]): boolean {
  if (filters.line && run.line !== filters.line) return false;
  if (!filters.directions.includes(run.track)) return false;
  return run.to >= window[0] && run.from <= window[1];
}

/**
 * Shapes of the map API (docs/api.md 'Maps'): the base layer, the grind layer and the
 * measurement layers. Coordinates are [lng, lat] rounded to 5 decimals (about 1 m), ready for
 * GeoJSON. A run is consecutive chain points of one track with the same state, joined into one line.
 */
import type { BasemapSetting } from './basemap-setting';

/** A line of the base layer's legend and filters. */
export interface MapLine {
  name: string;
  /** NYCT only. */
  division?: string;
  /** Track numbers and their labels (spec 001 section 9), in catalogue order. */
  directions: { number: string; label: string; trackId: string }[];
  /** False when no geometry exists: 'No map available for N180'. */
  hasGeometry: boolean;
}

/** Consecutive points of one track with the same structure and geometry. */
export interface BaseRun {
  trackId: string;
  line: string;
  /** Track number (1, 2, 3, 4, M). */
  track: string;
  /** Database chain of the first and last point. */
  from: number;
  to: number;
  structure: string;
  geometry: string;
  coords: [number, number][];
}

/** A named station or stop on a line (docs/data.md 'Stations'), for the map's labels. */
export interface MapStation {
  name: string;
  line: string;
  /** Database chain of the track point nearest the station. */
  chain: number;
  /** [lng, lat] of the station. */
  coord: [number, number];
}

/** GET /api/maps/base: the site's lines and base layer. */
export interface BaseLayer {
  site: string;
  /** [[west, south], [east, north]] of every imported track; null when none is imported. */
  bounds: [[number, number], [number, number]] | null;
  /** Attribution lines of the geometry shown (e.g. '© OpenStreetMap contributors'). */
  attribution: string[];
  /** The Google Maps key when one is configured; the map draws with MapLibre otherwise. */
  googleMapsKey: string | null;
  /** The deployment's production basemap (CDK context `basemap`); null: the built-in offline one. */
  basemap: BasemapSetting | null;
  lines: MapLine[];
  runs: BaseRun[];
  /** The named stations on the lines shown, per line in chain order (none where the reference data has none). */
  stations: MapStation[];
}

/** Consecutive points of one track last ground by the same shift with the same outcome. */
export interface GrindRun {
  trackId: string;
  line: string;
  track: string;
  from: number;
  to: number;
  complete: boolean;
  shiftId: string;
  date: string;
  grinderType: string;
  workType: string;
  passesLeft: number;
  passesRight: number;
  coords: [number, number][];
}

/** GET /api/maps/grind: the grind layer for a date range, pass range and grind type. */
export interface GrindLayer {
  site: string;
  from: string;
  to: string;
  /** Reports read and ranges applied, for the loading banner and the bench. */
  reports: number;
  runs: GrindRun[];
}

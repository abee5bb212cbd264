/**
 * The grind layer as GET /api/maps/grind sends it: the runs by column (one array per field, the
 * runs in the same order in each). Five years of NYCT IRT is 1,700 runs of 13 fields; written as
 * objects, every run repeats its field names and gzip keeps paying for the mix of strings and
 * numbers. By column the same answer is a third smaller gzip'd (docs/bench.md 'Session 22').
 */
import type { GrindLayer, GrindRun } from './map-data';

/** One array per field of {@link GrindRun}, each holding that field of every run in order. */
export type GrindRunColumns = { [K in keyof GrindRun]: GrindRun[K][] };

/** {@link GrindLayer} with its runs by column: the body of GET /api/maps/grind. */
export interface GrindLayerWire extends Omit<GrindLayer, 'runs'> {
  runs: GrindRunColumns;
}

/** The fields of a run, in the order the columns are written. */
export const GRIND_RUN_FIELDS = [
  'trackId', 'line', 'track', 'from', 'to', 'complete', 'shiftId', 'date', 'grinderType', 'workType', 'passesLeft', 'passesRight', 'coords',
] as const satisfies readonly (keyof GrindRun)[];

// A field added to GrindRun but not to the list above would be dropped from the answer: no compile.
const everyField: Exclude<keyof GrindRun, (typeof GRIND_RUN_FIELDS)[number]> extends never ? true : never = true;
void everyField;

/** The layer with its runs written by column, for the route's answer. */
export function grindLayerToWire(layer: GrindLayer): GrindLayerWire {
  const columns = Object.fromEntries(GRIND_RUN_FIELDS.map((field) => [field, layer.runs.map((run) => run[field])])) as GrindRunColumns;
  return { site: layer.site, from: layer.from, to: layer.to, reports: layer.reports, runs: columns };
}

/** The layer read back from the route's answer: one object per run, as the map's views take them. */
export function grindLayerFromWire(wire: GrindLayerWire): GrindLayer {
  const c = wire.runs;
  const runs = c.trackId.map((_, i) => Object.fromEntries(GRIND_RUN_FIELDS.map((field) => [field, c[field][i]])) as unknown as GrindRun);
  return { site: wire.site, from: wire.from, to: wire.to, reports: wire.reports, runs };
}

/** Whether every column holds one value per run (a short column would shift the runs' fields). */
export function columnsAligned(columns: GrindRunColumns): boolean {
  const n = columns.trackId.length;
  return GRIND_RUN_FIELDS.every((field) => columns[field].length === n);
}

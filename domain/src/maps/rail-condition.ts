/**
 * The Rail Condition layer of the site maps (issue 27 part 4): every processed CAT run of a site
 * with its CQI per quantile, and the measured segments they make on the track: the tracks cut at
 * every run's ends, so each segment knows all the runs covering it, newest first.
 */
import { z } from 'zod';

const position = z.tuple([z.number(), z.number()]);

/**
 * A processed CAT run (one rail file) as the layer lists it; from/to as the CAT form entered them.
 * Only what the map shows: the route is open to every signed-in user of the site, the Data
 * Collection list (operator, comments, file names) is not.
 */
export const railConditionRunSchema = z.object({
  id: z.string(),
  date: z.string(),
  rail: z.enum(['Left', 'Right']),
  line: z.string(),
  trackId: z.string(),
  from: z.number(),
  to: z.number(),
  /** CQI (µm) per quantile, keyed '65', '75', '85', '95' (spec 001 section 9). */
  cqi: z.record(z.string(), z.number()),
});
export type RailConditionRun = z.output<typeof railConditionRunSchema>;

/** A stretch of one track covered by the same runs; from/to in database chain like the grind runs. */
export const railConditionSegmentSchema = z.object({
  trackId: z.string(),
  line: z.string(),
  from: z.number(),
  to: z.number(),
  /** The ids of the runs covering the whole stretch, newest first (same date: by id). */
  runIds: z.array(z.string()).min(1),
  coords: z.array(position),
});
export type RailConditionSegment = z.output<typeof railConditionSegmentSchema>;

/** GET /api/maps/condition: the site's processed runs and measured segments. */
export const railConditionLayerSchema = z.object({
  site: z.string(),
  runs: z.array(railConditionRunSchema),
  segments: z.array(railConditionSegmentSchema),
  /** Runs on a track with no imported geometry (or outside its chain): listed, not drawn. */
  unplaced: z.array(z.string()),
});
export type RailConditionLayer = z.output<typeof railConditionLayerSchema>;

/** Newest first; runs of one date by id, so the order never depends on storage order. */
export function newestFirst(a: Pick<RailConditionRun, 'date' | 'id'>, b: Pick<RailConditionRun, 'date' | 'id'>): number {
  return a.date === b.date ? a.id.localeCompare(b.id) : b.date.localeCompare(a.date);
}

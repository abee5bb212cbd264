/**
 * POST /api/maps/image (spec 000 section 7.5 getcoordmapapi / getcoordtrackid): the picture of
 * what was ground on a line or a track. Ranges are in the units the forms enter and reports store
 * (BART mile points, SkyTrain segments, NYCT feet ...), either order ('pairs of max, min' too).
 */
import { z } from 'zod';
import { photoPositionSchema } from '../photos/photo-schema';
import { isIsoDate } from '../rules/dates';

/** At most this many ranges of each kind: a shift has a handful, a week a few hundred. */
export const MAX_MAP_RANGES = 500;

const chainPair = z
  .tuple([z.number({ error: 'A chain must be a number' }).finite(), z.number({ error: 'A chain must be a number' }).finite()], {
    error: 'Each range is a pair [from, to]',
  })
  .transform(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));

const chainList = (name: string) =>
  z.array(chainPair, { error: `${name} must be a list of [from, to] pairs` }).max(MAX_MAP_RANGES, `${name}: at most ${MAX_MAP_RANGES} ranges`).default([]);

/** The request of a map image: the site, a line or a track, the ranges and what to caption it with. */
export const mapImageSchema = z
  .object({
    site: z.string({ error: 'site is required' }).trim().min(1, 'site is required'),
    line: z.string().trim().min(1).max(40).optional(),
    trackId: z.string().trim().min(1).max(40).optional(),
    date: z.string().trim().refine(isIsoDate, 'date must be written YYYY-MM-DD').optional(),
    /** A caption such as the shift id; shown as text, never markup. */
    label: z.string().trim().max(80).optional(),
    completeChains: chainList('completeChains'),
    incompleteChains: chainList('incompleteChains'),
    /** Where a photo was taken (issue 28's lightbox): a marker on the map, kept in view. */
    place: photoPositionSchema.optional(),
    /**
     * What the ranges are: ground by a shift (the default: complete and incomplete) or measured by
     * a CAT run (the legend then says 'Measured' and 'Not measured in this run').
     */
    purpose: z.enum(['grind', 'measurement'], { error: 'purpose must be grind or measurement' }).optional(),
  })
  .refine((r) => (r.line === undefined) !== (r.trackId === undefined), { message: 'Give either line or trackId', path: ['line'] });

/** What a caller sends (ranges may be in either order). */
export type MapImageInput = z.input<typeof mapImageSchema>;
/** The validated request: every range [low, high]. */
export type MapImageRequest = z.output<typeof mapImageSchema>;

/** The spec's words when a line or track has no geometry (spec 000 section 8). */
export function noMapMessage(lineOrTrack: string): string {
  return `No map available for ${lineOrTrack}`;
}

/** What a screen shows while the picture is drawn (spec 000 section 4). */
export const MAP_LOADING_TEXT = 'loading map ...';

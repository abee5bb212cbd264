/**
 * The reference-data answers (track-catalogue.ts) as zod schemas, for the route contracts
 * (contracts/reference.ts); `Same` fails the build when a schema and its interface drift apart.
 */
import { z } from 'zod';
import type { Same } from '../reports/shift-report-schema';
import {
  TRACK_GEOMETRIES,
  type ImportedTrack,
  type SiteTracks,
  type TrackPoint,
  type TrackPoints,
  type TrackSummary,
} from './track-catalogue';

/** ?site: the site whose tracks are asked for. */
export const trackSiteQuerySchema = z.object({ site: z.string({ error: 'site is required' }).trim().min(1, 'site is required') });

/** {trackId}: short catalogue ids (e.g. BMT_CN_2); a longer one could not even be a table key. */
export const trackIdParamsSchema = z.object({
  trackId: z.string({ error: 'trackId is required' }).trim().min(1, 'trackId is required').max(100, 'trackId must be at most 100 characters'),
});

export const trackPointSchema = z.object({
  chain: z.number(),
  tenthChain: z.number().optional(),
  coord: z.tuple([z.number(), z.number()]),
  structure: z.string(),
  geometry: z.enum(TRACK_GEOMETRIES),
});

export const importedTrackSchema = z.object({
  minChain: z.number(),
  maxChain: z.number(),
  pointCount: z.number(),
  importedAt: z.string(),
});

export const siteTracksSchema = z.object({
  site: z.string(),
  referenceLabel: z.string(),
  lengthUnit: z.enum(['feet', 'meters']),
  dbMultiplier: z.number(),
  tenthChain: z.boolean(),
  lines: z.array(
    z.object({
      name: z.string(),
      division: z.string().optional(),
      minChain: z.number(),
      maxChain: z.number(),
      directions: z.array(
        z.object({
          direction: z.string(),
          trackId: z.string(),
          minChain: z.number(),
          maxChain: z.number(),
          imported: importedTrackSchema.nullable(),
        }),
      ),
    }),
  ),
  otherTrackIds: z.array(z.string()).optional(),
});

export const trackSummarySchema = importedTrackSchema.extend({
  site: z.string(),
  line: z.string(),
  direction: z.string(),
  trackId: z.string(),
  chunkCount: z.number(),
  version: z.number(),
  importedBy: z.string(),
});

export const trackPointsSchema = trackSummarySchema.extend({ points: z.array(trackPointSchema) });

export const TRACK_SCHEMAS_MATCH_INTERFACES: [
  Same<z.output<typeof trackPointSchema>, TrackPoint>,
  Same<z.output<typeof importedTrackSchema>, ImportedTrack>,
  Same<z.output<typeof siteTracksSchema>, SiteTracks>,
  Same<z.output<typeof trackSummarySchema>, TrackSummary>,
  Same<z.output<typeof trackPointsSchema>, TrackPoints>,
] = [true, true, true, true, true];

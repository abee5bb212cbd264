/** Shapes of the reference-data API (docs/api.md 'Reference data'; functions/src/reference/track-listing.ts). */

/** What was imported for a track: its chain range in database chain, point count and time. */
export interface ImportedTrack {
  minChain: number;
  maxChain: number;
  pointCount: number;
  importedAt: string;
}

/** One direction (track) of a line, with the catalogue's chain bounds in database chain. */
export interface TrackDirection {
  direction: string;
  trackId: string;
  minChain: number;
  maxChain: number;
  imported: ImportedTrack | null;
}

export interface TrackLine {
  name: string;
  /** NYCT only: IRT, BMT or IND. */
  division?: string;
  minChain: number;
  maxChain: number;
  directions: TrackDirection[];
}

/** GET /api/reference/tracks?site: a site's catalogue with the import status of every track. */
export interface SiteTracks {
  site: string;
  referenceLabel: string;
  lengthUnit: 'feet' | 'meters';
  dbMultiplier: number;
  tenthChain: boolean;
  lines: TrackLine[];
  otherTrackIds?: string[];
}

/** One chain point of an imported track. */
export interface TrackPoint {
  chain: number;
  tenthChain?: number;
  /** [lat, lng] */
  coord: [number, number];
  structure: string;
  geometry: string;
}

/** The stored header of an imported track, as POST /api/reference/tracks answers it. */
export interface TrackSummary extends ImportedTrack {
  site: string;
  line: string;
  direction: string;
  trackId: string;
  chunkCount: number;
  version: number;
  importedBy: string;
}

/** GET /api/reference/tracks/{trackId}/points?site: the header and the points in chain order. */
export type TrackPoints = TrackSummary & { points: TrackPoint[] };

/**
 * Shapes of the reference-data API (docs/api.md 'Reference data', docs/data.md): a site's track
 * catalogue with the import status of each track, an imported track's header and its chain
 * points. The server builds them (functions/src/reference) and the Track catalogue screen
 * (mf-maps) reads them.
 */

/** Geometry values of a chain point (spec 001 section 3). */
export const TRACK_GEOMETRIES = ['Tangent', '500 Device', 'Guarded Curve', 'Unguarded Curve', 'Switch'] as const;
export type TrackGeometry = (typeof TRACK_GEOMETRIES)[number];

/** One chain point of an imported track. */
export interface TrackPoint {
  /** Database chain (spec 000 section 9.1). */
  chain: number;
  /** Tenth chain, for customers with tenth-chain storage (MBTA, BART). */
  tenthChain?: number;
  /** [lat, lng]. */
  coord: [number, number];
  /** BART AERIAL, BALLAST, BRIDGE, SLAB, SUBWAY; NYCT Subway, Elevated, ... (spec 001 section 3). */
  structure: string;
  geometry: TrackGeometry;
}

/** What was imported for a track: its chain range in database chain, point count and time. */
export interface ImportedTrack {
  minChain: number;
  maxChain: number;
  pointCount: number;
  importedAt: string;
}

/** One direction (track) of a line, with the catalogue's chain bounds in database chain. */
export interface SiteTrackDirection {
  direction: string;
  trackId: string;
  /** Catalogue bounds: the 'entered chain is out of bounds' rule (spec 000 section 5.2). */
  minChain: number;
  maxChain: number;
  /** The imported geometry, or null when none has been imported. */
  imported: ImportedTrack | null;
}

/** A line of a site's catalogue. */
export interface SiteTrackLine {
  name: string;
  /** NYCT only: IRT, BMT or IND. */
  division?: string;
  minChain: number;
  maxChain: number;
  directions: SiteTrackDirection[];
}

/** GET /api/reference/tracks?site: a site's catalogue with the import status of every track. */
export interface SiteTracks {
  site: string;
  referenceLabel: string;
  lengthUnit: 'feet' | 'meters';
  dbMultiplier: number;
  tenthChain: boolean;
  lines: SiteTrackLine[];
  /** NYCT: the 'Other' list of every track id (spec 000 section 9.5). */
  otherTrackIds?: string[];
}

/** The header of an imported track, as POST /api/reference/tracks answers it. */
export interface TrackSummary extends ImportedTrack {
  site: string;
  line: string;
  direction: string;
  trackId: string;
  chunkCount: number;
  /** Increases with every import; an import is conditional on the version it read. */
  version: number;
  importedBy: string;
}

/** GET /api/reference/tracks/{trackId}/points?site: the header and the points in chain order. */
export type TrackPoints = TrackSummary & { points: TrackPoint[] };

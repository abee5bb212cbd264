/**
 * The reference tracks: a header per track and its chain points in chunks (docs/data.md).
 */
import type { TrackSummary } from '@grindline/domain';
import type { PrimaryKey } from './table';

/**
 * Key builders of the reference tracks (docs/data-model.md, docs/data.md): one partition per
 * site holding a header item per track and its chain points in chunk items.
 */
export const trackKeys = {
  /** Partition of every track of a site. */
  partition: (site: string): string => `TRACKS#${site}`,
  /** Sort-key prefix of the track headers (the catalogue of a site). */
  headerPrefix: 'TRACK#',
  /** The header of a track: line, direction, chain range, point and chunk counts. */
  header: (site: string, trackId: string): PrimaryKey => ({ pk: `TRACKS#${site}`, sk: `TRACK#${trackId}` }),
  /** Sort-key prefix of a track's chunks; the '#' ends the id so A_1 never matches A_10. */
  chunkPrefix: (trackId: string): string => `POINTS#${trackId}#`,
  /** Chunk `index` of a track's chain points, zero-padded so chunks sort in chain order. */
  chunk: (site: string, trackId: string, index: number): PrimaryKey => ({
    pk: `TRACKS#${site}`,
    sk: `POINTS#${trackId}#${String(index).padStart(4, '0')}`,
  }),
} as const;

/** The header item of an imported track: the API's track summary plus its keys. */
export interface TrackHeaderItem extends PrimaryKey, TrackSummary {
  entity: 'track';
}

/** A chunk of a track's chain points: gzip-compressed JSON of point tuples (docs/data.md). */
export interface TrackChunkItem extends PrimaryKey {
  entity: 'trackPoints';
  site: string;
  trackId: string;
  count: number;
  data: Uint8Array;
}

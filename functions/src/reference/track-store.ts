/**
 * Stored tracks (docs/data.md): a header item per track and its chain points in chunk items of
 * up to 2000 points (gzip-compressed JSON, a few tens of KB, far below the 400 KB item limit).
 * An import writes the header and every chunk, and deletes chunks left over from a longer
 * earlier import, in ONE transaction conditional on the header version it read: a track is never
 * half-written, and two imports racing cannot interleave.
 */
import { countOf } from '@grindline/domain';
import { gunzipSync, gzipSync } from 'node:zlib';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { auditItem } from '../services/audit-log';
import { queryAll } from '../data/query-all';
import { trackKeys, type TrackChunkItem, type TrackHeaderItem } from '../data/track-entities';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { ConflictError } from '../lib/errors';
import type { TrackGeometry, TrackPoint, TrackSummary } from '@grindline/domain';

/** Points per chunk item. */
export const CHUNK_POINTS = 2000;
/** DynamoDB allows 100 actions per transaction: the header, the audit entry and at most 98 chunks. */
export const MAX_CHUNKS = 98;
export const MAX_POINTS = CHUNK_POINTS * MAX_CHUNKS;

type Tuple = [number, number | null, number, number, string, TrackGeometry];

/** Chunk payload: points as compact tuples, gzip-compressed. */
export function encodePoints(points: readonly TrackPoint[]): Uint8Array {
  const tuples: Tuple[] = points.map((p) => [p.chain, p.tenthChain ?? null, p.coord[0], p.coord[1], p.structure, p.geometry]);
  return gzipSync(JSON.stringify(tuples));
}

/** The points of a chunk payload. */
export function decodePoints(data: Uint8Array): TrackPoint[] {
  const tuples = JSON.parse(gunzipSync(data).toString('utf8')) as Tuple[];
  return tuples.map(([chain, tenthChain, lat, lng, structure, geometry]) => ({
    chain,
    ...(tenthChain === null ? {} : { tenthChain }),
    coord: [lat, lng],
    structure,
    geometry,
  }));
}

export type { TrackSummary };

const summary = ({ pk: _pk, sk: _sk, entity: _e, ...rest }: TrackHeaderItem): TrackSummary => rest;

/** The header of a track, or null. */
export async function getTrackHeader(site: string, trackId: string): Promise<TrackHeaderItem | null> {
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: trackKeys.header(site, trackId), ConsistentRead: true }));
  return (Item as TrackHeaderItem | undefined) ?? null;
}

export interface TrackWrite {
  site: string;
  line: string;
  direction: string;
  trackId: string;
  minChain: number;
  maxChain: number;
  points: readonly TrackPoint[];
  importedBy: string;
}

/** Replaces a track (header and chunks) in one transaction; 409 when another import got there first. */
export async function writeTrack(track: TrackWrite, now = new Date()): Promise<TrackSummary> {
  const { site, trackId, points } = track;
  if (points.length > MAX_POINTS) throw new Error(`A track holds at most ${MAX_POINTS} points`);
  const previous = await getTrackHeader(site, trackId);
  const chunkCount = Math.ceil(points.length / CHUNK_POINTS);
  const header: TrackHeaderItem = {
    ...trackKeys.header(site, trackId),
    entity: 'track',
    site,
    line: track.line,
    direction: track.direction,
    trackId,
    minChain: track.minChain,
    maxChain: track.maxChain,
    pointCount: points.length,
    chunkCount,
    version: (previous?.version ?? 0) + 1,
    importedAt: now.toISOString(),
    importedBy: track.importedBy,
  };
  const chunks: TrackChunkItem[] = Array.from({ length: chunkCount }, (_, i) => {
    const slice = points.slice(i * CHUNK_POINTS, (i + 1) * CHUNK_POINTS);
    return { ...trackKeys.chunk(site, trackId, i), entity: 'trackPoints', site, trackId, count: slice.length, data: encodePoints(slice) };
  });
  const stale = Array.from({ length: Math.max(0, (previous?.chunkCount ?? 0) - chunkCount) }, (_, i) => trackKeys.chunk(site, trackId, chunkCount + i));
  const TableName = config.tableName;
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: header,
              ...(previous
                ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': previous.version } }
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
            },
          },
          ...chunks.map((Item) => ({ Put: { TableName, Item } })),
          ...stale.map((Key) => ({ Delete: { TableName, Key } })),
          { Put: { TableName, Item: auditItem({ action: 'track.import', site, target: trackId, summary: `track ${trackId} of ${site} imported: ${countOf(points.length, 'point')}, version ${header.version}` }, now) } },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error)?.name === 'TransactionCanceledException') {
      throw new ConflictError(`Track ${trackId} was changed by another import; try again`);
    }
    throw error;
  }
  return summary(header);
}

/** The imported tracks of a site (headers only), by track id. */
export async function listTrackHeaders(site: string): Promise<TrackSummary[]> {
  const items = await queryAll<TrackHeaderItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': trackKeys.partition(site), ':prefix': trackKeys.headerPrefix },
  });
  return items.map(summary);
}

/** A track's header and chain points in chain order, or null when it was never imported. */
export async function readTrack(site: string, trackId: string): Promise<{ track: TrackSummary; points: TrackPoint[] } | null> {
  const header = await getTrackHeader(site, trackId);
  if (!header) return null;
  const chunks = await queryAll<TrackChunkItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': trackKeys.partition(site), ':prefix': trackKeys.chunkPrefix(trackId) },
    ConsistentRead: true,
  });
  const points: TrackPoint[] = chunks.flatMap((chunk) => decodePoints(chunk.data));
  return { track: summary(header), points };
}

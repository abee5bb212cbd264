/**
 * Keeps a data directory's tracks in step with the track catalogue. A directory seeded before a
 * catalogue change (a site moved from generated to real lines, a line added) would otherwise keep
 * drawing the old lines on every later start, since the seed's marker skips the whole load. A
 * marker item holds a fingerprint of what was imported; a start that finds another fingerprint
 * imports every track again (the import replaces a track in one transaction).
 */
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { seedMarkerKey } from '../data/table';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { trackCatalogue } from '../reference/catalogue';
import { sourceCoordinates } from '../reference/geometry-source';
import { loadTracks } from './load';

const MARKER = 'tracks';

/** A fingerprint of the catalogue: every line's range, directions, track ids and drawn coordinates. */
export function catalogueFingerprint(): string {
  const hash = createHash('sha256');
  for (const c of trackCatalogue()) {
    for (const line of c.lines) {
      hash.update(JSON.stringify([c.customer, line.name, line.minChain, line.maxChain, line.directions.map((d) => [d.direction, d.trackId])]));
      hash.update(JSON.stringify(sourceCoordinates(line.source, `${c.customer}:${line.name}`)));
    }
  }
  return hash.digest('hex').slice(0, 32);
}

/** Records that the tracks of `fingerprint` are the ones stored. */
export async function markTracks(fingerprint = catalogueFingerprint()): Promise<void> {
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: { ...seedMarkerKey(MARKER), entity: 'seedMarker', fingerprint, completedAt: new Date().toISOString() } }));
}

/**
 * Imports every track again when the stored ones are not the catalogue's (or nothing says which
 * they are); answers how many it imported, or null when the stored ones are the catalogue's.
 */
export async function refreshTracks(): Promise<number | null> {
  const fingerprint = catalogueFingerprint();
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: seedMarkerKey(MARKER), ConsistentRead: true }));
  if (Item?.fingerprint === fingerprint) return null;
  const { tracks } = await loadTracks();
  await markTracks(fingerprint);
  return tracks;
}

/**
 * The map image service (spec 000 sections 1 and 7.5; docs/api.md 'Maps'): finds the line's or
 * track's stored geometry, draws the ground ranges on it, and keeps the PNG in S3 under the hash
 * of its normalised inputs, so the same picture is drawn once. The inputs include the track's
 * version: a re-imported track gets new pictures.
 */
import { createHash } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { countOf, lineLabel, noMapMessage, type MapImageRequest } from '@grindline/domain';
import type { TrackHeaderItem } from '../data/track-entities';
import { s3 } from '../lib/clients/s3';
import { config } from '../lib/config';
import { NotFoundError } from '../lib/errors';
import { customerCatalogue } from '../reference/catalogue';
import type { CatalogueLine } from '../reference/catalogue-types';
import { pointResolution } from '../reference/linear-reference';
import { getTrackHeader, readTrack } from '../reference/track-store';
import { attributionFor } from './map-attribution';
import { cutRange, linePoints } from './map-layout';
import { MAP_PICTURE_PREFIX } from '../data/bucket';
import { renderPng } from './map-render';
import { mapSvg } from './map-svg';

/** Bumped whenever the drawing changes, so cached pictures of the old drawing are not reused. */
export const MAP_RENDER_VERSION = 1;
/** Where the pictures are kept in the bucket (data/bucket.ts). */
export const MAP_KEY_PREFIX = MAP_PICTURE_PREFIX;

/** A drawn (or cached) picture. */
export interface MapImage {
  png: Buffer;
  /** S3 key: maps/<sha256 of the normalised inputs>.png */
  key: string;
  cached: boolean;
}

interface ResolvedTrack {
  line: CatalogueLine;
  header: TrackHeaderItem;
}

/** The catalogue line and stored track the request names; 404 'No map available for X' when none. */
async function resolveTrack(request: MapImageRequest): Promise<ResolvedTrack> {
  const name = (request.line ?? request.trackId) as string;
  const catalogue = customerCatalogue(request.site);
  const line = catalogue?.lines.find((l) => (request.line ? l.name === request.line : l.directions.some((d) => d.trackId === request.trackId)));
  if (!line) throw new NotFoundError(noMapMessage(name));
  // A line is drawn on its first direction's stored track (the directions share the alignment).
  const trackIds = request.trackId ? [request.trackId] : [...new Set(line.directions.map((d) => d.trackId))];
  for (const trackId of trackIds) {
    const header = await getTrackHeader(request.site, trackId);
    if (header && header.pointCount >= 2) return { line, header };
  }
  throw new NotFoundError(noMapMessage(name));
}

const rounded = (ranges: readonly [number, number][]) =>
  ranges.map(([a, b]) => [Number(a.toFixed(6)), Number(b.toFixed(6))]).sort((p, q) => p[0] - q[0] || p[1] - q[1]);

/** The S3 key of a request drawn on a track version: the hash of everything the picture depends on. */
export function mapImageKey(request: MapImageRequest, header: Pick<TrackHeaderItem, 'trackId' | 'version' | 'importedAt'>): string {
  const normalised = {
    v: MAP_RENDER_VERSION,
    site: request.site,
    line: request.line ?? null,
    trackId: header.trackId,
    trackVersion: header.version,
    importedAt: header.importedAt,
    date: request.date ?? null,
    label: request.label ?? null,
    complete: rounded(request.completeChains),
    incomplete: rounded(request.incompleteChains),
    ...(request.place ? { place: [Number(request.place.lng.toFixed(6)), Number(request.place.lat.toFixed(6))] } : {}),
  };
  return `${MAP_KEY_PREFIX}${createHash('sha256').update(JSON.stringify(normalised)).digest('hex')}.png`;
}

async function cachedPng(key: string): Promise<Buffer | null> {
  try {
    const out = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key }));
    return Buffer.from(await (out.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'NoSuchKey' || name === 'NotFound') return null;
    throw error;
  }
}

/** Draws the picture of `request` (no cache): title, ranges on the stored geometry, credit. */
export async function drawMapImage(request: MapImageRequest, resolved: ResolvedTrack): Promise<Buffer> {
  const { header, line } = resolved;
  const stored = await readTrack(request.site, header.trackId);
  if (!stored || stored.points.length < 2) throw new NotFoundError(noMapMessage((request.line ?? request.trackId) as string));
  const catalogue = customerCatalogue(request.site);
  const points = linePoints(stored.points, rangeScale(request.site));
  const cut = (ranges: readonly [number, number][]) => ranges.map(([a, b]) => cutRange(points, a, b)).filter((r) => r.length >= 2);
  const label = catalogue?.referenceLabel ?? 'Chain';
  const count = (n: number, word: string) => countOf(n, `${word} range`);
  const subtitle = [
    request.date,
    request.label,
    request.trackId ? `track ${header.trackId}` : lineLabel(request.site, line.name),
    `${label} ${fmt(points[0].value)} – ${fmt(points[points.length - 1].value)}`,
    request.purpose === 'measurement' ? count(request.completeChains.length, 'measured') : `${count(request.completeChains.length, 'complete')}, ${count(request.incompleteChains.length, 'incomplete')}`,
  ].filter(Boolean);
  const svg = mapSvg({
    title: `${request.site} ${request.trackId ? `track ${header.trackId}` : lineLabel(request.site, line.name)}`,
    subtitle: subtitle.join(' · '),
    line: points.map((p) => p.lonLat),
    complete: cut(request.completeChains),
    incomplete: cut(request.incompleteChains),
    place: request.place ? [request.place.lng, request.place.lat] : undefined,
    purpose: request.purpose,
    unit: catalogue?.lengthUnit ?? 'meters',
    attribution: attributionFor(line.source),
  });
  return renderPng(svg);
}

/**
 * Chain-point units per unit of a report's ranges: the database scale (BART tenth chains per MP,
 * ...), except NYCT, whose ranges are stations (station + feet / 100, spec 000 section 7.3) over
 * chain points counted in feet.
 */
export function rangeScale(site: string): number {
  return site === 'NYCT' ? 100 : pointResolution(site).scale;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** The picture of `request`: from S3 when drawn before, else drawn now and stored. */
export async function mapImage(request: MapImageRequest): Promise<MapImage> {
  const resolved = await resolveTrack(request);
  const key = mapImageKey(request, resolved.header);
  const hit = await cachedPng(key);
  if (hit) return { png: hit, key, cached: true };
  const png = await drawMapImage(request, resolved);
  await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: png, ContentType: 'image/png' }));
  return { png, key, cached: false };
}

/**
 * Resolves a catalogue line's geometry source to coordinates: a feature of a copied file under
 * functions/data/geometry (never ../shared), cut where the catalogue says, or a generated line.
 * Used by the seeders only; the Lambda handlers receive geometry in the request instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { GeometryFile, GeometrySource, LatLng } from './catalogue-types';
import { generatedLine } from './generated-line';
import { clipBetween, type LonLat } from './geo';

interface LineFeature {
  type: 'Feature';
  properties: { line: string };
  geometry: { type: 'LineString'; coordinates: [number, number][] };
}

/**
 * functions/data/geometry: found upwards from this file (CommonJS, tests) or from the working
 * directory (tsx ESM, where __dirname is not defined).
 */
export function geometryDir(): string {
  const start = typeof __dirname === 'string' ? __dirname : process.cwd();
  for (let dir = start; ; dir = dirname(dir)) {
    for (const candidate of [join(dir, 'data', 'geometry'), join(dir, 'functions', 'data', 'geometry')]) {
      if (existsSync(join(candidate, 'bart.geojson'))) return candidate;
    }
    if (dirname(dir) === dir) throw new Error(`functions/data/geometry not found above ${start}`);
  }
}

const cache = new Map<GeometryFile, LineFeature[]>();

/** The line features of a copied geometry file. */
export function geometryFeatures(file: GeometryFile): LineFeature[] {
  let features = cache.get(file);
  if (!features) {
    const parsed = JSON.parse(readFileSync(join(geometryDir(), `${file}.geojson`), 'utf8')) as { features: LineFeature[] };
    features = parsed.features;
    cache.set(file, features);
  }
  return features;
}

const lonLat = ([lat, lng]: LatLng): LonLat => [lng, lat];

/** Coordinates ([lon, lat]) of a geometry source; `seedKey` seeds generated lines. */
export function sourceCoordinates(source: GeometrySource, seedKey: string): LonLat[] {
  if (source.kind === 'generated') return generatedLine(seedKey, source.anchors.map(lonLat));
  const feature = geometryFeatures(source.file).find((f) => f.properties.line === source.feature);
  if (!feature) throw new Error(`${source.file}.geojson has no line "${source.feature}"`);
  const coords = feature.geometry.coordinates as LonLat[];
  return source.from && source.to ? clipBetween(coords, lonLat(source.from), lonLat(source.to)) : coords;
}

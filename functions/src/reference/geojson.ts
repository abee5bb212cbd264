/**
 * Reading the LineString of an uploaded GeoJSON: a bare LineString, a Feature whose geometry is
 * one, or a FeatureCollection holding exactly one. Anything else is refused with a message that
 * says what was found.
 */
import { countOf } from '@grindline/domain';
import { BadRequestError } from '../lib/errors';
import type { LonLat } from './geo';

const bad = (message: string) => new BadRequestError(message, [{ path: 'geojson', message }]);

const typeOf = (value: unknown): string | undefined =>
  value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string' ? (value as { type: string }).type : undefined;

function coordinatesOf(geometry: { coordinates?: unknown }): LonLat[] {
  const raw = geometry.coordinates;
  if (!Array.isArray(raw)) throw bad('The LineString has no coordinates array');
  const coords: LonLat[] = [];
  raw.forEach((c, i) => {
    const ok = Array.isArray(c) && c.length >= 2 && c.slice(0, 2).every((n) => typeof n === 'number' && Number.isFinite(n));
    if (!ok || Math.abs(c[0]) > 180 || Math.abs(c[1]) > 90) throw bad(`Coordinate ${i} is not a [longitude, latitude] pair`);
    const last = coords[coords.length - 1];
    if (!last || last[0] !== c[0] || last[1] !== c[1]) coords.push([c[0], c[1]]);
  });
  if (coords.length < 2) throw bad(`The LineString has ${countOf(coords.length, 'distinct point')}; it needs at least 2`);
  return coords;
}

/** The coordinates ([lon, lat]) of the one LineString in `input` (an object or its JSON text). */
export function lineStringOf(input: unknown): LonLat[] {
  let doc = input;
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input);
    } catch {
      throw bad('geojson is not valid JSON');
    }
  }
  const type = typeOf(doc);
  if (!type) throw bad('geojson is not GeoJSON: expected an object with a "type"');
  if (type === 'LineString') return coordinatesOf(doc as { coordinates?: unknown });
  if (type === 'Feature') {
    const geometryType = typeOf((doc as { geometry?: unknown }).geometry);
    if (geometryType !== 'LineString') throw bad(`The Feature's geometry is ${geometryType ?? 'missing'}, not a LineString`);
    return coordinatesOf((doc as { geometry: { coordinates?: unknown } }).geometry);
  }
  if (type === 'FeatureCollection') {
    const features = (doc as { features?: unknown }).features;
    if (!Array.isArray(features)) throw bad('The FeatureCollection has no features array');
    const lines = features.filter((f) => typeOf((f as { geometry?: unknown })?.geometry) === 'LineString');
    if (lines.length !== 1) throw bad(`The FeatureCollection holds ${lines.length} LineStrings; it must hold exactly one`);
    return coordinatesOf((lines[0] as { geometry: { coordinates?: unknown } }).geometry);
  }
  throw bad(`geojson is a ${type}, not a LineString, Feature or FeatureCollection`);
}

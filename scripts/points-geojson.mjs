#!/usr/bin/env node
/**
 * Turns lines and stations copied as CSV rows into a GeoJSON file that scripts/trace-line.mjs
 * reads (docs/data.md 'Tracing the copied lines'): one LineString per `line` (property `line`),
 * its vertices in `sequence` order, and a `station-label` point per station row (properties `name`
 * and `line`), each value as the copy gives it.
 *
 *   node scripts/points-geojson.mjs <lines.csv> [stations.csv] > lines.geojson
 *
 * lines.csv: a header row with `line`, `sequence`, `lat` and `lon`; stations.csv: `name`, `lat`,
 * `lon` and `line`. Fields may be quoted and hold commas.
 */
import { csvRows as rows } from './csv-rows.mjs';

const [linesFile, stationsFile] = process.argv.slice(2);
if (!linesFile) {
  console.error('usage: node scripts/points-geojson.mjs <lines.csv> [stations.csv] > lines.geojson');
  process.exit(1);
}


const lines = new Map();
for (const r of rows(linesFile)) {
  if (!lines.has(r.line)) lines.set(r.line, []);
  lines.get(r.line).push([Number(r.sequence), Number(r.lon), Number(r.lat)]);
}
const features = [...lines].map(([line, points]) => ({
  type: 'Feature',
  properties: { line },
  geometry: { type: 'LineString', coordinates: points.sort((a, b) => a[0] - b[0]).map(([, lng, lat]) => [lng, lat]) },
}));
for (const s of stationsFile ? rows(stationsFile) : []) {
  features.push({ type: 'Feature', properties: { type: 'station-label', name: s.name, line: s.line }, geometry: { type: 'Point', coordinates: [Number(s.lon), Number(s.lat)] } });
}
process.stdout.write(`${JSON.stringify({ type: 'FeatureCollection', features })}\n`);

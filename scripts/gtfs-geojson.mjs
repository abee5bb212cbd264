#!/usr/bin/env node
/**
 * Turns a GTFS feed's route shapes and stations into a GeoJSON file that scripts/trace-line.mjs
 * reads (docs/data.md 'Tracing the copied lines'): one LineString per shape (`shape` property), its
 * points in `shape_pt_sequence` order, and a `station-label` point per parent station (or stop
 * without a parent), named as the feed names it.
 *
 *   node scripts/gtfs-geojson.mjs <shapes.txt> <stops.txt> [shape_id...] > feed.geojson
 */
import { csvRows as rows } from './csv-rows.mjs';

const [shapesFile, stopsFile, ...keep] = process.argv.slice(2);
if (!shapesFile || !stopsFile) {
  console.error('usage: node scripts/gtfs-geojson.mjs <shapes.txt> <stops.txt> [shape_id...] > feed.geojson');
  process.exit(1);
}


const shapes = new Map();
for (const r of rows(shapesFile)) {
  if (keep.length > 0 && !keep.includes(r.shape_id)) continue;
  if (!shapes.has(r.shape_id)) shapes.set(r.shape_id, []);
  shapes.get(r.shape_id).push([Number(r.shape_pt_sequence), Number(r.shape_pt_lon), Number(r.shape_pt_lat)]);
}
const features = [...shapes].map(([shape, points]) => ({
  type: 'Feature',
  properties: { shape },
  geometry: { type: 'LineString', coordinates: points.sort((a, b) => a[0] - b[0]).map(([, lng, lat]) => [lng, lat]) },
}));
for (const s of rows(stopsFile)) {
  if (s.location_type !== '1' && !(s.parent_station === '' && (s.location_type ?? '') === '')) continue;
  features.push({ type: 'Feature', properties: { type: 'station-label', name: s.stop_name }, geometry: { type: 'Point', coordinates: [Number(s.stop_lon), Number(s.stop_lat)] } });
}
process.stdout.write(`${JSON.stringify({ type: 'FeatureCollection', features })}\n`);

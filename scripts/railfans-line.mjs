#!/usr/bin/env node
/**
 * Writes one line of functions/data/geometry from a RailFansMap data file (docs/data.md
 * 'Geometry sources and licences'): the file's `alignment` pieces are joined where they share a
 * point, the shortest path between the two terminal stations' `station-label` points is one
 * track from end to end, simplified to 1 m and rounded to 6 decimals.
 *
 *   node scripts/railfans-line.mjs <railfans-file.json> <from station> <to station> [line name]
 *
 * Prints the GeoJSON feature (properties as the other copied lines carry them, the source's
 * repository, path and commit to be filled in from where the file was read).
 */
import { readFileSync } from 'node:fs';

const [file, from, to, line = ''] = process.argv.slice(2);
if (!file || !from || !to) {
  console.error('usage: node scripts/railfans-line.mjs <railfans-file.json> <from station> <to station> [line name]');
  process.exit(1);
}

const R = 6371008.8;
const rad = (d) => (d * Math.PI) / 180;
/** Great-circle distance (m) between two [lng, lat] points. */
function distanceM(a, b) {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

const collection = JSON.parse(readFileSync(file, 'utf8'));
const pieces = [];
const labels = [];
for (const f of collection.features) {
  const type = f.properties?.type;
  const track = type === 'alignment' || type === 'tracks';
  if (track && f.geometry?.type === 'LineString') pieces.push(f.geometry.coordinates);
  if (track && f.geometry?.type === 'MultiLineString') pieces.push(...f.geometry.coordinates);
  if (type === 'station-label' && f.geometry?.type === 'Point') labels.push({ name: f.properties.name, coord: f.geometry.coordinates });
}

// Pieces meet at identical points: a node per point rounded to 1e-7 degrees (~1 cm).
const key = (c) => `${c[0].toFixed(7)},${c[1].toFixed(7)}`;
const nodes = new Map();
const edges = new Map();
const node = (c) => {
  const k = key(c);
  if (!nodes.has(k)) (nodes.set(k, c), edges.set(k, []));
  return k;
};
for (const piece of pieces) {
  for (let i = 1; i < piece.length; i += 1) {
    const a = node(piece[i - 1]);
    const b = node(piece[i]);
    if (a === b) continue;
    const w = distanceM(piece[i - 1], piece[i]);
    edges.get(a).push([b, w]);
    edges.get(b).push([a, w]);
  }
}

const station = (name) => {
  const found = labels.find((l) => l.name === name);
  if (!found) throw new Error(`no station-label "${name}" in ${file}: ${labels.map((l) => l.name).join(', ')}`);
  let best = '';
  let bestM = Infinity;
  for (const [k, c] of nodes) {
    const m = distanceM(c, found.coord);
    if (m < bestM) (best = k), (bestM = m);
  }
  return best;
};

// Dijkstra with a plain array as the queue: a line has a few thousand points.
const start = station(from);
const goal = station(to);
const dist = new Map([[start, 0]]);
const prev = new Map();
const open = new Set([start]);
while (open.size > 0) {
  let k = '';
  let best = Infinity;
  for (const o of open) if (dist.get(o) < best) (k = o), (best = dist.get(o));
  open.delete(k);
  if (k === goal) break;
  for (const [n, w] of edges.get(k)) {
    const d = best + w;
    if (d < (dist.get(n) ?? Infinity)) (dist.set(n, d), prev.set(n, k), open.add(n));
  }
}
if (!dist.has(goal)) throw new Error(`${from} and ${to} are not joined by the file's alignment pieces`);
const path = [];
for (let k = goal; k !== undefined; k = prev.get(k)) path.unshift(nodes.get(k));

/** Douglas-Peucker on local metres: drops points within `tol` m of the chord. */
function simplify(coords, tol) {
  const lat0 = rad(coords[0][1]);
  const xy = coords.map((c) => [rad(c[0]) * R * Math.cos(lat0), rad(c[1]) * R]);
  const keep = new Uint8Array(coords.length);
  keep[0] = keep[coords.length - 1] = 1;
  const stack = [[0, coords.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop();
    let far = -1;
    let farM = tol;
    const [ax, ay] = xy[a];
    const [bx, by] = xy[b];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    for (let i = a + 1; i < b; i += 1) {
      const m = Math.abs((bx - ax) * (ay - xy[i][1]) - (ax - xy[i][0]) * (by - ay)) / len;
      if (m > farM) (far = i), (farM = m);
    }
    if (far > 0) (keep[far] = 1, stack.push([a, far], [far, b]));
  }
  return coords.filter((_, i) => keep[i]);
}

const length = (coords) => coords.reduce((s, c, i) => (i === 0 ? 0 : s + distanceM(coords[i - 1], c)), 0);
const simplified = simplify(path, 1).map((c) => [Number(c[0].toFixed(6)), Number(c[1].toFixed(6))]);
const feature = {
  type: 'Feature',
  properties: {
    line,
    from,
    to,
    description: collection.metadata?.description,
    color: collection.metadata?.color,
    source_kind: 'track-level alignment (one track picked by shortest path between terminal stations)',
    upstream_sources: collection.metadata?.sources,
    length_m: Math.round(length(simplified)),
    source_length_m: Math.round(length(path)),
    points: simplified.length,
    source_points: path.length,
    simplify_tolerance_m: 1,
  },
  geometry: { type: 'LineString', coordinates: simplified },
};
console.log(JSON.stringify(feature));

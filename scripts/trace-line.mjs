#!/usr/bin/env node
/**
 * Writes one line of functions/data/geometry from a file of track pieces (docs/data.md
 * 'Geometry sources and licences'): the pieces (a RailFansMap file's `alignment`/`tracks`
 * features, or every LineString of a file such as railmap's builds) are joined where they share a
 * point, or where a piece's end lies within `--join` metres of another piece; the shortest path
 * from the first terminal through each `--via` point to the last is one track from end to end,
 * simplified to 1 m and rounded to 6 decimals.
 *
 *   node scripts/trace-line.mjs <file.geojson> --from <station name | lat,lng> --to <station name | lat,lng>
 *        [--via lat,lng]... [--where Property=value]... [--join metres] [--line name]
 *
 * A station name is a `station-label` point of the file (RailFansMap). `--where` keeps the
 * features whose property equals the value, or one of `a|b` (several: all must hold). Prints the GeoJSON feature
 * (the source's repository, path and commit to be added from where the file was read).
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args[0];
const opt = (name) => args.flatMap((a, i) => (a === `--${name}` && i + 1 < args.length ? [args[i + 1]] : []));
const [from] = opt('from');
const [to] = opt('to');
const [line = ''] = opt('line');
const joinM = Number(opt('join')[0] ?? 0);
const where = opt('where').map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]);
if (!file || !from || !to) {
  console.error('usage: node scripts/trace-line.mjs <file.geojson> --from <name|lat,lng> --to <name|lat,lng> [--via lat,lng]... [--where P=v]... [--join m] [--line name]');
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
  if (type === 'station-label' && f.geometry?.type === 'Point') labels.push({ name: f.properties.name, coord: f.geometry.coordinates });
  // RailFansMap files type their pieces; other files are all track.
  const track = type === undefined || type === 'alignment' || type === 'tracks';
  if (!track || !where.every(([k, v]) => v.split('|').includes(String(f.properties?.[k])))) continue;
  if (f.geometry?.type === 'LineString') pieces.push(f.geometry.coordinates);
  if (f.geometry?.type === 'MultiLineString') pieces.push(...f.geometry.coordinates);
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
const link = (a, b, w) => {
  edges.get(a).push([b, w]);
  edges.get(b).push([a, w]);
};
// A point every 20 m along each piece, so a terminal between two sparse points is cut where it
// is (the simplification at the end drops the points added on straight stretches).
const dense = (piece) =>
  piece.flatMap((c, i) => {
    if (i === 0) return [c];
    const steps = Math.max(1, Math.ceil(distanceM(piece[i - 1], c) / 20));
    return Array.from({ length: steps }, (_, k) => (k === steps - 1 ? c : [piece[i - 1][0] + ((c[0] - piece[i - 1][0]) * (k + 1)) / steps, piece[i - 1][1] + ((c[1] - piece[i - 1][1]) * (k + 1)) / steps]));
  });
for (const piece of pieces.map(dense)) {
  for (let i = 1; i < piece.length; i += 1) {
    const a = node(piece[i - 1]);
    const b = node(piece[i]);
    if (a !== b) link(a, b, distanceM(piece[i - 1], piece[i]));
  }
}
// Pieces drawn apart (a gap at a junction) join at their ends, to the nearest point of another piece.
if (joinM > 0) {
  const owner = new Map();
  pieces.forEach((piece, p) => piece.forEach((c) => owner.set(key(c), p)));
  pieces.forEach((piece, p) => {
    for (const end of [piece[0], piece[piece.length - 1]]) {
      let best = '';
      let bestM = joinM;
      for (const [k, c] of nodes) {
        if (owner.get(k) === p) continue;
        const m = distanceM(end, c);
        if (m < bestM) (best = k), (bestM = m);
      }
      if (best) link(key(end), best, bestM);
    }
  });
}

/** The graph's point nearest a station label's name or a "lat,lng". */
const nearestNode = (where) => {
  const ll = /^-?[0-9.]+,-?[0-9.]+$/.test(where) ? where.split(',').map(Number) : undefined;
  const found = ll ? { coord: [ll[1], ll[0]] } : labels.find((l) => l.name === where);
  if (!found) throw new Error(`no station-label "${where}" in ${file}: ${labels.map((l) => l.name).join(', ')}`);
  let best = '';
  let bestM = Infinity;
  for (const [k, c] of nodes) {
    const m = distanceM(c, found.coord);
    if (m < bestM) (best = k), (bestM = m);
  }
  return best;
};

/** Dijkstra with a set as the queue: a line has a few thousand points. */
function shortest(start, goal) {
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
  if (!dist.has(goal)) throw new Error(`${nodes.get(start)} and ${nodes.get(goal)} are not joined by the file's pieces`);
  const out = [];
  for (let k = goal; k !== undefined; k = prev.get(k)) out.unshift(nodes.get(k));
  return out;
}

const stops = [from, ...opt('via'), to].map(nearestNode);
const path = [];
for (let i = 1; i < stops.length; i += 1) path.push(...shortest(stops[i - 1], stops[i]).slice(i === 1 ? 0 : 1));

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

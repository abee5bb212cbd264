/**
 * The rows of a CSV file as objects keyed by its header row (GTFS files and copied rows alike:
 * quoted fields may hold commas and doubled quotes; a leading byte-order mark is dropped).
 * Shared by scripts/gtfs-geojson.mjs and scripts/points-geojson.mjs.
 */
import { readFileSync } from 'node:fs';

/** The rows of `file` as objects keyed by the header row's names. */
export function csvRows(file) {
  const lines = readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
  const split = (line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"'));
  const header = split(lines[0]);
  return lines.slice(1).map((line) => Object.fromEntries(split(line).map((v, i) => [header[i], v])));
}

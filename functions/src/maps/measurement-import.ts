/**
 * Import of a measurement file (docs/api.md 'Measurement files'): the file is read and every row
 * checked (domain), each row's line and direction must be a track of the site and its from/to
 * within the imported track, and a CSV row is placed on the track's geometry. Any problem refuses
 * the whole file with the row and column of each, and nothing is written.
 */
import { countOf, describeIssue, parseMeasurementCsv, parseMeasurementGeoJson, siteMapSettings, type MeasurementImport, type MeasurementRow, type RowIssue } from '@grindline/domain';
import { BadRequestError } from '../lib/errors';
import { customerCatalogue } from '../reference/catalogue';
import { round5 } from './runs';
import { putMeasurements, type PlacedRow } from './measurement-store';
import { lowerBound, siteGeometry, type SiteTrack } from './site-geometry';

function refuse(issues: RowIssue[]): never {
  const shown = issues.slice(0, 50);
  throw new BadRequestError(
    `The file was not imported: ${countOf(issues.length, 'problem')}; first: ${describeIssue(issues[0])}`,
    shown.map((i) => ({ path: i.row === 0 ? i.column : `rows.${i.row}.${i.column}`, message: describeIssue(i) })),
  );
}

/** Places a checked row on its track: the catalogue track of its line and direction, its line from the points between from and to. */
export function placeRow(row: MeasurementRow, index: number, site: string, tracks: Map<string, SiteTrack>, issues: RowIssue[]): PlacedRow | null {
  const catalogue = customerCatalogue(site)!;
  const line = catalogue.lines.find((l) => l.name === row.line);
  if (!line) {
    issues.push({ row: index, column: 'line', message: `${row.line} is not a line of ${site}` });
    return null;
  }
  const direction = line.directions.find((d) => d.direction === row.direction);
  if (!direction) {
    issues.push({ row: index, column: 'direction', message: `${row.direction} is not a direction of ${row.line}; use ${line.directions.map((d) => d.direction).join(', ')}` });
    return null;
  }
  if (row.coords) return { ...row, coords: row.coords.map(([x, y]) => [round5(x), round5(y)]) };
  const track = tracks.get(direction.trackId);
  if (!track) {
    issues.push({ row: index, column: 'line', message: `Track ${direction.trackId} has no imported geometry; import it first or send GeoJSON` });
    return null;
  }
  const m = siteMapSettings(site).chainMultiplier;
  const first = track.chain[0] / m, last = track.chain[track.chain.length - 1] / m;
  for (const column of ['from', 'to'] as const) {
    if (row[column] < first - 1e-9 || row[column] > last + 1e-9) {
      issues.push({ row: index, column, message: `${column} ${row[column]} is outside track ${direction.trackId} (${first} to ${last})` });
      return null;
    }
  }
  const lo = lowerBound(track.chain, row.from * m - 1e-6);
  const hi = Math.max(lo, lowerBound(track.chain, row.to * m + 1e-6) - 1);
  const coords = track.coords.slice(lo, Math.min(hi + 2, track.coords.length)).map(([x, y]) => [round5(x), round5(y)] as [number, number]);
  return { ...row, coords: coords.length === 1 ? [coords[0], coords[0]] : coords };
}

/** Checks and stores a file; answers what was stored. */
export async function importMeasurements(request: MeasurementImport, importedBy: string): Promise<{ site: string; layer: string; date: string; rows: number }> {
  let parsed;
  if (request.format === 'csv') parsed = parseMeasurementCsv(request.layer, request.content);
  else {
    let json: unknown;
    try {
      json = JSON.parse(request.content);
    } catch {
      throw new BadRequestError('The file is not valid JSON', [{ path: 'content', message: 'The file is not valid JSON' }]);
    }
    parsed = parseMeasurementGeoJson(request.layer, json);
  }
  const tracks = await siteGeometry(request.site);
  const issues: RowIssue[] = parsed.ok ? [] : [...parsed.issues];
  // Rows that read well are placed on their track even when others did not, so one answer names every problem.
  const numbered = parsed.ok ? parsed.rows.map((value, i) => ({ row: i + 1, value })) : (parsed.rows ?? []);
  const rows = numbered.map(({ row, value }) => placeRow(value, row, request.site, tracks, issues));
  if (issues.length > 0) refuse(issues.sort((a, b) => a.row - b.row));
  await putMeasurements(request.site, request.layer, request.date, rows as PlacedRow[], importedBy);
  return { site: request.site, layer: request.layer, date: request.date, rows: rows.length };
}

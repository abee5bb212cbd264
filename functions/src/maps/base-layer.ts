/**
 * The base layer of a site's map (spec 001 sections 2.1, 2.2 and 3): its lines with their
 * directions, and per track the runs of consecutive chain points with the same structure and
 * geometry, simplified for the zoom, and the named stations on each line (reference/stations.ts).
 * One call per site (per division for NYCT), never per line.
 */
import { divisionOf, parseBasemapSetting, trackNumber, type BaseLayer, type BaseRun, type MapLine, type MapStation } from '@grindline/domain';
import { NotFoundError } from '../lib/errors';
import { GOOGLE_MAPS_KEY, readSecret } from '../lib/secrets';
import { customerCatalogue } from '../reference/catalogue';
import type { GeometrySource } from '../reference/catalogue-types';
import { stationCandidates } from '../reference/stations';
import { mergeRuns, round5, runLine, toleranceForZoom } from './runs';
import { siteGeometry } from './site-geometry';
import { stationsOnTrack } from './stations';

/** Attribution of each geometry file (docs/data.md 'Geometry sources and licences'). */
const FILE_ATTRIBUTION: Readonly<Record<string, string>> = {
  bart: 'BART lines: © 2017 Uber Technologies (MIT), BART',
  'vancouver-skytrain': 'SkyTrain lines: © Rail Fans Canada (MIT), TransLink; © OpenStreetMap contributors',
  'edmonton-lrt': 'LRT lines: © Rail Fans Canada (MIT), City of Edmonton; © OpenStreetMap contributors',
  'ottawa-otrain': 'O-Train lines: © Rail Fans Canada (MIT), City of Ottawa',
  'calgary-ctrain': 'C-Train lines: © Rail Fans Canada (MIT), City of Calgary; © OpenStreetMap contributors',
  'pittsburgh-t': 'T lines: railmap (CC0)',
  'jfk-airtrain': 'AirTrain lines: railmap (CC0)',
  'mbta-subway': 'Subway lines: railmap (CC0)',
  'seattle-link': 'Link lines: Sound Transit GTFS (2025)',
  'cleveland-rapid': 'Wikimedia Commons and Wikipedia map data (CC0), via norman-mei/metro-tools',
  'nctd-rail': 'COASTER and SPRINTER lines: © OpenStreetMap contributors (ODbL), via norman-mei/metro-memory',
  'sdmts-trolley': 'Trolley lines: © OpenStreetMap contributors (ODbL), via norman-mei/metro-memory',
  'vta-light-rail': 'Light rail lines: © OpenStreetMap contributors (ODbL), via norman-mei/metro-memory',
  'nyc-subway': 'Subway lines: MTA GTFS (2018)',
};
const GENERATED = 'Generated alignments (not survey data)';

/** Attribution lines for the sources of the lines shown. */
export function attributionFor(sources: readonly GeometrySource[]): string[] {
  const lines = new Set<string>();
  for (const s of sources) lines.add(s.kind === 'file' ? FILE_ATTRIBUTION[s.file] ?? s.file : GENERATED);
  return [...lines];
}

/** The base layer of `site` (of one NYCT division when `division` is given) at `zoom`. */
export async function baseLayer(site: string, zoom: number, division?: string): Promise<BaseLayer> {
  const catalogue = customerCatalogue(site);
  if (!catalogue) throw new NotFoundError(`No map for site ${site}`);
  const tracks = await siteGeometry(site);
  const catalogueLines = catalogue.lines.filter((l) => !division || l.division === division);
  const tolerance = toleranceForZoom(zoom);
  const runs: BaseRun[] = [];
  const stations: MapStation[] = [];
  let west = 180, south = 90, east = -180, north = -90;
  const lines: MapLine[] = catalogueLines.map((line) => {
    const seen = new Set<string>();
    let hasGeometry = false;
    for (const d of line.directions) {
      const track = tracks.get(d.trackId);
      if (!track || seen.has(d.trackId)) continue;
      seen.add(d.trackId);
      // The stations of a line once, on its first track with geometry (the directions run side by side).
      if (!hasGeometry && track.coords.length > 1) stations.push(...stationsOnTrack(line.name, stationCandidates(site, line), track));
      hasGeometry = hasGeometry || track.coords.length > 1;
      for (const [lng, lat] of track.coords) {
        west = Math.min(west, lng); east = Math.max(east, lng); south = Math.min(south, lat); north = Math.max(north, lat);
      }
      const keyOf = (i: number) => `${track.structure[i]}|${track.geometry[i]}`;
      for (const run of mergeRuns(track.coords.length, keyOf)) {
        // Each run ends on the next run's first point, so the drawn line has no gaps.
        const end = Math.min(run.end + 1, track.coords.length - 1);
        runs.push({
          trackId: d.trackId,
          line: line.name,
          track: trackNumber(d.trackId),
          from: track.chain[run.start],
          to: track.chain[run.end],
          structure: track.structure[run.start],
          geometry: track.geometry[run.start],
          coords: runLine(track.coords, run.start, end, tolerance),
        });
      }
    }
    return {
      name: line.name,
      ...(line.division ? { division: line.division } : site === 'NYCT' ? { division: divisionOf(line.name) ?? '' } : {}),
      directions: line.directions.map((d) => ({ number: trackNumber(d.trackId), label: d.direction, trackId: d.trackId })),
      hasGeometry,
    };
  });
  return {
    site,
    bounds: runs.length > 0 ? [[round5(west), round5(south)], [round5(east), round5(north)]] : null,
    attribution: attributionFor(catalogueLines.filter((l) => lines.find((m) => m.name === l.name)?.hasGeometry).map((l) => l.source)),
    // Read at run time (Secrets Manager in AWS, the environment locally): never in the template.
    googleMapsKey: await readSecret(GOOGLE_MAPS_KEY),
    // Validated at synth (infra/src/app.ts); unset: the built-in offline basemap.
    basemap: parseBasemapSetting(process.env.GRINDLINE_BASEMAP),
    lines,
    runs,
    stations,
  };
}

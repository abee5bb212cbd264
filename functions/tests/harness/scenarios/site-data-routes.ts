/** The route scenarios of the site data areas: dashboards, reference tracks, form lookups, maps, data collection, the API docs (route-requests.ts). */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { customerProfile } from '@grindline/domain';
import { randomUUID } from 'node:crypto';
import { formatCatFile, generateRun } from '../../../src/cat/demo-run';
import { s3 } from '../../../src/lib/clients/s3';
import { config } from '../../../src/lib/config';
import { processUpload } from '../../../src/services/data-collection/process-upload';
import { uploadKey } from '../../../src/services/data-collection/uploads';
import { trackImportBody } from '../valid-bodies';
import { ALL_CUSTOMERS, CATALOGUE_SITES, dailyStatsQuery, firstLine, uniqueDate, type RouteScenario } from './support';

const importedTracks = new Map<string, Promise<string>>();

/**
 * The track id of a track of `site` imported into the table (once per site), through the import
 * service as the super admin would.
 */
export function importedTrackOf(site: string): Promise<string> {
  let found = importedTracks.get(site);
  if (!found) {
    found = (async () => {
      const { importTrack } = await import('../../../src/reference/track-import');
      const { accessFor, importTrackSchema } = await import('@grindline/domain');
      const admin = { username: 'admin', role: 'admin', access: accessFor('admin') };
      let lastError: unknown;
      for (const widen of [1, 4, 16, 64]) {
        try {
          return (await importTrack(admin, importTrackSchema.parse(trackImportBody(site, widen)))).trackId;
        } catch (error) {
          lastError = error; // too few chain points: try a longer stretch
        }
      }
      throw lastError;
    })();
    importedTracks.set(site, found);
  }
  return found;
}

/** A form lookup of every catalogue site: `extra` adds the query values besides the site. */
const formLookup = (extra: (site: string, seq: number) => Record<string, string> = () => ({})): RouteScenario => ({
  sites: CATALOGUE_SITES,
  success: 200,
  build: async ({ site, seq }) => ({ query: { site, ...extra(site, seq) } }),
});

/** A small CAT rail file put where the browser's presigned PUT puts it; processed when asked. */
async function uploadedCatFile(seq: number, processed: boolean): Promise<{ id: string; fileName: string }> {
  const id = randomUUID();
  const fileName = `harness${seq}L.txt`;
  const text = formatCatFile(generateRun({ lengthM: 3, seed: seq + 1, floorRmsUm: 2 }), { samplingDistanceMm: 1 });
  await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: uploadKey(id, fileName), Body: text }));
  if (processed) await processUpload(uploadKey(id, fileName));
  return { id, fileName };
}

/** The scenario of every site data route, by route id. */
export const SITE_DATA_SCENARIOS: Readonly<Record<string, RouteScenario>> = {
  'daily-stats': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: dailyStatsQuery(site) }) },
  'daily-stats-csv': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: dailyStatsQuery(site) }) },
  grinders: { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: { site } }) },
  // A week of the report's first year: the route reads the history one calendar year per query
  // from 2021, so a 2030 week would cost ten queries a request for no more coverage.
  'nyct-weekly': { sites: ['NYCT'], success: 200, build: async () => ({ query: { week: '2021-06-07' } }) },
  // One week for every request: its PDF is printed once and then served from the bucket.
  'nyct-weekly-pdf': { sites: ['NYCT'], success: 200, build: async () => ({ body: { week: '2021-06-07' } }) },
  'reference-track-import': { sites: ['JFK'], success: 201, build: async ({ site }) => ({ body: trackImportBody(site) }) },
  'reference-track-list': { sites: CATALOGUE_SITES, success: 200, build: async ({ site }) => ({ query: { site } }) },
  'reference-track-points': {
    sites: CATALOGUE_SITES,
    success: 200,
    build: async ({ site }) => ({ query: { site }, params: { trackId: await importedTrackOf(site) } }),
  },
  'form-customers': { sites: ['MBTA'], success: 200, build: async () => ({}) },
  'form-lines': formLookup(),
  'form-directions': formLookup((site) => ({ line: firstLine(site) })),
  'form-grinders': formLookup(),
  'form-stones': formLookup(),
  'form-profiles': formLookup(),
  'form-chain-bounds': formLookup((site) => ({ line: firstLine(site) })),
  'form-next-shift-number': formLookup((site, seq) => ({ date: uniqueDate(seq), grinderType: customerProfile(site).grinderTypes[0] ?? 'LRG-24' })),
  'form-shift-id-exists': formLookup((_site, seq) => ({ shiftId: `${uniqueDate(seq).replace(/-/g, '')}001003` })),
  'form-autopopulate': formLookup((site, seq) => ({ line: firstLine(site), date: uniqueDate(seq) })),
  'form-autofill': formLookup((_site, seq) => ({ date: uniqueDate(seq) })),
  'dashboard-overview': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: dailyStatsQuery(site) }) },
  'dashboard-monthly': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: { site, projectStart: '2029-12-01', reportEnd: '2031-12-31', interval: '31' } }) },
  'dashboard-site': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: dailyStatsQuery(site) }) },
  // NYCT's request narrows to a division: div is valid there only (issue 13).
  'dashboard-performance': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: site === 'NYCT' ? { ...dailyStatsQuery(site), div: 'IND' } : dailyStatsQuery(site) }) },
  'site-plan-put': {
    sites: ['NCTD'],
    success: 200,
    build: async ({ site }) => ({
      params: { site },
      body: { goalFeet: 5000, phases: [{ phase: 1, startDate: '2029-01-01', endDate: '2031-12-31', tracks: [{ trackId: 'HARNESS_1', line: 'HARNESS', lengthFeet: 1000 }] }] },
    }),
  },
  'map-image': {
    sites: CATALOGUE_SITES,
    success: 200,
    build: async ({ site }) => ({ body: { site, trackId: await importedTrackOf(site), completeChains: [], label: 'harness' } }),
  },
  'datacollection-upload': { sites: ['MBTA'], success: 200, build: async ({ seq }) => ({ body: { fileName: `run${seq}L.txt`, size: 1000 + seq, samplingDistanceMm: 1 } }) },
  'datacollection-shift': {
    sites: ALL_CUSTOMERS,
    success: 201,
    build: async ({ site, seq }) => {
      const file = await uploadedCatFile(seq, false);
      return {
        body: {
          date: uniqueDate(seq),
          clientId: site,
          lineName: 'Harness line',
          records: [{ id: file.id, fileName: file.fileName, trackId: 'T1', rail: 'Left', sensor: 20, from: 1, to: 2, runningBand: 'Yes', extended: {} }],
        },
      };
    },
  },
  'datacollection-list': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: { site, from: '2029-12-01', to: '2031-12-31' } }) },
  'datacollection-file': { sites: ['MBTA'], success: 200, build: async ({ seq }) => ({ params: { fileId: (await uploadedCatFile(seq, true)).id } }) },
  'maps-base': { sites: CATALOGUE_SITES, success: 200, build: async ({ site }) => ({ query: { site } }) },
  'maps-grind': { sites: CATALOGUE_SITES, success: 200, build: async ({ site }) => ({ query: { site, from: '2029-12-01', to: '2031-12-31' } }) },
  'maps-condition': { sites: CATALOGUE_SITES, success: 200, build: async ({ site }) => ({ query: { site } }) },
  'maps-measurements': {
    sites: ['BART', 'SKYTRAIN'],
    success: 200,
    build: async ({ site }) => ({ query: { site, layer: site === 'BART' ? 'tci' : 'noise' } }),
  },
  'maps-measurement-import': {
    sites: ['BART', 'SKYTRAIN'],
    success: 201,
    build: async ({ site, seq }) => ({ body: measurementImportBody(site, uniqueDate(seq)) }),
  },
  // The OpenAPI document: public, the same for every site.
  'docs-openapi': { sites: ['MBTA'], success: 200, build: async () => ({}) },
};

/** A one-row GeoJSON measurement file of `site` (BART TCI, SkyTrain noise): positions carried, no track needed. */
export function measurementImportBody(site: string, date: string): Record<string, unknown> {
  const bart = site === 'BART';
  const properties = bart ? { line: 'A', direction: '1', from: 1, to: 1.2, tci: 8.2 } : { line: 'EXPO', direction: 'OB', from: 10, to: 14, noise: 81.5 };
  const coordinates = bart ? [[-122.27, 37.8], [-122.26, 37.79]] : [[-123.11, 49.285], [-123.1, 49.28]];
  const content = JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties, geometry: { type: 'LineString', coordinates } }] });
  return { site, layer: bart ? 'tci' : 'noise', date, format: 'geojson', content };
}

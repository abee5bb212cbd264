/**
 * The grind layer route keeps its answer while the site's reports and tracks are unchanged, and
 * answers afresh as soon as a report of the site is filed, edited or deleted.
 */
import { randomUUID } from 'node:crypto';
import { accessFor, grindLayerFromWire, type GrindLayer, type GrindLayerWire, type ShiftReport } from '@grindline/domain';
import { ddb } from '../../lib/clients/dynamodb';
import { clearKeptAnswers } from '../../maps/layer-cache';
import { catalogueTrackId } from '../../reference/catalogue';
import { importTrack } from '../../reference/track-import';
import { routeById } from '../../route-table';
import { deleteReport } from '../../services/delete-report';
import { fileReport } from '../../services/file-report';
import { readSiteRevision } from '../../services/site-revision';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler } from './grind-layer';

const ADMIN = { username: 'admin', role: 'admin', access: accessFor('admin') };
const trackId = catalogueTrackId('GCRTA', 'Red Line', 'EB');

// Dates in 2034 are used by this file only.
const report = (shiftId: string, date: string, from: number, to: number): ShiftReport => ({
  shiftId, site: 'GCRTA', variant: 'standard', date, line: 'Red Line', grinderType: 'LRG-24', stoneType: 'NA', grinderOperator: 'Test',
  shiftType: 'R-Regular', sparkMin: 60, passFeet: 100, feetComp: 50, feetIncomp: 0, comments: '',
  ranges: [{ trackId, direction: 'EB', from, to, length: (to - from) * 100, passesLeft: 2, passesRight: 2, complete: true }],
  createdAt: `${date}T08:00:00.000Z`, createdBy: 'admin', submissionId: randomUUID(),
});

const layer = async () => {
  const query = { site: 'GCRTA', from: '2034-01-01', to: '2034-12-31', passMin: '0', passMax: '50', zoom: '10' };
  const result = await invoke(handler, routeEvent(routeById('maps-grind'), { query, caller: { username: 'admin', role: 'admin' } }));
  expect(result.statusCode).toBe(200);
  // The runs come by column (domain grind-wire.ts); read back as the map reads them.
  return grindLayerFromWire(jsonBody<GrindLayerWire>(result));
};

/** How many report queries (the bySiteDate index) `run` sends. */
async function reportQueries(run: () => Promise<unknown>): Promise<number> {
  const send = jest.spyOn(ddb, 'send');
  try {
    await run();
    return send.mock.calls.filter(([command]) => (command as { input?: { IndexName?: string } }).input?.IndexName === 'bySiteDate').length;
  } finally {
    send.mockRestore();
  }
}

beforeAll(async () => {
  clearKeptAnswers();
  await importTrack(ADMIN, {
    customer: 'GCRTA', line: 'Red Line', direction: 'EB', chainStart: 0, chainEnd: 100, unit: 'chain',
    geojson: { type: 'LineString', coordinates: [[-81.70, 41.48], [-81.65, 41.49]] },
  });
});

it('answers a repeated request from the kept layer, without reading the reports again', async () => {
  await fileReport(report('2034030190001', '2034-03-01', 10, 30), 'taken', { mail: false });
  const first = await layer();
  expect(first.reports).toBe(1);
  let again: GrindLayer | undefined;
  expect(await reportQueries(async () => (again = await layer()))).toBe(0);
  expect(again).toEqual(first);
});

it('shows a report filed or deleted since, at once: every committed change bumps the site revision', async () => {
  const before = await readSiteRevision('GCRTA');
  const filed = report('2034030290001', '2034-03-02', 20, 40);
  await fileReport(filed, 'taken', { mail: false });
  // Moved on, not 'one more': other files of the run file GCRTA reports into the same table at the same time.
  const afterFiling = await readSiteRevision('GCRTA');
  expect(afterFiling).toBeGreaterThan(before);
  const after = await layer();
  expect(after.runs.map((r) => [r.from, r.to, r.shiftId])).toContainEqual([20, 40, filed.shiftId]);
  await deleteReport(ADMIN, filed.shiftId);
  expect(await readSiteRevision('GCRTA')).toBeGreaterThan(afterFiling);
  expect((await layer()).runs.map((r) => r.shiftId)).not.toContain(filed.shiftId);
});

it('answers gzip when accepted and 304 when If-None-Match names the ETag, both within its contract', async () => {
  const query = { site: 'GCRTA', from: '2034-01-01', to: '2034-12-31', passMin: '0', passMax: '50', zoom: '10' };
  const caller = { username: 'admin', role: 'admin' };
  const zipped = await invoke(handler, routeEvent(routeById('maps-grind'), { query, caller, headers: { 'accept-encoding': 'gzip, br' } }));
  expect(zipped.statusCode).toBe(200);
  expect(zipped.headers?.['content-encoding']).toBe('gzip');
  expect(zipped.isBase64Encoded).toBe(true);
  const etag = zipped.headers?.etag as string;
  const again = await invoke(handler, routeEvent(routeById('maps-grind'), { query, caller, headers: { 'if-none-match': etag } }));
  expect(again.statusCode).toBe(304);
  expect(again.body).toBeUndefined();
});

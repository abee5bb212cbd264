/**
 * GET /api/maps/condition: a site's processed CAT runs placed on its imported track, cut into
 * measured segments, newest run first; the site scope and the query's site checked.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { RailConditionLayer } from '@grindline/domain';
import { dataCollectionKeys } from '../../data/data-collection-entities';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import { customerCatalogue } from '../../reference/catalogue';
import { importTrack } from '../../reference/track-import';
import { routeById } from '../../route-table';
import { SEED_CALLER } from '../../seed/load';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler } from './rail-condition';

const route = routeById('maps-condition');
// PRT (chain = entered value x 10) is filed CAT data by this file only.
const red = customerCatalogue('PRT')!.lines.find((l) => l.name === 'Red Line')!;
const { direction, trackId } = red.directions[0];

/** Files a data-collection shift of one rail file, processed (with its CQI) unless `status` says otherwise. */
async function fileRun(date: string, from: number, to: number, cqi65: number, status: 'processed' | 'failed' | 'processing' = 'processed', onTrack = trackId): Promise<string> {
  const id = randomUUID();
  const shiftId = `${date.replace(/-/g, '')}-${id.slice(0, 8)}`;
  const record = { id, fileName: `${id}.txt`, trackId: onTrack, rail: 'Left' as const, sensor: 20, from, to, description: '', operator: 'op', comment: '', runningBand: 'No' as const };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: {
    ...dataCollectionKeys.shift(shiftId), ...dataCollectionKeys.bySiteDate('PRT', date, shiftId),
    entity: 'dcShift', shiftId, date, clientId: 'PRT', lineName: 'Red Line', createdBy: 'test', createdAt: `${date}T08:00:00.000Z`, records: [record],
  } }));
  if (status !== 'processing') {
    await ddb.send(new PutCommand({ TableName: config.tableName, Item: {
      ...dataCollectionKeys.result(id), entity: 'catResult', fileId: id, key: `cat/uploads/${id}/x.txt`, etag: 'e', status, processedAt: `${date}T09:00:00.000Z`,
      ...(status === 'processed' ? { result: { CQI: { '65': cqi65, '75': cqi65 + 1, '85': cqi65 + 2, '95': cqi65 + 3 } } } : { reason: 'bad file' }),
    } }));
  }
  return id;
}

const layer = async (caller = { username: 'admin', role: 'admin' }, site = 'PRT') => invoke(handler, routeEvent(route, { query: { site }, caller }));

describe('GET /api/maps/condition', () => {
  let older = '', newer = '', offTrack = '';
  beforeAll(async () => {
    await importTrack(SEED_CALLER, { customer: 'PRT', line: 'Red Line', direction, chainStart: 0, chainEnd: 60, unit: 'chain', geojson: { type: 'LineString', coordinates: [[-80.00, 40.44], [-80.05, 40.36]] } });
    older = await fileRun('2035-01-10', 1, 3, 18.5);
    newer = await fileRun('2035-02-10', 2, 4, 3.2);
    offTrack = await fileRun('2035-02-11', 1, 2, 9, 'processed', 'NOT_A_TRACK');
    await fileRun('2035-02-12', 1, 4, 0, 'failed');
    await fileRun('2035-02-13', 1, 4, 0, 'processing');
  });

  it('answers the processed runs newest first and the measured segments, split where they overlap, the latest first on each', async () => {
    const res = await layer();
    expect(res.statusCode).toBe(200);
    const body = jsonBody<RailConditionLayer>(res);
    expect(body.runs.map((r) => [r.id, r.date, r.from, r.to, r.cqi['65']])).toEqual([
      [offTrack, '2035-02-11', 1, 2, 9],
      [newer, '2035-02-10', 2, 4, 3.2],
      [older, '2035-01-10', 1, 3, 18.5],
    ]);
    // No operator, comment or file name: the layer is open to the site's users, the Data Collection list is not.
    expect(Object.keys(body.runs[0]).sort()).toEqual(['cqi', 'date', 'from', 'id', 'line', 'rail', 'to', 'trackId']);
    expect(body.segments.map((s) => [s.trackId, s.line, s.from, s.to, s.runIds])).toEqual([
      [trackId, 'Red Line', 10, 20, [older]],
      [trackId, 'Red Line', 20, 30, [newer, older]],
      [trackId, 'Red Line', 30, 40, [newer]],
    ]);
    for (const s of body.segments) {
      expect(s.coords.length).toBeGreaterThanOrEqual(2);
      for (const [lng, lat] of s.coords) expect([lng > -80.05 && lng < -80, lat > 40.36 && lat < 40.44]).toEqual([true, true]);
    }
    expect(body.unplaced).toEqual([offTrack]);
  });

  it('refuses a user another site or one it does not know (403) and names a missing or ALL site (400)', async () => {
    expect((await layer({ username: 'bartadmin', role: 'BARTadmin' })).statusCode).toBe(403);
    expect((await layer(undefined, 'NOWHERE')).statusCode).toBe(403);
    for (const [query, message] of [[{}, 'site is required'], [{ site: 'ALL' }, 'Choose one site']] as const) {
      const bad = await invoke(handler, routeEvent(route, { query, caller: { username: 'admin', role: 'admin' } }));
      expect(bad.statusCode).toBe(400);
      expect(jsonBody(bad)).toEqual({ message, issues: [{ path: 'site', message }] });
    }
  });

  it('answers an empty layer for a site without CAT runs', async () => {
    const body = jsonBody<RailConditionLayer>(await layer({ username: 'mbta', role: 'MBTA' }, 'MBTA'));
    expect(body).toEqual({ site: 'MBTA', runs: [], segments: [], unplaced: [] });
  });
});

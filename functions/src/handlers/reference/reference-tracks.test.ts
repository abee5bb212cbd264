import { routeById } from '../../route-table';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler as importHandler } from './import-track';
import { handler as listHandler } from './list-tracks';
import { handler as pointsHandler } from './track-points';

const geojson = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[-73.90, 40.70], [-73.90, 40.72]] } }] };
const body = { customer: 'JFK', line: 'Jamaica Line', direction: 'OB', chainStart: 0, chainEnd: 80, unit: 'chain', geojson };
const admin = { username: 'admin', role: 'admin' };

describe('reference track routes', () => {
  it('imports a track (201), then lists it with its range and serves its points', async () => {
    const created = await invoke(importHandler, routeEvent(routeById('reference-track-import'), { body, caller: admin }));
    expect(created.statusCode).toBe(201);
    expect(jsonBody(created).track).toMatchObject({ site: 'JFK', trackId: 'JL_1', pointCount: 81 });

    const list = await invoke(listHandler, routeEvent(routeById('reference-track-list'), { query: { site: 'JFK' }, caller: { username: 'jfk', role: 'JFK' } }));
    expect(list.statusCode).toBe(200);
    const line = jsonBody<{ lines: Array<{ name: string; directions: Array<Record<string, unknown>> }> }>(list).lines.find((l) => l.name === 'Jamaica Line')!;
    expect(line.directions[0]).toMatchObject({ direction: 'OB', trackId: 'JL_1', imported: { minChain: 0, maxChain: 80, pointCount: 81 } });
    expect(line.directions[1]).toMatchObject({ direction: 'IB', trackId: 'JL_2', imported: null });
    expect(JSON.stringify(jsonBody(list))).not.toContain('coord');

    const points = await invoke(pointsHandler, routeEvent(routeById('reference-track-points'), { query: { site: 'JFK' }, params: { trackId: 'JL_1' }, caller: admin }));
    expect(points.statusCode).toBe(200);
    const answer = jsonBody<{ trackId: string; points: Array<{ chain: number; coord: number[]; structure: string; geometry: string }> }>(points);
    expect(answer.points).toHaveLength(81);
    expect(answer.points[40]).toMatchObject({ chain: 40, coord: [40.71, -73.9] });
  });

  it('answers 400 for a bad file, 403 for a site admin, 404 for a track never imported', async () => {
    const bad = await invoke(importHandler, routeEvent(routeById('reference-track-import'), { body: { ...body, geojson: { type: 'Polygon' } }, caller: admin }));
    expect(bad.statusCode).toBe(400);
    expect(jsonBody(bad).message).toBe('geojson is a Polygon, not a LineString, Feature or FeatureCollection');
    const unknown = await invoke(importHandler, routeEvent(routeById('reference-track-import'), { body: { ...body, customer: 'DEV' }, caller: admin }));
    expect(unknown.statusCode).toBe(400);
    expect(jsonBody(unknown).message).toBe('Unknown customer "DEV"');
    const siteAdmin = await invoke(importHandler, routeEvent(routeById('reference-track-import'), { body, caller: { username: 'bart', role: 'BARTadmin' } }));
    expect(siteAdmin.statusCode).toBe(403);
    const missing = await invoke(pointsHandler, routeEvent(routeById('reference-track-points'), { query: { site: 'JFK' }, params: { trackId: 'HBL_2' }, caller: admin }));
    expect(missing.statusCode).toBe(404);
    const otherSite = await invoke(listHandler, routeEvent(routeById('reference-track-list'), { query: { site: 'JFK' }, caller: { username: 'mbta', role: 'MBTA' } }));
    expect(otherSite.statusCode).toBe(403);
  });
});

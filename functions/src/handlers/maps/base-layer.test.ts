/**
 * The base layer names the stations on each line: the reference stations near the stored track,
 * with the chain of the nearest point, and none of another line's.
 */
import { accessFor } from '@grindline/domain';
import { clearKeptAnswers } from '../../maps/layer-cache';
import { importTrack } from '../../reference/track-import';
import { routeById } from '../../route-table';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler } from './base-layer';

const ADMIN = { username: 'admin', role: 'admin', access: accessFor('admin') };
type Station = { name: string; line: string; chain: number; coord: [number, number] };

beforeAll(async () => {
  clearKeptAnswers();
  // O-Train Line 4 from South Keys by Uplands to the Airport, as straight legs between the stations.
  await importTrack(ADMIN, {
    customer: 'OTRAIN', line: 'AIRPORT', direction: 'NB', chainStart: 0, chainEnd: 416, unit: 'chain',
    geojson: { type: 'LineString', coordinates: [[-75.65544, 45.353366], [-75.656014, 45.332914], [-75.668746, 45.323742]] },
  });
});

it("answers the stations on each line with the chain of the nearest point, and none of another line's", async () => {
  const result = await invoke(handler, routeEvent(routeById('maps-base'), { query: { site: 'OTRAIN' }, caller: { username: 'admin', role: 'admin' } }));
  expect(result.statusCode).toBe(200);
  const { stations } = jsonBody<{ stations: Station[] }>(result);
  const airport = stations.filter((s) => s.line === 'AIRPORT');
  expect(airport.map((s) => s.name)).toEqual(['South Keys', 'Uplands', 'Airport']);
  expect(airport[0]).toEqual({ name: 'South Keys', line: 'AIRPORT', chain: 0, coord: [-75.65544, 45.35337] });
  expect(airport[1].chain).toBeGreaterThan(200);
  expect(airport[1].chain).toBeLessThan(300);
  expect(airport[2].chain).toBeCloseTo(416, 0);
  // Trim and Limebank are not near this track.
  expect(airport.map((s) => s.name)).not.toContain('Trim');
});

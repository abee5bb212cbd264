import { PNG } from 'pngjs';
import { routeById } from '../../route-table';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { customerCatalogue } from '../../reference/catalogue';
import { sourceCoordinates } from '../../reference/geometry-source';
import { importTrack } from '../../reference/track-import';
import { SEED_CALLER } from '../../seed/load';
import { handler } from './map-image';

const route = routeById('map-image');
const bartadmin = { username: 'bartadmin', role: 'BARTadmin' };

describe('POST /api/maps/image', () => {
  beforeAll(async () => {
    const k = customerCatalogue('BART')!.lines.find((l) => l.name === 'K')!;
    await importTrack(SEED_CALLER, { customer: 'BART', line: 'K', direction: '2', chainStart: k.minChain, chainEnd: k.maxChain, unit: 'chain', geojson: { type: 'LineString', coordinates: sourceCoordinates(k.source, 'BART:K') } });
  });

  it('answers the PNG of its own site to a site admin, then from the cache', async () => {
    const body = { site: 'BART', line: 'K', completeChains: [[1, 2.5]], incompleteChains: [[3, 3.4]], date: '2024-05-03', label: '<b>20240503100001</b>' };
    const first = await invoke(handler, routeEvent(route, { body, caller: bartadmin }));
    expect(first.statusCode).toBe(200);
    expect(first.headers?.['content-type']).toBe('image/png');
    expect(first.headers?.['x-map-cache']).toBe('miss');
    expect(first.isBase64Encoded).toBe(true);
    const png = PNG.sync.read(Buffer.from(first.body!, 'base64'));
    expect([png.width, png.height]).toEqual([800, 560]);
    const again = await invoke(handler, routeEvent(route, { body, caller: bartadmin }));
    expect(again.headers?.['x-map-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
  });

  it('refuses a site admin another site (403) and says when there is no map (404) or the body is wrong (400)', async () => {
    const other = await invoke(handler, routeEvent(route, { body: { site: 'MBTA', line: 'Red', completeChains: [] }, caller: bartadmin }));
    expect(other.statusCode).toBe(403);
    const none = await invoke(handler, routeEvent(route, { body: { site: 'BART', line: 'N180' }, caller: bartadmin }));
    expect(none.statusCode).toBe(404);
    expect(jsonBody(none).message).toBe('No map available for N180');
    const bad = await invoke(handler, routeEvent(route, { body: { site: 'BART', line: 'K', completeChains: [[1]] }, caller: bartadmin }));
    expect(bad.statusCode).toBe(400);
    const both = await invoke(handler, routeEvent(route, { body: { site: 'BART', line: 'K', trackId: 'K_1' }, caller: bartadmin }));
    expect(jsonBody(both).message).toBe('Give either line or trackId');
  });
});

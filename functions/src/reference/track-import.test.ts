import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { accessFor, referenceTrackImportRoute, type ImportTrackRequest } from '@grindline/domain';
import { parseContractRequest } from '../lib/contract-check';
import { trackKeys } from '../data/track-entities';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import type { Caller } from '../lib/create-handler';
import { importTrack } from './track-import';
import { CHUNK_POINTS, getTrackHeader, readTrack } from './track-store';

const admin: Caller = { username: 'importer', role: 'admin', access: accessFor('admin') };
/** About 7 km heading south-east through Oakland. */
const geojson = { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[-122.27, 37.8], [-122.24, 37.78], [-122.2, 37.76]] } };
/** A request body with `overrides`, parsed as the route's contract parses it (the schema's refusals come from there). */
const request = (overrides: Record<string, unknown> = {}): ImportTrackRequest =>
  parseContractRequest(referenceTrackImportRoute, { body: { customer: 'BART', line: 'K', direction: '1', chainStart: 0, chainEnd: 4.5, unit: 'reference', geojson, ...overrides }, params: {}, query: {} }).body as ImportTrackRequest;

async function partition(site: string): Promise<Record<string, unknown>[]> {
  const { Items } = await ddb.send(new QueryCommand({ TableName: config.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': trackKeys.partition(site) }, ConsistentRead: true }));
  return Items ?? [];
}

describe('importTrack (DynamoDB Local)', () => {
  it('stores the chain points of a BART track and reads them back in chain order', async () => {
    const version = (await getTrackHeader('BART', 'K_1'))?.version ?? 0;
    const track = await importTrack(admin, request());
    expect(track).toMatchObject({ site: 'BART', line: 'K', direction: '1', trackId: 'K_1', minChain: 0, maxChain: 45, pointCount: 451, chunkCount: 1, version: version + 1, importedBy: 'importer' });
    const stored = await readTrack('BART', 'K_1');
    expect(stored!.points).toHaveLength(451);
    expect(stored!.points[0]).toMatchObject({ chain: 0, tenthChain: 0, coord: [37.8, -122.27] });
    expect(stored!.points[450]).toMatchObject({ chain: 45, tenthChain: 450, coord: [37.76, -122.2] });
  });

  it('splits long tracks into chunks and a shorter re-import leaves no stale chunk', async () => {
    const long = await importTrack(admin, request({ customer: 'MBTA', line: 'Red Line', direction: 'SB', chainStart: 0, chainEnd: 500, unit: 'chain' }));
    expect(long).toMatchObject({ trackId: 'RL_1', pointCount: 5001, chunkCount: Math.ceil(5001 / CHUNK_POINTS) });
    const short = await importTrack(admin, request({ customer: 'MBTA', line: 'Red Line', direction: 'SB', chainStart: 100, chainEnd: 200, unit: 'chain' }));
    expect(short).toMatchObject({ pointCount: 1001, chunkCount: 1, version: long.version + 1 });
    const items = (await partition('MBTA')).filter((i) => i.trackId === 'RL_1');
    expect(items.map((i) => i.sk)).toEqual(['POINTS#RL_1#0000', 'TRACK#RL_1']);
    expect((await readTrack('MBTA', 'RL_1'))!.points[0].chain).toBe(100);
  });

  it.each([
    [{ geojson: '{oops' }, 'geojson is not valid JSON'],
    [{ geojson: { type: 'Point', coordinates: [0, 0] } }, 'geojson is a Point, not a LineString, Feature or FeatureCollection'],
    [{ geojson: { type: 'LineString', coordinates: [[-122, 37]] } }, 'The LineString has 1 distinct point; it needs at least 2'],
    [{ chainStart: 2, chainEnd: 1 }, 'chainEnd must be greater than chainStart (orient the line so that chain increases)'],
    [{ customer: 'DEV' }, 'Unknown customer "DEV"'],
    [{ line: 'Z' }, 'Customer BART has no line "Z"'],
    [{ direction: 'NB' }, 'Line K has no direction "NB"; expected one of 1, 2'],
    [{ chainEnd: 7 }, 'Chain 0 to 70 is outside line K (0 to 60)'],
    [{ chainStart: 1, chainEnd: 1.005 }, "Chain 10 to 10.05 holds 1 chain point(s) at BART's resolution; a track needs at least 2"],
    [{ unit: 'miles' }, "unit must be 'chain' (database chain) or 'reference' (as entered)"],
    [{ geojson: undefined }, 'geojson is required'],
  ])('refuses %j with a 400 and writes nothing', async (overrides, message) => {
    const before = await partition('BART');
    await expect(Promise.resolve().then(() => importTrack(admin, request(overrides)))).rejects.toMatchObject({ statusCode: 400, message });
    expect(await partition('BART')).toEqual(before);
  });
});

/**
 * Runs the demo seed into a table of its own, so the tracks it imports do not meet the other
 * tests' data, in a DynamoDB Local of its own (tests/support/own-dynamo.ts: a table created late
 * in the shared engine writes slower with every stream record the other tests left there). The
 * services read TABLE_NAME when they load, so everything that touches the table is imported after
 * it is set, and the variable is restored for the next test file.
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CUSTOMERS } from '@grindline/domain';
import { tableDefinition } from '../data/table';
import { useOwnDynamo, type StopOwnDynamo } from '../../tests/support/own-dynamo';
import { seedDemo } from './demo';

const TABLE = 'grindline-demo-test';
const original = process.env.TABLE_NAME;
let stopEngine: StopOwnDynamo;

beforeAll(async () => {
  stopEngine = await useOwnDynamo();
  const client = new DynamoDBClient({});
  await client.send(new CreateTableCommand(tableDefinition(TABLE)));
  client.destroy();
});
afterAll(async () => {
  process.env.TABLE_NAME = original;
  await stopEngine();
});

async function reportCount(site: string, from: string, to: string): Promise<number> {
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb } = await import('../lib/clients/dynamodb');
  const { reportKeys } = await import('../data/report-entities');
  const { BY_SITE_DATE } = await import('../data/table');
  const range = reportKeys.bySiteDateRange(site, from, to);
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new QueryCommand({ TableName: TABLE, IndexName: BY_SITE_DATE, KeyConditionExpression: 'bySiteDatePk = :pk AND bySiteDateSk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to }, Select: 'COUNT', ExclusiveStartKey }));
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

/** Reports of every customer in the window, by site. */
async function reportCounts(from: string, to: string): Promise<Record<string, number>> {
  const counts = await Promise.all(CUSTOMERS.map(async (site) => [site, await reportCount(site, from, to)] as const));
  return Object.fromEntries(counts);
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('seedDemo (DynamoDB Local)', () => {
  let first: Awaited<ReturnType<typeof seedDemo>>;

  it('loads every track and ~4 months of history of every customer once; a second start changes nothing', async () => {
    first = await seedDemo({ env: { TABLE_NAME: TABLE }, today: '2030-04-30' });
    expect(first).toMatchObject({ skipped: false, from: '2029-12-29', to: '2030-04-30', reportsExisting: 0 });
    expect(first.tracks).toBeGreaterThan(150);
    expect(Object.keys(first.byVariant).sort()).toEqual(['bart', 'nyct', 'skytrain', 'skytrain-arm', 'standard']);
    const counts = await reportCounts(first.from, first.to);
    expect(total(counts)).toBe(first.reportsCreated);
    // Every customer has shifts to show on first start, BART a night shift of each grinder most nights.
    for (const site of CUSTOMERS) expect(counts[site]).toBeGreaterThan(0);
    expect(counts.BART).toBeGreaterThan(300);
    expect(counts.NYCT).toBeGreaterThan(200);
    expect(counts.SKYTRAIN).toBeGreaterThan(200);
    const { readTrack } = await import('../reference/track-store');
    const irt = await readTrack('NYCT', 'IRT_BB_1');
    expect(irt!.points.length).toBe(773);

    const second = await seedDemo({ env: { TABLE_NAME: TABLE }, today: '2030-04-30' });
    expect(second.skipped).toBe(true);
    expect(total(await reportCounts(first.from, first.to))).toBe(first.reportsCreated);
    expect((await readTrack('NYCT', 'IRT_BB_1'))!.track.version).toBe(1);
    expect(second.tracksRefreshed).toBe(false);
  }, 180_000);

  it('a data directory seeded before a catalogue change gets the catalogue\'s tracks on its next start, once', async () => {
    const { readTrack, writeTrack } = await import('../reference/track-store');
    const { markTracks } = await import('./track-refresh');
    const { customerCatalogue } = await import('../reference/catalogue');
    const { direction, trackId } = customerCatalogue('SDMTS')!.lines.find((l) => l.name === 'Blue Line')!.directions[0];
    // What a directory seeded before SDMTS's real lines holds: another Blue Line, and a fingerprint of that catalogue.
    const current = (await readTrack('SDMTS', trackId))!;
    await writeTrack({ site: 'SDMTS', line: 'Blue Line', direction, trackId, minChain: 0, maxChain: 100, points: current.points.slice(0, 101), importedBy: 'older-seed' });
    await markTracks('an-older-catalogue');

    const next = await seedDemo({ env: { TABLE_NAME: TABLE }, today: '2030-04-30' });
    expect(next).toMatchObject({ skipped: true, tracksRefreshed: true, tracks: first.tracks });
    const blue = (await readTrack('SDMTS', trackId))!;
    expect(blue.points.length).toBe(current.points.length);
    expect(blue.track.maxChain).toBe(current.track.maxChain);

    expect((await seedDemo({ env: { TABLE_NAME: TABLE }, today: '2030-04-30' })).tracksRefreshed).toBe(false);
  }, 180_000);
});

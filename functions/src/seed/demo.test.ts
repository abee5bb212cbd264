/**
 * Runs the demo seed into a table of its own, so the tracks it imports do not meet the other
 * tests' data. The services read TABLE_NAME when they load, so everything that touches the table
 * is imported after it is set, and the variable is restored for the next test file.
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../data/table';
import { seedDemo } from './demo';

const TABLE = 'grindline-demo-test';
const original = process.env.TABLE_NAME;

beforeAll(async () => {
  const client = new DynamoDBClient({});
  await client.send(new CreateTableCommand(tableDefinition(TABLE)));
  client.destroy();
});
afterAll(() => {
  process.env.TABLE_NAME = original;
});

async function bartReportCount(from: string, to: string): Promise<number> {
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb } = await import('../lib/clients');
  const { BY_SITE_DATE, reportKeys } = await import('../data/table');
  const range = reportKeys.bySiteDateRange('BART', from, to);
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new QueryCommand({ TableName: TABLE, IndexName: BY_SITE_DATE, KeyConditionExpression: 'bySiteDatePk = :pk AND bySiteDateSk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to }, Select: 'COUNT', ExclusiveStartKey }));
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

describe('seedDemo (DynamoDB Local)', () => {
  it('loads every track and ~4 months of BART history once; a second start changes nothing', async () => {
    const first = await seedDemo({ env: { TABLE_NAME: TABLE }, today: '2030-04-30' });
    expect(first).toMatchObject({ skipped: false, from: '2029-12-29', to: '2030-04-30', reportsExisting: 0 });
    expect(first.tracks).toBeGreaterThan(150);
    expect(first.reportsCreated).toBeGreaterThan(300);
    expect(first.missingVariants).toEqual(['standard', 'skytrain', 'nyct']);
    expect(await bartReportCount(first.from, first.to)).toBe(first.reportsCreated);
    const { readTrack } = await import('../reference/track-store');
    const irt = await readTrack('NYCT', 'IRT_BB_1');
    expect(irt!.points.length).toBe(773);

    const second = await seedDemo({ env: { TABLE_NAME: TABLE }, today: '2030-04-30' });
    expect(second.skipped).toBe(true);
    expect(await bartReportCount(first.from, first.to)).toBe(first.reportsCreated);
    expect((await readTrack('NYCT', 'IRT_BB_1'))!.track.version).toBe(1);
  }, 120_000);
});

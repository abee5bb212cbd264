import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '../../functions/src/data/table';
import type { WorkerDef } from '../../functions/src/workers';
import { LOCAL_AWS } from './bootstrap';
import { startDynamo } from './emulators/dynamodb';
import type { Emulator } from './emulators/process';
import { startStreamWorkers, type StreamWorkers } from './stream-worker';

jest.setTimeout(120_000);

const TABLE = 'stream-worker-test';
/** The counting worker's bundle keeps what it was handed on a global this test reads. */
const seen = globalThis as unknown as { streamWorkerTest?: { batches: number; keys: string[] } };
const worker = { id: 'count-outbox', source: { kind: 'tableStream', entity: 'outbox' } } as unknown as WorkerDef;

let dynamo: Emulator;
let doc: DynamoDBDocumentClient;
let workers: StreamWorkers | undefined;

beforeAll(async () => {
  dynamo = await startDynamo();
  const client = new DynamoDBClient({ ...LOCAL_AWS, endpoint: dynamo.endpoint });
  await client.send(new CreateTableCommand(tableDefinition(TABLE)));
  doc = DynamoDBDocumentClient.from(client);
});

afterEach(async () => {
  await workers?.stop();
  workers = undefined;
});

afterAll(async () => {
  doc?.destroy();
  await dynamo?.stop();
});

/** Writes `count` items of `entity`, 25 a request. */
async function write(entity: string, count: number, prefix: string): Promise<void> {
  for (let i = 0; i < count; i += 25) {
    const batch = Array.from({ length: Math.min(25, count - i) }, (_, j) => ({ PutRequest: { Item: { pk: `${prefix}#${i + j}`, sk: 'A', entity } } }));
    await doc.send(new BatchWriteCommand({ RequestItems: { [TABLE]: batch } }));
  }
}

/** The counting worker's bundle, in a dist folder of its own. */
function countingDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'gl-stream-worker-'));
  mkdirSync(join(dist, worker.id));
  writeFileSync(
    join(dist, worker.id, 'index.mjs'),
    `export const handler = async (event) => {
      const s = (globalThis.streamWorkerTest ??= { batches: 0, keys: [] });
      s.batches += 1;
      for (const r of event.Records) s.keys.push(r.dynamodb.Keys.pk.S);
    };\n`,
  );
  return dist;
}

/** Resolves when `done` holds, checking every 50 ms. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 50));
}

const keys = () => seen.streamWorkerTest?.keys ?? [];

it("hands a backlog larger than one read to the entity's worker in one tick", async () => {
  await write('outbox', 2_600, 'OUT');
  await write('report', 300, 'REP');
  // A minute between ticks: only reading again at once after a full batch (1,000 records) hands
  // the whole backlog over before the test times out.
  workers = await startStreamWorkers({ endpoint: dynamo.endpoint, tableName: TABLE, functionsDist: countingDist(), intervalMs: 60_000, workers: [worker] });
  await until(() => keys().length >= 2_600);
  expect(new Set(keys()).size).toBe(2_600);
  expect(keys().every((k) => k.startsWith('OUT#'))).toBe(true);
  expect(seen.streamWorkerTest!.batches).toBeGreaterThanOrEqual(3);
}, 30_000);

it('caughtUp resolves only once every record written before it was handed over', async () => {
  seen.streamWorkerTest = { batches: 0, keys: [] };
  workers = await startStreamWorkers({ endpoint: dynamo.endpoint, tableName: TABLE, functionsDist: countingDist(), intervalMs: 100, workers: [worker] });
  await write('outbox', 1_500, 'NEW');
  await workers.caughtUp();
  const fresh = keys().filter((k) => k.startsWith('NEW#'));
  expect(new Set(fresh).size).toBe(1_500);
});

it('caughtUp reads the stream at once instead of waiting for the next poll', async () => {
  seen.streamWorkerTest = { batches: 0, keys: [] };
  // A minute between polls: only the nudge that caughtUp gives hands the records over in time.
  workers = await startStreamWorkers({ endpoint: dynamo.endpoint, tableName: TABLE, functionsDist: countingDist(), intervalMs: 60_000, workers: [worker] });
  await write('outbox', 20, 'NUDGED');
  await workers.caughtUp();
  expect(keys().filter((k) => k.startsWith('NUDGED#'))).toHaveLength(20);
}, 20_000);

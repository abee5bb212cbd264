/**
 * The two halves of a table restore, on DynamoDB Local: a full export (a parallel Scan written as
 * DynamoDB JSON lines, the `{"Item": {...}}` lines an export to S3 writes) and an import into a new
 * table with the same definition (keys, the GSI, the stream, TTL), in parallel BatchWrites. In AWS
 * the same round trip is a point-in-time restore to a new table name (RestoreTableToPointInTime),
 * or ExportTableToPointInTime to S3 then ImportTable; docs/restore-drill.md.
 */
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { BatchWriteItemCommand, DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { createTable } from '../bootstrap';

/** One stored item in DynamoDB's own typed form. */
export type RawItem = Record<string, AttributeValue>;

/** How many segments scan at once and how many BatchWrites are in flight. */
const PARALLEL = 4;
const BATCH = 25;

/**
 * Every item of `tableName`, read by a parallel Scan (`segments` at once); `onItem` sees each as
 * it arrives. Answers the item count.
 */
export async function scanAll(client: DynamoDBClient, tableName: string, onItem: (item: RawItem) => void, segments = PARALLEL): Promise<number> {
  let count = 0;
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let start: RawItem | undefined;
      do {
        const page = await client.send(new ScanCommand({ TableName: tableName, Segment: segment, TotalSegments: segments, ExclusiveStartKey: start, ConsistentRead: true }));
        for (const item of page.Items ?? []) {
          onItem(item);
          count += 1;
        }
        start = page.LastEvaluatedKey;
      } while (start);
    }),
  );
  return count;
}

/** Binary values as base64, as the DynamoDB JSON of an S3 export writes them. */
function toJson(value: AttributeValue): unknown {
  if (value.B) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS) return { BS: value.BS.map((b) => Buffer.from(b).toString('base64')) };
  if (value.M) return { M: Object.fromEntries(Object.entries(value.M).map(([k, v]) => [k, toJson(v)])) };
  if (value.L) return { L: value.L.map(toJson) };
  return value;
}

function fromJson(value: Record<string, unknown>): AttributeValue {
  if (typeof value.B === 'string') return { B: Buffer.from(value.B, 'base64') };
  if (Array.isArray(value.BS)) return { BS: (value.BS as string[]).map((b) => Buffer.from(b, 'base64')) };
  if (value.M) return { M: Object.fromEntries(Object.entries(value.M as Record<string, Record<string, unknown>>).map(([k, v]) => [k, fromJson(v)])) };
  if (Array.isArray(value.L)) return { L: (value.L as Record<string, unknown>[]).map(fromJson) };
  return value as unknown as AttributeValue;
}

/** An item as one export line: `{"Item": {...}}` in DynamoDB JSON. */
export const exportLine = (item: RawItem): string => JSON.stringify({ Item: Object.fromEntries(Object.entries(item).map(([k, v]) => [k, toJson(v)])) });

/** The item of one export line; throws naming the line when it is not one. */
export function parseExportLine(line: string, lineNumber: number): RawItem {
  const parsed = JSON.parse(line) as { Item?: Record<string, Record<string, unknown>> };
  if (!parsed.Item || typeof parsed.Item !== 'object') throw new Error(`export line ${lineNumber} has no Item`);
  return Object.fromEntries(Object.entries(parsed.Item).map(([k, v]) => [k, fromJson(v)]));
}

/** What an export or an import did, and how long it took. */
export interface TransferFigures {
  items: number;
  ms: number;
}

/** Exports every item of `tableName` to `file` (JSON lines), by a parallel Scan. */
export async function exportTable(client: DynamoDBClient, tableName: string, file: string): Promise<TransferFigures> {
  const started = performance.now();
  mkdirSync(dirname(file), { recursive: true });
  const out = createWriteStream(file);
  const items = await scanAll(client, tableName, (item) => {
    out.write(`${exportLine(item)}\n`);
  });
  out.end();
  await once(out, 'finish');
  return { items, ms: performance.now() - started };
}

/** Writes one batch, again and again with a growing pause while DynamoDB hands items back. */
async function writeBatch(client: DynamoDBClient, tableName: string, items: RawItem[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt += 1) {
    if (attempt > 8) throw new Error(`${requests.length} items of a batch were still unprocessed after ${attempt} attempts`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const answer = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }));
    requests = (answer.UnprocessedItems?.[tableName] ?? []).map((r) => ({ PutRequest: { Item: r.PutRequest!.Item! } }));
  }
}

/**
 * Creates `tableName` with the product's table definition (functions/src/data/table.ts: keys, the
 * bySiteDate GSI, the stream, TTL on expiresAt) and imports the export `file` into it in parallel
 * BatchWrites of 25. The table must not exist yet: a restore never writes over a table.
 */
export async function restoreTable(endpoint: string, client: DynamoDBClient, tableName: string, file: string): Promise<TransferFigures> {
  const started = performance.now();
  const existing = await client.send(new ScanCommand({ TableName: tableName, Limit: 1 })).then(
    () => true,
    (error: Error) => (error.name === 'ResourceNotFoundException' ? false : Promise.reject(error)),
  );
  if (existing) throw new Error(`table ${tableName} already exists: a restore goes to a new table name`);
  await createTable(endpoint, tableName);
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  const inFlight = new Set<Promise<void>>();
  let batch: RawItem[] = [];
  let items = 0;
  let lineNumber = 0;
  const flush = async () => {
    const write = writeBatch(client, tableName, batch).finally(() => inFlight.delete(write));
    inFlight.add(write);
    batch = [];
    if (inFlight.size >= PARALLEL * 2) await Promise.race(inFlight);
  };
  for await (const line of lines) {
    lineNumber += 1;
    if (!line.trim()) continue;
    batch.push(parseExportLine(line, lineNumber));
    items += 1;
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  await Promise.all(inFlight);
  return { items, ms: performance.now() - started };
}

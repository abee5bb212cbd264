/**
 * What requests wrote to the harness table, read from the table's own stream (NEW_AND_OLD_IMAGES,
 * see isolated-table.ts): every insert, change and removal since the last read, with the item
 * before and after. It proves "a refused request wrote nothing" exactly (a write that changes no
 * attribute makes no stream record, as in AWS) without scanning the whole table twice per request,
 * which made the harness suites the slowest of the run (docs/bench.md 'Session 10' › 'The test run').
 */
import { DescribeTableCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import { harnessDynamo, HARNESS_TABLE } from './isolated-table';

type Image = Record<string, AttributeValue>;

/** One write to the table, as its stream saw it. */
export interface TableChange {
  event: 'INSERT' | 'MODIFY' | 'REMOVE';
  /** `pk|sk` of the item. */
  key: string;
  /** The item before the write (none for an insert). */
  before?: Image;
  /** The item after the write (none for a removal). */
  after?: Image;
}

const dynamo = harnessDynamo();
let streams: DynamoDBStreamsClient | undefined;
let streamArn = '';
/** Next iterator of each shard read so far (undefined once a closed shard is read to its end). */
const iterators = new Map<string, string | undefined>();
/** Sequence number of the last record read from each shard. */
const lastRead = new Map<string, string>();

async function client(): Promise<DynamoDBStreamsClient> {
  if (streams) return streams;
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: HARNESS_TABLE }));
  if (!Table?.LatestStreamArn) throw new Error(`${HARNESS_TABLE} has no stream: create it with createHarnessTable`);
  streamArn = Table.LatestStreamArn;
  // DynamoDB Local serves its streams on the DynamoDB endpoint the test stack names.
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  if (!endpoint) throw new Error('AWS_ENDPOINT_URL_DYNAMODB is not set: the harness reads DynamoDB Local of the test stack');
  streams = new DynamoDBStreamsClient({ endpoint });
  return streams;
}

async function discoverShards(reader: DynamoDBStreamsClient): Promise<void> {
  const { StreamDescription } = await reader.send(new DescribeStreamCommand({ StreamArn: streamArn }));
  for (const shard of StreamDescription?.Shards ?? []) {
    if (!shard.ShardId || iterators.has(shard.ShardId)) continue;
    // A shard first seen now is read from its start: nothing written to it is missed.
    iterators.set(shard.ShardId, await freshIterator(reader, shard.ShardId));
  }
}

/** An iterator of `shardId` just after the last record read from it (from its start if none was). */
async function freshIterator(reader: DynamoDBStreamsClient, shardId: string): Promise<string | undefined> {
  const after = lastRead.get(shardId);
  const { ShardIterator } = await reader.send(
    new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }) }),
  );
  return ShardIterator;
}

/**
 * One page of a shard. DynamoDB Local refuses an iterator taken while its shard held no record
 * once a record arrives (TrimmedDataAccessException, aws/aws-sdk-java#2923); nothing was trimmed,
 * so the page is read again from an iterator taken now, after the last record read.
 */
async function readPage(reader: DynamoDBStreamsClient, shardId: string, iterator: string) {
  try {
    return await reader.send(new GetRecordsCommand({ ShardIterator: iterator }));
  } catch (error) {
    if ((error as Error).name !== 'TrimmedDataAccessException') throw error;
    const again = await freshIterator(reader, shardId);
    return again ? reader.send(new GetRecordsCommand({ ShardIterator: again })) : { Records: [], NextShardIterator: undefined };
  }
}

/**
 * Every write to the harness table since the previous call (the first call returns every write
 * since the table was created). Call it once before the requests under test to start afresh.
 * DynamoDB Local puts a write's record on the stream before it answers the write.
 */
export async function tableChanges(): Promise<TableChange[]> {
  const reader = await client();
  const out: TableChange[] = [];
  // The stream is described only at the first read and once a shard read to its end has closed
  // (its children then hold the next writes), as DynamoDB Streams readers do: describing it before
  // every read was a quarter of the harness's calls. A table lives minutes; shards close in hours.
  if (iterators.size === 0) needsDiscovery = true;
  await readShards(reader, out);
  while (needsDiscovery) {
    needsDiscovery = false;
    await discoverShards(reader);
    await readShards(reader, out);
  }
  return out;
}

/** Whether the stream must be described again: nothing read yet, or a shard has closed. */
let needsDiscovery = false;

/** Appends to `out` every record of every open shard since the last read. */
async function readShards(reader: DynamoDBStreamsClient, out: TableChange[]): Promise<void> {
  for (const [shardId, iterator] of iterators) {
    let next = iterator;
    while (next) {
      const page = await readPage(reader, shardId, next);
      for (const record of page.Records ?? []) {
        const data = record.dynamodb ?? {};
        if (data.SequenceNumber) lastRead.set(shardId, data.SequenceNumber);
        const keys = (data.Keys ?? {}) as Image;
        out.push({
          event: record.eventName as TableChange['event'],
          key: `${keys.pk?.S ?? ''}|${keys.sk?.S ?? ''}`,
          before: data.OldImage as Image | undefined,
          after: data.NewImage as Image | undefined,
        });
      }
      next = page.NextShardIterator;
      iterators.set(shardId, next);
      // A closed shard read to its end: its children are found by describing the stream again.
      if (!next) needsDiscovery = true;
      // An open shard answers an empty page with a next iterator: stop there and keep it.
      if (!page.Records?.length) break;
    }
  }
}

/** Keys of the changes whose partition key starts with none of `exclude` and that `keep` keeps. */
export function changedKeys(changes: readonly TableChange[], exclude: readonly string[] = [], keep: (change: TableChange) => boolean = () => true): string[] {
  return changes.filter((c) => !exclude.some((prefix) => c.key.startsWith(prefix)) && keep(c)).map((c) => `${c.event} ${c.key}`);
}

/** Closes the reader's clients. */
export function closeTableChanges(): void {
  streams?.destroy();
  dynamo.destroy();
}

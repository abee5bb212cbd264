/**
 * The local stand-in for Lambda's DynamoDB Streams event source: reads DynamoDB Local's stream of
 * the table and invokes each worker's built bundle (functions/dist/<id>/index.mjs, the same file
 * the CDK app deploys) with the records of new items of its entity, like the AWS event filter.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { workers as workerTable, type WorkerDef } from '../../functions/src/workers';
import { LOCAL_AWS } from './bootstrap';
import { IDLE_POLL_MS, startPolling, workerBundles } from './worker-invoker';

/** Reads every shard of a table's stream from where it was opened. */
export class TableStreamReader {
  private readonly streams: DynamoDBStreamsClient;
  private readonly endpoint: string;
  private readonly tableName: string;
  private iterators = new Map<string, string | undefined>();
  private streamArn = '';

  constructor(endpoint: string, tableName: string) {
    this.endpoint = endpoint;
    this.tableName = tableName;
    this.streams = new DynamoDBStreamsClient({ ...LOCAL_AWS, endpoint });
  }

  /** Opens the stream: 'LATEST' reads from now on, 'TRIM_HORIZON' from the oldest record kept. */
  async open(from: 'LATEST' | 'TRIM_HORIZON'): Promise<void> {
    const dynamo = new DynamoDBClient({ ...LOCAL_AWS, endpoint: this.endpoint });
    try {
      const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: this.tableName }));
      if (!Table?.LatestStreamArn) throw new Error(`Table ${this.tableName} has no stream`);
      this.streamArn = Table.LatestStreamArn;
    } finally {
      dynamo.destroy();
    }
    await this.discoverShards(from);
  }

  private async discoverShards(from: 'LATEST' | 'TRIM_HORIZON'): Promise<void> {
    const { StreamDescription } = await this.streams.send(new DescribeStreamCommand({ StreamArn: this.streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || this.iterators.has(shard.ShardId)) continue;
      const { ShardIterator } = await this.streams.send(
        new GetShardIteratorCommand({ StreamArn: this.streamArn, ShardId: shard.ShardId, ShardIteratorType: from }),
      );
      this.iterators.set(shard.ShardId, ShardIterator);
    }
  }

  /** The records written since the last read (new shards are read from their start). */
  async read(): Promise<_Record[]> {
    await this.discoverShards('TRIM_HORIZON');
    const out: _Record[] = [];
    for (const [shardId, iterator] of this.iterators) {
      if (!iterator) continue;
      const { Records, NextShardIterator } = await this.streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      out.push(...(Records ?? []));
      this.iterators.set(shardId, NextShardIterator);
    }
    return out;
  }

  close(): void {
    this.streams.destroy();
  }
}

/** Whether a stream record is a new item of `entity` (the filter the CDK event source uses). */
export function isNewItemOf(record: _Record, entity: string): boolean {
  return record.eventName === 'INSERT' && record.dynamodb?.NewImage?.entity?.S === entity;
}

export interface StreamWorkers {
  /** Resolves once every record written before the call has been handed to its worker. */
  caughtUp(): Promise<void>;
  /** Reads the stream now (after a request that may have written). */
  nudge(): void;
  stop(): Promise<void>;
}

/** Records one GetRecords call returns at most (DynamoDB Streams' limit, DynamoDB Local's too). */
const GET_RECORDS_LIMIT = 1000;

type WorkerHandler = (event: { Records: _Record[] }) => Promise<unknown>;

/**
 * Polls the stream every `intervalMs` and hands each worker its records, one batch at a time.
 * Starts from TRIM_HORIZON: mails queued while the stack was down are sent at the next start
 * (each mail's idempotency record keeps a second drain from sending it again).
 */
export async function startStreamWorkers(options: { endpoint: string; tableName: string; functionsDist?: string; intervalMs?: number; workers?: readonly WorkerDef[] }): Promise<StreamWorkers> {
  const reader = new TableStreamReader(options.endpoint, options.tableName);
  await reader.open('TRIM_HORIZON');
  const handlerOf = workerBundles<WorkerHandler>(options.functionsDist);
  let waiting: (() => void)[] = [];
  let ticking = false;
  const tick = async () => {
    ticking = true;
    try {
      // Like Lambda's poller, a full batch is followed by the next read at once: a backlog (the
      // bench's 124k-item load) is drained in one go instead of 1,000 records a tick.
      for (let full = true; full; ) {
        const records = await reader.read();
        full = records.length >= GET_RECORDS_LIMIT;
        for (const w of options.workers ?? workerTable) {
          const source = w.source;
          if (source.kind !== 'tableStream') continue;
          const mine = records.filter((r) => isNewItemOf(r, source.entity));
          if (mine.length) await (await handlerOf(w))({ Records: mine });
        }
      }
      // Everything written before this tick started has been handed to the workers.
      const settled = waiting;
      waiting = [];
      for (const resolve of settled) resolve();
    } catch (error) {
      console.error(`stream worker: ${(error as Error).message}`);
    } finally {
      ticking = false;
    }
  };
  const poller = startPolling(tick, options.intervalMs ?? IDLE_POLL_MS);
  return {
    // A tick under way may have read before the call: then the one after it is waited for too.
    caughtUp: () =>
      new Promise<void>((resolve) => {
        waiting.push(ticking ? () => waiting.push(resolve) : resolve);
        poller.nudge();
      }),
    nudge: () => poller.nudge(),
    stop: async () => {
      await poller.stop();
      reader.close();
    },
  };
}

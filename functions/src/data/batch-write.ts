/**
 * BatchWriteItem with its leftovers: DynamoDB may leave items unprocessed (throttling), and they
 * are written again, with a growing pause, until none is left. No conditions are possible in a
 * batch: callers use it where no other writer can be racing them (sessions of one sign-in, the
 * seeders at start).
 */
import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb';

type RequestItems = NonNullable<BatchWriteCommandInput['RequestItems']>;

/** DynamoDB's limit of writes per BatchWriteItem. */
export const BATCH_WRITE_LIMIT = 25;

/** Writes `requests` (at most 25) until DynamoDB has processed them all. */
export async function batchWrite(requests: RequestItems): Promise<void> {
  let pending: RequestItems | undefined = requests;
  for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(attempt, 6)));
    const answer: { UnprocessedItems?: RequestItems } = await ddb.send(new BatchWriteCommand({ RequestItems: pending }));
    pending = answer.UnprocessedItems;
  }
}

/** Puts every item of `items` into `tableName`, 25 a request, `concurrency` requests at a time. */
export async function putItems(tableName: string, items: readonly Record<string, unknown>[], concurrency = 1): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const batch = items.slice(next, next + BATCH_WRITE_LIMIT);
      next += BATCH_WRITE_LIMIT;
      await batchWrite({ [tableName]: batch.map((Item) => ({ PutRequest: { Item } })) });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, Math.ceil(items.length / BATCH_WRITE_LIMIT))) }, worker));
}

/** A stream of puts into one table: items added while earlier ones are being written. */
export interface PutStream {
  /** Queues `items`; they are written 25 a request, in the order added. */
  add(items: readonly Record<string, unknown>[]): void;
  /** Resolves once everything added is written (and rejects with the first failure). */
  close(): Promise<void>;
}

/**
 * Puts into `tableName` in the background, `concurrency` BatchWriteItem requests in flight, so a
 * caller can go on computing the next items (the seeders' numbering) while DynamoDB writes the
 * first ones. Unprocessed items are retried as in {@link batchWrite}.
 */
export function putStream(tableName: string, concurrency: number): PutStream {
  let queue: Record<string, unknown>[] = [];
  let head = 0;
  let closed = false;
  let failure: unknown;
  const waiting: Array<() => void> = [];
  const waitForWork = () => new Promise<void>((resolve) => waiting.push(resolve));
  const notify = () => waiting.shift()?.();
  const notifyAll = () => {
    while (waiting.length > 0) waiting.shift()!();
  };
  const worker = async (): Promise<void> => {
    for (;;) {
      if (failure !== undefined) return;
      if (head === queue.length) {
        if (closed) return;
        await waitForWork();
        continue;
      }
      const batch = queue.slice(head, head + BATCH_WRITE_LIMIT);
      head += batch.length;
      if (head === queue.length) {
        queue = [];
        head = 0;
      }
      // Another worker may be waiting while items are left: let it take the next batch.
      if (head < queue.length) notify();
      try {
        await batchWrite({ [tableName]: batch.map((Item) => ({ PutRequest: { Item } })) });
      } catch (error) {
        failure = error;
        notifyAll();
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, concurrency) }, () => worker());
  return {
    add(items) {
      if (closed) throw new Error('putStream: add after close');
      for (const item of items) queue.push(item);
      notifyAll();
    },
    async close() {
      closed = true;
      notifyAll();
      await Promise.all(workers);
      if (failure !== undefined) throw failure;
    },
  };
}

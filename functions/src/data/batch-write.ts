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

/**
 * Every page of a DynamoDB Query: DynamoDB returns at most 1 MB per call, and a reader that stops
 * at the first page silently loses data.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';

/** Runs the query on the table page after page and returns all items, in key order; `T` is the
 * item shape the key condition selects (the caller's declaration in data/table.ts). */
export async function queryAll<T = Record<string, unknown>>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new QueryCommand({ ...input, TableName: config.tableName, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items as T[];
}

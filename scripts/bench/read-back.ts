/**
 * Reads the reports back from DynamoDB itself (not through the API), for the trust harness:
 * every current report and every report version of the table, and the counts of reports lost and
 * stored more than once among the submissions a run made.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';

/** A stored item as the table holds it (current report, or a version's report with its version fields). */
export type StoredItem = Record<string, unknown> & { pk: string; sk: string; entity: string; shiftId: string; submissionId: string };

/** A document client on the backend described by `env` (AWS_ENDPOINT_URL_DYNAMODB, AWS_REGION, credentials). */
export function tableClient(env: Record<string, string>): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: env.AWS_REGION ?? 'us-east-1',
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID ?? 'local', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? 'local' },
    }),
  );
}

/**
 * Every current report and every report version of the table (docs/data-model.md 'Report
 * version'): a strongly consistent Scan, every page (at most 10 000 pages). `filings` are the
 * reports as filed (the `file` versions, with their shift id and submission id), `tombstones` the
 * delete versions.
 */
export async function scanReports(
  client: DynamoDBDocumentClient,
  tableName: string,
): Promise<{ reports: StoredItem[]; filings: StoredItem[]; tombstones: StoredItem[] }> {
  const reports: StoredItem[] = [];
  const filings: StoredItem[] = [];
  const tombstones: StoredItem[] = [];
  let start: Record<string, unknown> | undefined;
  for (let page = 0; page < 10_000; page += 1) {
    const answer = await client.send(
      new ScanCommand({
        TableName: tableName,
        ConsistentRead: true,
        FilterExpression: '#entity IN (:report, :version)',
        ExpressionAttributeNames: { '#entity': 'entity' },
        ExpressionAttributeValues: { ':report': 'report', ':version': 'reportVersion' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of (answer.Items ?? []) as StoredItem[]) {
      if (item.entity === 'report') reports.push(item);
      else if (item.action === 'file' && item.report) filings.push({ ...(item.report as StoredItem), pk: item.pk, sk: item.sk, entity: item.entity });
      else if (item.action === 'delete') tombstones.push(item);
    }
    start = answer.LastEvaluatedKey;
    if (!start) return { reports, filings, tombstones };
  }
  throw new Error('scanReports: more than 10 000 pages');
}

/**
 * The current version of one report (consistent read) and its version items (docs/data-model.md
 * 'Report version': one per change, a delete's without `report`), oldest first.
 */
export async function readShift(client: DynamoDBDocumentClient, tableName: string, shiftId: string): Promise<{ report: StoredItem | null; versions: StoredItem[] }> {
  const pk = `REPORT#${shiftId}`;
  const [current, history] = await Promise.all([
    client.send(new GetCommand({ TableName: tableName, Key: { pk, sk: 'REPORT' }, ConsistentRead: true })),
    client.send(
      new QueryCommand({
        TableName: tableName,
        ConsistentRead: true,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :version)',
        ExpressionAttributeValues: { ':pk': pk, ':version': 'VERSION#' },
      }),
    ),
  ]);
  const versions = ((history.Items ?? []) as StoredItem[]).sort((a, b) => Number(a.version) - Number(b.version));
  return { report: (current.Item as StoredItem | undefined) ?? null, versions };
}

/** Reports lost and stored more than once, among the submissions a run expects to find. */
export interface StoreCounts {
  /** Expected submissions with no item of theirs at their shift id. */
  lost: number;
  /** Items beyond the first one per submission id. */
  duplicates: number;
  /** Items of this run's submission ids found although the run did not expect them stored. */
  unexpected: number;
}

/**
 * Counts, among `items` (one kind: current reports, or filings), how many of the `expected`
 * submissions (submission id -> shift id) are missing and how many are stored more than once.
 * `known` are every submission id the run sent (an item of a known id that is not expected is
 * `unexpected`); items of other ids (other tests, seeds) are ignored.
 */
export function countStored(items: StoredItem[], expected: Map<string, string>, known: Set<string>): StoreCounts {
  const bySubmission = new Map<string, StoredItem[]>();
  for (const item of items) {
    if (!known.has(item.submissionId)) continue;
    bySubmission.set(item.submissionId, [...(bySubmission.get(item.submissionId) ?? []), item]);
  }
  let lost = 0;
  let duplicates = 0;
  let unexpected = 0;
  for (const [submissionId, shiftId] of expected) {
    if (!bySubmission.get(submissionId)?.some((i) => i.shiftId === shiftId)) lost += 1;
  }
  for (const [submissionId, found] of bySubmission) {
    duplicates += found.length - 1;
    if (!expected.has(submissionId)) unexpected += found.length;
  }
  return { lost, duplicates, unexpected };
}

/**
 * A digest of everything stored in the harness table, to prove that a refused request wrote
 * nothing: a full, strongly consistent Scan, items in key order, hashed.
 */
import { ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { createHash } from 'node:crypto';
import { harnessDynamo, HARNESS_TABLE } from './isolated-table';

/** What a digest tells: how many items, and a hash of all of them. */
export interface TableDigest {
  items: number;
  sha256: string;
  /** `pk|sk` of every item, for a readable difference when two digests differ. */
  keys: string[];
}

const client = harnessDynamo();

/** Item keys ('pk|sk') whose partition starts with one of these prefixes are left out. */
export type DigestExclusions = readonly string[];

/** Stable JSON of a DynamoDB item (attribute names sorted at every level). */
function stable(value: unknown): string {
  if (value instanceof Uint8Array) return JSON.stringify(Buffer.from(value).toString('base64'));
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Scans the whole harness table and digests it. `exclude` lists partition-key prefixes to leave
 * out (e.g. 'LOGINFAIL#': a failed sign-in is meant to count itself); `keep` narrows it further.
 */
export async function tableDigest(exclude: DigestExclusions = [], keep: (item: Record<string, AttributeValue>) => boolean = () => true): Promise<TableDigest> {
  const rows: { key: string; json: string }[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: HARNESS_TABLE, ConsistentRead: true, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      const pk = item.pk?.S ?? '';
      if (exclude.some((prefix) => pk.startsWith(prefix)) || !keep(item)) continue;
      rows.push({ key: `${pk}|${item.sk?.S ?? ''}`, json: stable(item) });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const hash = createHash('sha256');
  for (const row of rows) hash.update(row.json).update('\n');
  return { items: rows.length, sha256: hash.digest('hex'), keys: rows.map((r) => r.key) };
}

/** Closes the digest's DynamoDB client. */
export function closeDigest(): void {
  client.destroy();
}

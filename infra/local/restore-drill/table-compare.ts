/**
 * Compares two tables item for item: every item's content by its key, and the counts per entity
 * and site, which is what the restore drill prints (original against restored).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { exportLine, scanAll, type RawItem } from './table-export';

/** One row of the count table: an entity at a site ('-' when the item belongs to none). */
export interface CountRow {
  entity: string;
  site: string;
  original: number;
  restored: number;
}

/** What two tables differ in: per-entity counts, and the keys of items missing, extra or changed. */
export interface TableComparison {
  rows: CountRow[];
  totals: { original: number; restored: number };
  missing: string[];
  extra: string[];
  changed: string[];
}

/** JSON with object keys sorted, so two equal items give one string whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The site an item belongs to: its own `site`, its report's, or its partition's (`AGG#<site>`, `SITE#<site>`). */
export function siteOf(item: RawItem): string {
  const site = item.site?.S ?? item.report?.M?.site?.S;
  if (site !== undefined) return site;
  const bySite = item.bySiteDatePk?.S;
  if (bySite?.startsWith('SITE#')) return bySite.slice('SITE#'.length);
  const pk = item.pk?.S ?? '';
  return pk.startsWith('AGG#') ? pk.slice('AGG#'.length) : '-';
}

/** The entity of an item (its `entity` attribute), else its partition's prefix in brackets. */
export const entityOf = (item: RawItem): string => item.entity?.S ?? `(${(item.pk?.S ?? '').split('#')[0] || 'no pk'})`;

/** Every item of a table by `pk \u0000 sk`, with its content as canonical JSON. */
async function readTable(client: DynamoDBClient, tableName: string): Promise<Map<string, { item: RawItem; json: string }>> {
  const items = new Map<string, { item: RawItem; json: string }>();
  await scanAll(client, tableName, (item) => {
    items.set(`${item.pk?.S}\u0000${item.sk?.S}`, { item, json: canonical(JSON.parse(exportLine(item))) });
  });
  return items;
}

/** Compares table `restored` with table `original` (same endpoint), item for item. */
export async function compareTables(client: DynamoDBClient, original: string, restored: string): Promise<TableComparison> {
  const [a, b] = await Promise.all([readTable(client, original), readTable(client, restored)]);
  const counts = new Map<string, CountRow>();
  const count = (item: RawItem, side: 'original' | 'restored') => {
    const entity = entityOf(item);
    const site = siteOf(item);
    const key = `${entity}\u0000${site}`;
    const row = counts.get(key) ?? { entity, site, original: 0, restored: 0 };
    row[side] += 1;
    counts.set(key, row);
  };
  const missing: string[] = [];
  const changed: string[] = [];
  for (const [key, { item, json }] of a) {
    count(item, 'original');
    const other = b.get(key);
    if (!other) missing.push(key.replace('\u0000', ' '));
    else if (other.json !== json) changed.push(key.replace('\u0000', ' '));
  }
  const extra: string[] = [];
  for (const [key, { item }] of b) {
    count(item, 'restored');
    if (!a.has(key)) extra.push(key.replace('\u0000', ' '));
  }
  const rows = [...counts.values()].sort((x, y) => x.entity.localeCompare(y.entity) || x.site.localeCompare(y.site));
  return { rows, totals: { original: a.size, restored: b.size }, missing, extra, changed };
}

/** True when the two tables hold the same items. */
export const tablesMatch = (c: TableComparison): boolean =>
  c.missing.length === 0 && c.extra.length === 0 && c.changed.length === 0 && c.rows.every((r) => r.original === r.restored);

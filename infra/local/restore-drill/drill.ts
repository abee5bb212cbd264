/**
 * The restore drill's core: export a table, restore it under a new name, compare both item for
 * item and, given the backend's environment, through the API started on each table by
 * configuration only (TABLE_NAME). infra/local/restore-drill/run.ts runs it on the demo data;
 * docs/restore-drill.md.
 */
import { join } from 'node:path';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { compareApis, drillPaths, startApi, type ApiDifference } from './api-compare';
import { compareTables, tablesMatch, type TableComparison } from './table-compare';
import { exportTable, restoreTable, scanAll, type TransferFigures } from './table-export';

export interface DrillOptions {
  client: DynamoDBClient;
  /** DynamoDB's endpoint (the restored table is created there). */
  endpoint: string;
  /** The table in service. */
  original: string;
  /** The new table's name: it must not exist yet. */
  restored: string;
  /** Folder of the export file. */
  dir: string;
  /** The handlers' environment: when given, both tables are also compared through the API. */
  apiEnv?: Record<string, string>;
  /** How many report histories the API comparison reads (all by default). */
  histories?: number;
  /** Told each step as it ends (the CLI prints them). */
  log?: (line: string) => void;
  /** Runs between the export and the import, on the export file: the test drops a line there. */
  beforeImport?: (exportFile: string) => void;
}

export interface DrillResult {
  exported: TransferFigures;
  restored: TransferFigures;
  tables: TableComparison;
  /** Requests compared through the API and the ones that differed (none compared without apiEnv). */
  api: { requests: number; differences: ApiDifference[]; ms: number };
  ok: boolean;
}

/** The sites, date range and shift ids of the reports in a table (current versions). */
export async function reportIndex(client: DynamoDBClient, tableName: string): Promise<{ sites: string[]; from: string; to: string; shiftIds: string[] }> {
  const sites = new Set<string>();
  const shiftIds: string[] = [];
  let from = '9999-12-31';
  let to = '0000-01-01';
  await scanAll(client, tableName, (item) => {
    if (item.entity?.S !== 'report' || !item.bySiteDatePk?.S || !item.bySiteDateSk?.S) return;
    sites.add(item.bySiteDatePk.S.slice('SITE#'.length));
    const date = item.bySiteDateSk.S.slice(0, 10);
    if (date < from) from = date;
    if (date > to) to = date;
    shiftIds.push(item.pk!.S!.slice('REPORT#'.length));
  });
  return { sites: [...sites].sort(), from, to, shiftIds: shiftIds.sort() };
}

/** Runs the drill; `ok` is false on any difference. */
export async function runDrill(options: DrillOptions): Promise<DrillResult> {
  const { client, endpoint, original, restored, dir } = options;
  const file = join(dir, `${original}.jsonl`);
  const log = options.log ?? (() => undefined);
  const exported = await exportTable(client, original, file);
  log(`exported ${exported.items} items of ${original} to ${file} in ${(exported.ms / 1000).toFixed(2)} s`);
  options.beforeImport?.(file);
  const imported = await restoreTable(endpoint, client, restored, file);
  log(`restored ${imported.items} items into the new table ${restored} in ${(imported.ms / 1000).toFixed(2)} s`);
  const tables = await compareTables(client, original, restored);
  log(`compared ${tables.totals.original} items with ${tables.totals.restored}; the API next`);
  const api = { requests: 0, differences: [] as ApiDifference[], ms: 0 };
  if (options.apiEnv) {
    const started = performance.now();
    const index = await reportIndex(client, original);
    // Evenly spread over the reports, so every site and month is among the histories read.
    const step = Math.max(1, Math.ceil(index.shiftIds.length / (options.histories ?? index.shiftIds.length)));
    const paths = drillPaths(index.sites, index.from, index.to, index.shiftIds.filter((_, i) => i % step === 0));
    const [a, b] = await Promise.all([startApi({ ...options.apiEnv, TABLE_NAME: original }), startApi({ ...options.apiEnv, TABLE_NAME: restored })]);
    try {
      api.differences = await compareApis(a.url, b.url, paths);
      api.requests = paths.length;
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    api.ms = performance.now() - started;
  }
  return { exported, restored: imported, tables, api, ok: tablesMatch(tables) && api.differences.length === 0 };
}

/** The drill's result as text: the count table (original against restored), the differences, the timings. */
export function formatDrill(result: DrillResult, names: { original: string; restored: string }): string {
  const { tables } = result;
  const width = Math.max(...tables.rows.map((r) => r.entity.length), 6);
  const siteWidth = Math.max(...tables.rows.map((r) => r.site.length), 4);
  const line = (a: string, b: string, c: string, d: string, mark = '') => `${a.padEnd(width)}  ${b.padEnd(siteWidth)}  ${c.padStart(9)}  ${d.padStart(9)}${mark}`;
  const out = [line('entity', 'site', 'original', 'restored')];
  for (const r of tables.rows) out.push(line(r.entity, r.site, String(r.original), String(r.restored), r.original === r.restored ? '' : '  <- differs'));
  out.push(line('all', '', String(tables.totals.original), String(tables.totals.restored), tables.totals.original === tables.totals.restored ? '' : '  <- differs'));
  const list = (what: string, keys: string[]) => (keys.length ? [`${keys.length} ${what}: ${keys.slice(0, 10).join(', ')}${keys.length > 10 ? ', ...' : ''}`] : []);
  out.push(...list(`items missing from ${names.restored}`, tables.missing), ...list(`items only in ${names.restored}`, tables.extra), ...list('items whose content differs', tables.changed));
  if (result.api.requests > 0) {
    out.push(`API: ${result.api.requests} requests compared on both tables (daily stats, overviews, report histories), ${result.api.differences.length} differ (${(result.api.ms / 1000).toFixed(1)} s)`);
    for (const d of result.api.differences.slice(0, 10)) out.push(`  ${d.path}: ${d.why}`);
  }
  const rate = (f: TransferFigures) => `${f.items} items in ${(f.ms / 1000).toFixed(2)} s (${Math.round(f.items / (f.ms / 1000))} items/s)`;
  out.push(`export (parallel Scan to JSON lines): ${rate(result.exported)}`, `restore (new table, parallel BatchWrite): ${rate(result.restored)}`);
  out.push(result.ok ? `restore drill: ${names.restored} matches ${names.original}` : `restore drill FAILED: ${names.restored} differs from ${names.original}`);
  return out.join('\n');
}

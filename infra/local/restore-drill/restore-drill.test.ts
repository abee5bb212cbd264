import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LOCAL_AWS } from '../bootstrap';
import { repoRoot } from '../emulators/process';
import { startTestBackend, type TestBackend } from '../test-stack';
import { runDrill, type DrillOptions } from './drill';
import { parseExportLine } from './table-export';

const built = existsSync(join(repoRoot(), 'functions/dist/report-history/index.mjs'));

/** Rewrites the export without its first line that `pick` chooses (or with it changed); answers that item's key. */
function editExport(file: string, pick: (line: string) => boolean, change?: (line: string) => string): string {
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const at = lines.findIndex(pick);
  if (at < 0) throw new Error('no export line to edit');
  const item = parseExportLine(lines[at], at + 1);
  if (change) lines[at] = change(lines[at]);
  else lines.splice(at, 1);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return `${item.pk.S} ${item.sk.S}`;
}

describe('the restore drill on a few days of seeded reports', () => {
  let backend: TestBackend;
  let client: DynamoDBClient;
  let dir: string;
  let base: Omit<DrillOptions, 'restored'>;
  beforeAll(async () => {
    backend = await startTestBackend();
    dir = mkdtempSync(join(tmpdir(), 'grindline-drill-'));
    // Loaded after the backend has set the environment: the services read it when they load.
    // Two days of every customer's reports filed through the services (reports, their versions,
    // audit entries), then their site plans and aggregate cells; no tracks, to stay quick.
    const run = { name: 'drill-test', seed: 7, from: '2026-03-02', to: '2026-03-03' };
    const { loadHistory } = await import('../../../functions/src/seed/load');
    await loadHistory(run);
    const { seedDashboards } = await import('../../../functions/src/seed/aggregates');
    await seedDashboards(run);
    client = new DynamoDBClient({ ...LOCAL_AWS, endpoint: backend.env.AWS_ENDPOINT_URL_DYNAMODB });
    base = { client, endpoint: backend.env.AWS_ENDPOINT_URL_DYNAMODB, original: backend.env.TABLE_NAME, dir };
  }, 180_000);
  afterAll(async () => {
    client?.destroy();
    await backend?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('restores every item under a new name and finds it equal, count for count', async () => {
    const result = await runDrill({ ...base, restored: 'drill-restored-same' });
    expect(result.tables.missing).toEqual([]);
    expect(result.tables.changed).toEqual([]);
    expect(result.exported.items).toBe(result.tables.totals.original);
    expect(result.restored.items).toBe(result.exported.items);
    const counted = (entity: string) => result.tables.rows.filter((r) => r.entity === entity).reduce((n, r) => n + r.restored, 0);
    expect(counted('report')).toBeGreaterThan(3);
    expect(counted('reportVersion')).toBeGreaterThanOrEqual(counted('report'));
    expect(counted('aggregate')).toBeGreaterThan(0);
    expect(result.ok).toBe(true);
  }, 120_000);

  // Through the API too: every other request (daily stats, overviews, histories) answers the same.
  it('fails when one report version is missing from the import, in the counts and in that report\'s history', async () => {
    let dropped = '';
    const result = await runDrill({
      ...base,
      restored: 'drill-restored-dropped',
      apiEnv: built ? backend.env : undefined,
      beforeImport: (file) => (dropped = editExport(file, (line) => line.includes('"reportVersion"'))),
    });
    expect(result.ok).toBe(false);
    expect(result.tables.missing).toEqual([dropped]);
    const short = result.tables.rows.filter((r) => r.original !== r.restored);
    expect(short).toEqual([expect.objectContaining({ entity: 'reportVersion', restored: short[0].original - 1 })]);
    const shiftId = dropped.split(' ')[0].slice('REPORT#'.length);
    if (built) {
      expect(result.api.requests).toBeGreaterThan(result.tables.rows.filter((r) => r.entity === 'report').reduce((n, r) => n + r.original, 0));
      // A report with one version left has no history at all (404); with more, a shorter one.
      expect(result.api.differences).toEqual([{ path: `/api/reports/${encodeURIComponent(shiftId)}/history`, why: expect.stringMatching(/^(the answers differ|answered 200, restored 404)$/) }]);
    }
  }, 240_000);

  it('fails when an aggregate cell comes back with another count', async () => {
    let changed = '';
    const result = await runDrill({
      ...base,
      restored: 'drill-restored-changed',
      beforeImport: (file) =>
        (changed = editExport(
          file,
          (line) => line.includes('"aggregate"') && /"shifts":\{"N":"\d+"\}/.test(line),
          (line) => line.replace(/"shifts":\{"N":"(\d+)"\}/, (_m, n: string) => `"shifts":{"N":"${Number(n) + 1}"}`),
        )),
    });
    expect(result.ok).toBe(false);
    expect(result.tables).toMatchObject({ missing: [], extra: [], changed: [changed] });
  }, 60_000);
});

if (!built) {
  console.warn('functions/dist is missing: the drill is compared without the API. Run `node scripts/build.mjs functions`.');
}

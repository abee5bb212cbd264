import { BART_GRINDER_TYPES, CUSTOMERS } from '@grindline/domain';
import { ConflictError } from '../lib/errors';
import { file } from '../services/file-report';
import { rebuildTotals } from '../services/aggregates/totals';
import { querySiteReports } from '../services/report-store';
import { queryVersions } from '../services/report-versions';
import { MemoryLedger, sitesWithoutReports } from './bulk-file';
import { loadHistory, SEED_CALLER } from './load';
import { SEEDERS } from './registry';
import { skytrainSeeder } from './skytrain-history';

const bart = SEEDERS.find((s) => s.variant === 'bart')!;

describe('MemoryLedger', () => {
  it('numbers shifts exactly as the table does for the same requests in the same order', async () => {
    // Dates in 2093-03 are used by this file only: the table is shared by the whole run.
    const range = { from: '2093-03-01', to: '2093-03-10' };
    const requests = skytrainSeeder.generate({ seed: 11, ...range, grinders: skytrainSeeder.grinders });
    const ledger = new MemoryLedger();
    for (const request of requests) await file(skytrainSeeder.filing(SEED_CALLER, request), ledger);
    for (const request of requests) await skytrainSeeder.submit(SEED_CALLER, request);

    const stored = await querySiteReports({ site: 'SKYTRAIN', ...range });
    const idOf = (reports: readonly { submissionId: string; shiftId: string }[]) => Object.fromEntries(reports.map((r) => [r.submissionId, r.shiftId]));
    expect(ledger.accepted).toHaveLength(requests.length);
    expect(idOf(ledger.accepted)).toEqual(idOf(stored));
  });

  it('answers a retry with the filed report and refuses a fixed shift id another submission holds', async () => {
    const [request] = bart.generate({ seed: 3, from: '2093-04-01', to: '2093-04-01', grinders: BART_GRINDER_TYPES }) as { submissionId: string }[];
    const ledger = new MemoryLedger();
    expect((await file(bart.filing(SEED_CALLER, request), ledger)).created).toBe(true);
    expect((await file(bart.filing(SEED_CALLER, request), ledger)).created).toBe(false);
    const other = { ...request, submissionId: '9d1f5a8e-0b7c-4c1e-9a3d-2f6b8e4c7a10' };
    await expect(file(bart.filing(SEED_CALLER, other), ledger)).rejects.toBeInstanceOf(ConflictError);
    expect(ledger.accepted).toHaveLength(1);
  });

  it('refuses a filing that would send mail or skip the aggregates rebuild', async () => {
    const [request] = bart.generate({ seed: 3, from: '2093-04-02', to: '2093-04-02', grinders: BART_GRINDER_TYPES });
    const office = { ...SEED_CALLER, notify: true };
    await expect(file(bart.filing(office, request), new MemoryLedger())).rejects.toThrow('Bulk filing is for the seeders');
  });
});

describe('loadHistory (DynamoDB Local)', () => {
  const run = { seed: 5, from: '2093-06-01', to: '2093-06-12' };

  it('writes every report it filed with its version and audit entry; the aggregates of what it filed equal those of the table; loading again files none', async () => {
    const first = await loadHistory(run);
    expect(first.created).toBeGreaterThan(100);
    expect(first.filed).toHaveLength(first.created);
    expect(first.items).toBe(3 * first.created);

    for (const site of CUSTOMERS) {
      const ours = first.filed.filter((r) => r.site === site);
      const stored = await querySiteReports({ site, ...run });
      expect(stored.map((r) => r.shiftId).sort()).toEqual(ours.map((r) => r.shiftId).sort());
      // The rebuild may fold what was filed instead of reading it back: the same totals.
      expect(rebuildTotals(ours)).toEqual(rebuildTotals(stored));
    }
    const sample = first.filed[Math.floor(first.filed.length / 2)];
    const versions = await queryVersions(sample.shiftId);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, action: 'file', by: sample.createdBy, at: sample.createdAt, report: sample });

    const again = await loadHistory(run);
    expect(again).toMatchObject({ created: 0, existing: first.created + first.existing, items: 0 });
  }, 120_000);
});

describe('sitesWithoutReports (DynamoDB Local)', () => {
  it('names the sites without a single stored report, whatever their dates', async () => {
    const [request] = bart.generate({ seed: 4, from: '2093-07-01', to: '2093-07-01', grinders: BART_GRINDER_TYPES });
    await bart.submit(SEED_CALLER, request);
    const empty = await sitesWithoutReports(['BART', 'NO-SUCH-SITE']);
    expect([...empty]).toEqual(['NO-SUCH-SITE']);
  });
});

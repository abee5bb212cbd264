/**
 * Filing years of history at once (issue 30: the 5-year bench data set). Each request still goes
 * through its variant's schema, checks and report builder, and its shift is still numbered or
 * refused by the services' own fileReport / fileNumberedReport; only the ledger they consult is
 * held in memory, primed with the reports already stored in the range. What it accepted is then
 * written as the very items a filing's transaction holds (changeItems), in batches, without the
 * transactions' conditions: the seeders run alone at start, and the ledger already refused every
 * shift id that is taken.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CUSTOMERS, type ShiftReport } from '@grindline/domain';
import { putItems } from '../data/batch-write';
import { reportKeys } from '../data/report-entities';
import { BY_SITE_DATE } from '../data/table';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import type { FilingLedger, FilingOptions } from '../services/file-report';
import { querySiteReports } from '../services/report-store';
import { changeItems } from '../services/report-versions';
import { timed, type Phases } from './phases';

/** A ledger of stored reports held in memory; `accepted` lists what it stored, in order. */
export class MemoryLedger implements FilingLedger {
  private readonly byId = new Map<string, ShiftReport>();
  private readonly byDay = new Map<string, ShiftReport[]>();
  readonly accepted: ShiftReport[] = [];

  constructor(stored: readonly ShiftReport[] = []) {
    for (const report of stored) this.add(report);
  }

  private add(report: ShiftReport): void {
    this.byId.set(report.shiftId, report);
    const day = `${report.site}|${report.date}`;
    this.byDay.set(day, [...(this.byDay.get(day) ?? []), report]);
  }

  async put(report: ShiftReport, options: FilingOptions): Promise<boolean> {
    // Mail and aggregates are written per filing by the table ledger only; the seeders' system
    // caller files without them and rebuilds the aggregates once.
    if (options.mail !== false || options.aggregates !== false) throw new Error('Bulk filing is for the seeders: without mail and aggregates');
    if (this.byId.has(report.shiftId)) return false;
    this.add(report);
    this.accepted.push(report);
    return true;
  }

  async get(shiftId: string): Promise<ShiftReport | null> {
    return this.byId.get(shiftId) ?? null;
  }

  async sameDay(site: string, date: string): Promise<ShiftReport[]> {
    return [...(this.byDay.get(`${site}|${date}`) ?? [])];
  }
}

/** A ledger primed with every site's reports stored from `from` to `to` (shift ids carry their date). */
export async function ledgerOfStored(from: string, to: string): Promise<MemoryLedger> {
  const stored = await Promise.all(CUSTOMERS.map((site) => querySiteReports({ site, from, to })));
  return new MemoryLedger(stored.flat());
}

/**
 * The sites of `sites` without a single stored report (one index item read each, whatever the
 * table holds): once a seed run has written what it filed, their reports are exactly those, so
 * their aggregates can be folded from them without reading anything back.
 */
export async function sitesWithoutReports(sites: readonly string[]): Promise<Set<string>> {
  const counts = await Promise.all(
    sites.map(async (site) => {
      const range = reportKeys.bySiteDateRange(site, '0000-01-01', '9999-12-31');
      const page = await ddb.send(
        new QueryCommand({
          TableName: config.tableName,
          IndexName: BY_SITE_DATE,
          KeyConditionExpression: 'bySiteDatePk = :pk AND bySiteDateSk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
          Select: 'COUNT',
          Limit: 1,
        }),
      );
      return [site, page.Count ?? 0] as const;
    }),
  );
  return new Set(counts.filter(([, n]) => n === 0).map(([site]) => site));
}

/** How many BatchWriteItem requests are in flight at once. */
const WRITERS = 8;

/**
 * Writes each report of `reports` as its filing would (current item, version 1, audit entry),
 * created at its own `createdAt`, and `alongside` (whole items: the aggregates of the sites whose
 * reports these are, seed/aggregates.ts) in the same batches. Answers how many report items were
 * written.
 */
export async function writeFiled(reports: readonly ShiftReport[], phases: Phases = {}, alongside: readonly Record<string, unknown>[] = []): Promise<number> {
  const items = await timed(phases, 'building report items', () =>
    reports.flatMap((report) =>
      changeItems({ action: 'file', shiftId: report.shiftId, before: null, after: report, aggregates: false, now: new Date(report.createdAt) }).items.map((item) => {
        if (!item.Put?.Item) throw new Error(`A filing writes puts only, got ${Object.keys(item).join(', ')}`);
        return item.Put.Item;
      }),
    ),
  );
  await timed(phases, alongside.length ? 'writing report items and aggregates' : 'writing report items', () => putItems(config.tableName, [...items, ...alongside], WRITERS));
  return items.length;
}

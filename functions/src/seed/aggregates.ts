/**
 * Seeding the dashboards (docs/data.md): the aggregates rebuilt from the stored reports through
 * the same aggregateWrites a live filing uses, and a demo plan per site (phases 1 and 2 over its
 * catalogue tracks, and a goal). Each runs once per data directory (its own marker), so a data
 * directory seeded before the aggregates existed gets them on the next start.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { putItems } from '../data/batch-write';
import { addDays, CUSTOMERS, fromDbChain, grindLength, type PlanTrack, type ShiftReport, type SitePlan } from '@grindline/domain';
import { seedMarkerKey } from '../data/table';
import { sitePlanKey } from '../data/dashboard-entities';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { customerCatalogue } from '../reference/catalogue';
import { rebuildTotals } from '../services/aggregates/totals';
import { bumpSiteRevisions } from '../services/site-revision';
import { querySiteReportFields, querySiteReports } from '../services/report-store';
import { timed, type Phases } from './phases';

async function once(name: string, task: () => Promise<Record<string, unknown>>): Promise<void> {
  const key = seedMarkerKey(name);
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }));
  if (Item) return;
  const summary = await task();
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: { ...key, entity: 'seedMarker', summary, completedAt: new Date().toISOString() } }));
}

/**
 * The reports of `site` the rebuild folds: `filed` (what this seed run just filed) when they are
 * exactly the site's stored reports (a fresh table: no read of the years just written), every
 * stored report otherwise.
 */
async function reportsOf(site: string, filed: readonly ShiftReport[] | undefined): Promise<readonly ShiftReport[]> {
  const range = { site, from: '0000-01-01', to: '9999-12-31' };
  if (filed) {
    const ours = filed.filter((r) => r.site === site);
    const stored = await querySiteReportFields(range, ['shiftId']);
    const ids = new Set(ours.map((r) => r.shiftId));
    if (stored.length === ours.length && stored.every((r) => ids.has(r.shiftId))) return ours;
  }
  return querySiteReports(range);
}

/**
 * The aggregate items of `reports`, folded once through aggregateWrites(null, report) as a
 * rebuild folds them: whole items, each cell once. Pure.
 */
export function aggregateItems(reports: Iterable<ShiftReport>): Record<string, unknown>[] {
  return [...rebuildTotals(reports, config.tableName).values()].map((item) => ({ ...item, entity: 'aggregate' }));
}

/**
 * Rebuilds every site's aggregates from its stored reports (`filed`: the reports a seed run just
 * filed, used instead of reading them back when they are all a site holds): each report folded
 * through aggregateWrites(null, report), the totals written as whole items (a rebuild
 * overwrites). Sites in `written` had theirs written with their reports (load.ts) and are left
 * alone. Answers how many reports and items.
 */
export async function rebuildAggregates(sites: readonly string[] = CUSTOMERS, filed?: readonly ShiftReport[], phases: Phases = {}, written: ReadonlySet<string> = new Set()): Promise<{ reports: number; items: number }> {
  let reports = 0;
  let items = 0;
  for (const site of sites) {
    // Written with the reports, revision bumped (load.ts).
    if (written.has(site)) continue;
    const stored = await timed(phases, 'aggregates: reports checked', () => reportsOf(site, filed));
    reports += stored.length;
    const rows = await timed(phases, 'aggregates: folding', () => aggregateItems(stored));
    await timed(phases, 'aggregates: writing', () => putItems(config.tableName, rows, 8));
    items += rows.length;
    // The reports were filed without bumping it: answers kept before the seed are stale now.
    await bumpSiteRevisions([site]);
  }
  return { reports, items };
}

/** A site's demo plan: its catalogue tracks split in two phases, dated around `from`..`to`. Pure. */
export function demoPlan(site: string, from: string, to: string): SitePlan | null {
  const catalogue = customerCatalogue(site);
  if (!catalogue) return null;
  const tracks: PlanTrack[] = [];
  const seen = new Set<string>();
  for (const line of catalogue.lines) {
    const lengthFeet = grindLength(site, fromDbChain(site, line.minChain), fromDbChain(site, line.maxChain));
    for (const d of line.directions) {
      if (seen.has(d.trackId) || lengthFeet <= 0) continue;
      seen.add(d.trackId);
      tracks.push({ trackId: d.trackId, line: line.name, lengthFeet });
    }
  }
  if (tracks.length === 0) return null;
  const half = Math.max(1, Math.ceil(tracks.length / 2));
  const middle = addDays(from, Math.floor((Date.parse(to) - Date.parse(from)) / 86_400_000 / 2));
  const phases: SitePlan['phases'] = [{ phase: 1, startDate: addDays(from, -365 * 3), endDate: addDays(to, 365), tracks: tracks.slice(0, half) }];
  if (tracks.length > half) phases.push({ phase: 2, startDate: middle, endDate: addDays(to, 365), tracks: tracks.slice(half) });
  return { site, goalFeet: tracks.reduce((s, t) => s + t.lengthFeet, 0), phases, updatedAt: new Date().toISOString(), updatedBy: 'grindline-seed' };
}

/**
 * The seeded dashboards of a run: plans (unless a site has one) and the aggregates rebuild
 * (`filed`: the reports the run just filed, `written`: the sites whose aggregates were written
 * with them, see {@link rebuildAggregates}).
 */
export async function seedDashboards(run: { name: string; from: string; to: string }, filed?: readonly ShiftReport[], phases: Phases = {}, written?: ReadonlySet<string>): Promise<void> {
  await once(`${run.name}-site-plans-v1`, async () => {
    let plans = 0;
    for (const site of CUSTOMERS) {
      const plan = demoPlan(site, run.from, run.to);
      if (!plan) continue;
      try {
        await ddb.send(new PutCommand({ TableName: config.tableName, Item: { ...sitePlanKey(site), entity: 'sitePlan', ...plan }, ConditionExpression: 'attribute_not_exists(pk)' }));
        plans += 1;
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
    return { plans };
  });
  // v4: the summary cells moved to the all-site partition; a rebuild overwrites every item with its
  // full value (the old per-site summary items are no longer read). v5: the spark counters
  // (sparkShifts, sparkFeetComp, sparkPassFeet) came, which older items lack.
  await once(`${run.name}-aggregates-v5`, () => rebuildAggregates(CUSTOMERS, filed, phases, written));
}

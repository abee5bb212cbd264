/**
 * The Data Collection tab's list (spec 001 section 2.13): one row per rail file of the shifts of
 * a site (or every site) and date range, filtered by line, track, segment overlap and running
 * band, each with its processing status and CQI; and one run's processed series.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { CUSTOMERS, type DataCollectionListQuery, type DataCollectionRecordSummary, type DataCollectionRun } from '@grindline/domain';
import { queryAll } from '../../data/query-all';
import { BY_SITE_DATE } from '../../data/table';
import { dataCollectionKeys, type CatResultItem, type DataCollectionShiftItem } from '../../data/data-collection-entities';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';

/** Line and track are typed into the filters: 'k_2 ' finds K_2. */
const sameName = (stored: string, typed: string) => stored.toLowerCase() === typed.trim().toLowerCase();

/** Whether a record passes the filters (segment: the run's [from, to] overlaps the asked range). */
export function matchesFilters(shift: Pick<DataCollectionShiftItem, 'lineName'>, r: DataCollectionRecordSummary, q: DataCollectionListQuery): boolean {
  if (q.line?.trim() && !sameName(shift.lineName, q.line)) return false;
  if (q.track?.trim() && !sameName(r.trackId, q.track)) return false;
  if (q.runningBand === 'true' && r.runningBand !== 'Yes') return false;
  const lo = Math.min(r.from, r.to);
  const hi = Math.max(r.from, r.to);
  if (q.segmentFrom !== undefined && hi < q.segmentFrom) return false;
  if (q.segmentTo !== undefined && lo > q.segmentTo) return false;
  return true;
}

async function resultsOf(fileIds: string[]): Promise<Map<string, CatResultItem>> {
  const out = new Map<string, CatResultItem>();
  for (let i = 0; i < fileIds.length; i += 100) {
    let keys: Record<string, unknown>[] = fileIds.slice(i, i + 100).map((id) => ({ ...dataCollectionKeys.result(id) }));
    while (keys.length > 0) {
      const res = await ddb.send(new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: keys, ProjectionExpression: 'fileId, #s, reason, #r.CQI, #r.lengthM', ExpressionAttributeNames: { '#s': 'status', '#r': 'result' } } } }));
      for (const item of (res.Responses?.[config.tableName] ?? []) as CatResultItem[]) out.set(item.fileId, item);
      keys = (res.UnprocessedKeys?.[config.tableName]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return out;
}

/** The rows of the tab, newest first. */
export async function listRuns(q: DataCollectionListQuery): Promise<DataCollectionRun[]> {
  const sites = q.site === 'ALL' ? CUSTOMERS : [q.site];
  const shifts: DataCollectionShiftItem[] = [];
  for (const site of sites) {
    shifts.push(...(await queryAll<DataCollectionShiftItem>({
      IndexName: BY_SITE_DATE,
      KeyConditionExpression: 'bySiteDatePk = :pk AND bySiteDateSk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': `DCSITE#${site}`, ':from': `${q.from ?? '0000-00-00'}#`, ':to': `${q.to ?? '9999-12-31'}#~` },
    })));
  }
  const rows: DataCollectionRun[] = [];
  for (const s of shifts) {
    for (const r of s.records) {
      if (matchesFilters(s, r, q)) rows.push({ ...r, shiftId: s.shiftId, date: s.date, clientId: s.clientId, lineName: s.lineName, status: 'processing' });
    }
  }
  const results = await resultsOf(rows.map((r) => r.id));
  for (const row of rows) {
    const res = results.get(row.id);
    if (!res) continue;
    row.status = res.status;
    if (res.reason) row.reason = res.reason;
    const result = res.result as { CQI?: Record<string, number>; lengthM?: number } | undefined;
    if (result?.CQI) row.cqi = result.CQI;
    if (result?.lengthM !== undefined) row.lengthM = result.lengthM;
  }
  return rows.sort((a, b) => (a.date === b.date ? a.fileName.localeCompare(b.fileName) : b.date.localeCompare(a.date)));
}

/**
 * Reading and writing report items (docs/data-model.md): one item per report, keyed by shift id,
 * indexed by site and date. Services use these instead of building keys themselves.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ShiftReport } from '@grindline/domain';
import { queryAll } from '../data/query-all';
import { BY_SITE_DATE } from '../data/table';
import { reportKeys, type ReportItem } from '../data/report-entities';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { commitReportChange, ReportChangedError, stampOf, type CurrentReport } from './report-versions';

export { MAX_REPORT_BYTES } from './report-versions';

/** The stored form of a report: the report plus its key and index attributes. */
export type StoredReport = ReportItem<ShiftReport>;

/** Attributes that are storage detail (keys, index, version stamp), never part of the report an API answers with. */
const STORAGE_ATTRIBUTES = ['pk', 'sk', 'bySiteDatePk', 'bySiteDateSk', 'entity', 'version', 'changeId', 'changedAt', 'changedBy'] as const;

/** The item of a report's current version. */
export function toReportItem(report: ShiftReport): StoredReport {
  return {
    ...report,
    ...reportKeys.primary(report.shiftId),
    ...reportKeys.bySiteDate(report.site, report.date, report.shiftId),
    entity: 'report',
  };
}

/** The report of a stored item, without key and index attributes. */
export function fromReportItem(item: Record<string, unknown>): ShiftReport {
  const report: Record<string, unknown> = { ...item };
  for (const name of STORAGE_ATTRIBUTES) delete report[name];
  return report as unknown as ShiftReport;
}

/** The current version of a report, or null. Strongly consistent: used right before writes. */
export async function getReport(shiftId: string): Promise<ShiftReport | null> {
  return (await getCurrentReport(shiftId))?.report ?? null;
}

/** The current version of a report with its version stamp, or null. Strongly consistent. */
export async function getCurrentReport(shiftId: string): Promise<CurrentReport | null> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: config.tableName, Key: reportKeys.primary(shiftId), ConsistentRead: true }),
  );
  return Item ? { report: fromReportItem(Item), stamp: stampOf(Item), stamped: typeof Item.changeId === 'string' } : null;
}

/**
 * Stores a new report unless one with its shift id exists (`attribute_not_exists(pk)`), as
 * version 1 through {@link commitReportChange}: one transaction, so the shift and its ranges,
 * its version item, its audit entry and `withItems` (the mail outbox) are stored together or not
 * at all. False when the id is taken.
 */
export async function putNewReport(
  report: ShiftReport,
  withItems: readonly Record<string, unknown>[] = [],
  options: { aggregates?: boolean } = {},
): Promise<boolean> {
  try {
    await commitReportChange({ action: 'file', shiftId: report.shiftId, before: null, after: report, withItems, aggregates: options.aggregates, now: new Date(report.createdAt) });
    return true;
  } catch (error) {
    if (error instanceof ReportChangedError) return false;
    throw error;
  }
}

export interface SiteReportsQuery {
  site: string;
  /** First and last date, inclusive, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Only reports of this grinder type. */
  grinderType?: string;
}

/** Reports of one site dated `from`..`to` (bySiteDate index), oldest first, every page read. */
export async function querySiteReports({ site, from, to, grinderType }: SiteReportsQuery): Promise<ShiftReport[]> {
  const range = reportKeys.bySiteDateRange(site, from, to);
  const items = await queryAll({
    IndexName: BY_SITE_DATE,
    KeyConditionExpression: 'bySiteDatePk = :pk AND bySiteDateSk BETWEEN :from AND :to',
    ...(grinderType ? { FilterExpression: 'grinderType = :grinder' } : {}),
    ExpressionAttributeValues: {
      ':pk': range.pk,
      ':from': range.from,
      ':to': range.to,
      ...(grinderType ? { ':grinder': grinderType } : {}),
    },
  });
  return items.map(fromReportItem);
}

/**
 * Only `fields` of the reports of one site dated `from`..`to` (bySiteDate index, every page):
 * a ProjectionExpression, so a reader that needs a few attributes of many reports (the weekly
 * NYCT report) transfers and unmarshals only those. `date` is always read.
 */
export async function querySiteReportFields<K extends keyof ShiftReport>(
  { site, from, to }: Omit<SiteReportsQuery, 'grinderType'>,
  fields: readonly K[],
): Promise<Pick<ShiftReport, K | 'date'>[]> {
  const range = reportKeys.bySiteDateRange(site, from, to);
  const names = [...new Set<string>(['date', ...fields])];
  const items = await queryAll<Pick<ShiftReport, K | 'date'>>({
    IndexName: BY_SITE_DATE,
    KeyConditionExpression: 'bySiteDatePk = :pk AND bySiteDateSk BETWEEN :from AND :to',
    ProjectionExpression: names.map((_, i) => `#f${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
    ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
  });
  return items;
}

/** Filters of {@link latestSiteReport}. */
export interface LatestReportFilter {
  line?: string;
  grinderType?: string;
  /** Pages of 100 reports read, newest first, before giving up (default 20: a line unused for years). */
  maxPages?: number;
}

/**
 * The newest report of `site` dated on or before `date` (the bySiteDate index read backwards), of
 * the filter's line and grinder when given, or null. Unfiltered it reads one item; filtered, pages
 * of 100, as DynamoDB applies a filter after its limit.
 */
export async function latestSiteReport(site: string, date: string, filter: LatestReportFilter = {}): Promise<ShiftReport | null> {
  const conditions = [filter.line ? '#line = :line' : '', filter.grinderType ? 'grinderType = :grinder' : ''].filter(Boolean);
  const filtered = conditions.length > 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  for (let page = 0; page < (filter.maxPages ?? 20); page += 1) {
    const answer = await ddb.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: BY_SITE_DATE,
        KeyConditionExpression: 'bySiteDatePk = :pk AND bySiteDateSk <= :to',
        ...(filtered ? { FilterExpression: conditions.join(' AND ') } : {}),
        ...(filter.line ? { ExpressionAttributeNames: { '#line': 'line' } } : {}),
        ExpressionAttributeValues: {
          ':pk': reportKeys.bySiteDate(site, date, '').bySiteDatePk,
          ':to': `${date}#~`,
          ...(filter.line ? { ':line': filter.line } : {}),
          ...(filter.grinderType ? { ':grinder': filter.grinderType } : {}),
        },
        ScanIndexForward: false,
        Limit: filtered ? 100 : 1,
        ExclusiveStartKey,
      }),
    );
    const first = answer.Items?.[0];
    if (first) return fromReportItem(first);
    ExclusiveStartKey = answer.LastEvaluatedKey;
    if (!ExclusiveStartKey) return null;
  }
  return null;
}

export { sendTransaction } from './send-transaction';

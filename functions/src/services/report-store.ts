/**
 * Reading and writing report items (docs/data-model.md): one item per report, keyed by shift id,
 * indexed by site and date. Services use these instead of building keys themselves.
 */
import { GetCommand, PutCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ShiftReport } from '@grindline/domain';
import { queryAll } from '../data/query-all';
import { BY_SITE_DATE, reportKeys, type ReportItem } from '../data/table';
import { ddb } from '../lib/clients';
import { HttpError } from '../lib/errors';
import { config } from '../lib/config';

/**
 * Largest report item written, as JSON bytes: below DynamoDB's 400 KB item limit with room for
 * attribute-name overhead, so an oversized report is a 413, not a failed write (a 500).
 */
export const MAX_REPORT_BYTES = 350 * 1024;

/** The stored form of a report: the report plus its key and index attributes. */
export type StoredReport = ReportItem<ShiftReport>;

/** Attributes that are storage detail, never part of the report an API answers with. */
const STORAGE_ATTRIBUTES = ['pk', 'sk', 'bySiteDatePk', 'bySiteDateSk', 'entity'] as const;

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
  const { Item } = await ddb.send(
    new GetCommand({ TableName: config.tableName, Key: reportKeys.primary(shiftId), ConsistentRead: true }),
  );
  return Item ? fromReportItem(Item) : null;
}

/**
 * Stores a new report unless one with its shift id exists (`attribute_not_exists(pk)`): one
 * write, so the shift and its ranges are stored together or not at all. False when one exists.
 * `withItems` (the mail outbox) are written in the SAME transaction: the report and its outbox
 * are stored together or not at all. `transactItems` (the aggregate updates of
 * services/aggregates) join the same transaction.
 */
export async function putNewReport(
  report: ShiftReport,
  withItems: readonly Record<string, unknown>[] = [],
  transactItems: readonly object[] = [],
): Promise<boolean> {
  const TableName = config.tableName;
  const item = toReportItem(report);
  const bytes = Buffer.byteLength(JSON.stringify(item));
  if (bytes > MAX_REPORT_BYTES) {
    throw new HttpError(413, `The report is too large to store (${Math.ceil(bytes / 1024)} KB, at most ${MAX_REPORT_BYTES / 1024} KB): shorten its comments or split its rows over two reports`);
  }
  const put = { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' };
  try {
    if (withItems.length === 0 && transactItems.length === 0) await ddb.send(new PutCommand(put));
    else {
      const TransactItems = [{ Put: put }, ...withItems.map((Item) => ({ Put: { TableName, Item } })), ...transactItems];
      await sendTransaction(TransactItems as NonNullable<TransactWriteCommandInput['TransactItems']>);
    }
    return true;
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'ConditionalCheckFailedException') return false;
    // The transaction's first action is the report: its condition failing means the id is taken.
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
    if (name === 'TransactionCanceledException' && reasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
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

/** Attempts of a transaction cancelled only because another transaction held one of its items. */
const CONFLICT_ATTEMPTS = 8;

/**
 * Sends one TransactWriteItems, sending it again (with a short random back-off) while DynamoDB
 * cancels it for a TransactionConflict only: reports of the same site, grinder and month add to
 * the same aggregate items (docs/decisions.md, issue 13), so two supervisors filing at once may
 * collide. Any other cancellation (a failed condition) is thrown at once, unchanged.
 */
export async function sendTransaction(TransactItems: NonNullable<TransactWriteCommandInput['TransactItems']>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems }));
      return;
    } catch (error) {
      const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
      const conflictOnly =
        (error as Error)?.name === 'TransactionCanceledException' &&
        reasons.some((r) => r.Code === 'TransactionConflict') &&
        reasons.every((r) => !r.Code || r.Code === 'None' || r.Code === 'TransactionConflict');
      const inProgress = (error as Error)?.name === 'TransactionInProgressException';
      if ((!conflictOnly && !inProgress) || attempt >= CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20 * attempt));
    }
  }
}

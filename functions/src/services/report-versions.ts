/**
 * Every change of a report (file, edit, delete as a tombstone, restore) is committed here, as ONE
 * DynamoDB transaction (docs/data-model.md 'Report versions'): the new current version (or its
 * removal), the version item that keeps it in the history, the audit entry, the mail outbox and
 * any other item the change implies. A condition on the version that was loaded makes a change
 * made meanwhile by someone else refuse this one; nothing is then written.
 */
import { randomUUID } from 'node:crypto';
import type { ReportAction, ReportVersion, ShiftReport } from '@grindline/domain';
import { queryAll } from '../data/query-all';
import { reportKeys, VERSION_SK_PREFIX, versionKeys, type ReportVersionItem } from '../data/report-entities';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { HttpError } from '../lib/errors';
import { currentRequest } from '../lib/request-context';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { aggregateWrites } from './aggregates/aggregate-writes';
import { bumpSiteRevisions } from './site-revision';
import { auditItem } from './audit-log';
import { sendTransaction } from './send-transaction';
import { changeGuards } from './reviews/change-guards';
import { getReviewItem, reviewOf } from './reviews/review-item';
import { reapprovalMailItems } from './reviews/review-mails';

/**
 * Largest report item written, as JSON bytes: below DynamoDB's 400 KB item limit with room for
 * attribute-name overhead, so an oversized report is a 413, not a failed write (a 500).
 */
export const MAX_REPORT_BYTES = 350 * 1024;

/** Attributes of the current report item that tell which version it is. */
export interface VersionStamp {
  /** 1 for the filing, +1 per change. */
  version: number;
  /** The change that made this version; an edit names it to say which version it was made on. */
  changeId: string;
  changedAt: string;
  changedBy: string;
}

/** A report as loaded with its version stamp. Reports stored before versions: version 1, changeId = submissionId. */
export interface CurrentReport {
  report: ShiftReport;
  stamp: VersionStamp;
  /** False for a report stored before versions: its first version has no version item yet. */
  stamped: boolean;
}

/** One item of a DynamoDB transaction. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A change to commit. */
export interface ReportChange {
  action: ReportAction;
  shiftId: string;
  /** The current version as loaded; null for a filing and for the restore of a deleted report. */
  before: CurrentReport | null;
  /** The report the change leaves; null for a delete. */
  after: ShiftReport | null;
  /**
   * Number of the latest version in the history when `before` is null (a restore after a delete:
   * the tombstone's number), so the restored version continues the count. 0 for a filing.
   */
  latestVersion?: number;
  /** For a restore: the number of the version brought back. */
  restoredFrom?: number;
  /** Why the change is made; an edit or restore of an agency-approved shift needs one (decisions §53). */
  reason?: string;
  /** Audit summary (defaults to the action and shift id). */
  summary?: string;
  /** The change's id (e.g. to key its outbox item); a new UUID when absent. */
  changeId?: string;
  /** Items written with the change, e.g. the mail outbox (Put of each item, no condition). */
  withItems?: readonly Record<string, unknown>[];
  /**
   * Keep the dashboard aggregates in step in this transaction (default). Only the seeders' system
   * caller files years of history without, then rebuilds them through the same aggregateWrites.
   */
  aggregates?: boolean;
  now?: Date;
}

/** The change was refused: the current version is not the one loaded (or a filing found the id taken). */
export class ReportChangedError extends Error {
  constructor() {
    super('The report changed since it was loaded');
    this.name = 'ReportChangedError';
  }
}

/**
 * Extra items of a change, beside the report, its version, the audit entry and `withItems`: the
 * aggregate updates that move the dashboard figures from `before` to `after` (services/aggregates),
 * so a file, edit, delete or restore and its figures are written together or not at all.
 */
export function changeWrites(before: ShiftReport | null, after: ShiftReport | null): TransactItem[] {
  return aggregateWrites(before, after) as TransactItem[];
}

/** The stamp of a stored report item (reports stored before versions have version 1). */
export function stampOf(item: Record<string, unknown>): VersionStamp {
  return {
    version: typeof item.version === 'number' ? item.version : 1,
    changeId: typeof item.changeId === 'string' ? item.changeId : String(item.submissionId),
    changedAt: typeof item.changedAt === 'string' ? item.changedAt : String(item.createdAt),
    changedBy: typeof item.changedBy === 'string' ? item.changedBy : String(item.createdBy),
  };
}

/** The 'file' version of a report stored before versions existed (its history starts with it). */
export function legacyVersion(current: CurrentReport): ReportVersion {
  return {
    shiftId: current.report.shiftId,
    site: current.report.site,
    version: current.stamp.version,
    changeId: current.stamp.changeId,
    action: 'file',
    at: current.stamp.changedAt,
    by: current.stamp.changedBy,
    report: current.report,
  };
}

const versionItem = (v: ReportVersion): ReportVersionItem => ({ ...versionKeys.version(v.shiftId, v.at, v.changeId), entity: 'reportVersion', ...v });

/** Version items of a shift, oldest first (every page). */
export async function queryVersions(shiftId: string): Promise<ReportVersion[]> {
  const items = await queryAll<ReportVersionItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :v)',
    ExpressionAttributeValues: { ':pk': reportKeys.partition(shiftId), ':v': VERSION_SK_PREFIX },
    ConsistentRead: true,
  });
  return items.map(({ pk: _pk, sk: _sk, entity: _e, ...version }) => version);
}

/** Condition on the current item: it is exactly the loaded version (older items: by submission id). */
function loadedCondition(before: CurrentReport) {
  return {
    ConditionExpression: 'attribute_exists(pk) AND (changeId = :c OR (attribute_not_exists(changeId) AND submissionId = :c))',
    ExpressionAttributeValues: { ':c': before.stamp.changeId },
  };
}

function assertSize(item: object): void {
  const bytes = Buffer.byteLength(JSON.stringify(item));
  if (bytes > MAX_REPORT_BYTES) {
    throw new HttpError(413, `The report is too large to store (${Math.ceil(bytes / 1024)} KB, at most ${MAX_REPORT_BYTES / 1024} KB): shorten its comments or split its rows over two reports`);
  }
}

/** A change's stamp and the items of its transaction, first the current item (see {@link changeItems}). */
export interface ChangeItems {
  stamp: VersionStamp;
  items: TransactItem[];
  /** The agency sign-off guards among `items` (their index) and the refusal each failed check means. */
  guards: Array<{ index: number; refusal: () => HttpError }>;
}

/**
 * The items `change` writes, built without a read or a write: the current item (put under a
 * condition on the loaded version, or on there being none; deleted for a delete), the version
 * item of the change (its report, or a tombstone), the version of a report stored before versions
 * existed (so it is kept), the audit entry, `withItems` and {@link changeWrites}. The seeders'
 * bulk filing (seed/bulk-file.ts) writes the same items a filing's transaction would.
 */
export function changeItems(change: ReportChange): ChangeItems {
  const TableName = config.tableName;
  const now = change.now ?? new Date();
  const request = currentRequest();
  const by = change.action === 'file' && change.after ? change.after.createdBy : request.username;
  const stamp: VersionStamp = {
    version: (change.before?.stamp.version ?? change.latestVersion ?? 0) + 1,
    changeId: change.changeId ?? randomUUID(),
    changedAt: now.toISOString(),
    changedBy: by,
  };
  const version: ReportVersion = {
    shiftId: change.shiftId,
    site: (change.after ?? change.before?.report)!.site,
    version: stamp.version,
    changeId: stamp.changeId,
    action: change.action,
    at: stamp.changedAt,
    by,
    client: request.client,
    ...(change.after ? { report: change.after } : {}),
    ...(change.restoredFrom !== undefined ? { restoredFrom: change.restoredFrom } : {}),
    ...(change.reason?.trim() ? { reason: change.reason.trim() } : {}),
  };

  const current: TransactItem = change.after
    ? {
        Put: {
          TableName,
          Item: currentItem(change.after, stamp),
          ...(change.before ? loadedCondition(change.before) : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      }
    : { Delete: { TableName, Key: reportKeys.primary(change.shiftId), ...loadedCondition(change.before!) } };
  if (change.after) assertSize((current as { Put: { Item: object } }).Put.Item);

  // A report stored before versions has no version item: keep it now, before it is replaced.
  const legacy = change.before && !change.before.stamped ? [legacyVersion(change.before)] : [];
  const items: TransactItem[] = [
    current, // first: a refusal of this item (CancellationReasons[0]) means the report changed
    // The legacy version's key is made of its filing time and submission id: writing it again
    // (the same report stored again, e.g. re-seeded) writes the same content, so no condition.
    ...legacy.map((v) => ({ Put: { TableName, Item: versionItem(v) } })),
    { Put: { TableName, Item: versionItem(version), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName, Item: auditItem({ action: `report.${change.action}`, site: version.site, target: change.shiftId, summary: change.summary ?? `${change.action} of report ${change.shiftId}, version ${stamp.version}` }, now) } },
    ...(change.withItems ?? []).map((Item) => ({ Put: { TableName, Item } })),
    // Aggregates and any other item a change implies join the same transaction here.
    ...(change.aggregates === false ? [] : changeWrites(change.before?.report ?? null, change.after)),
  ];
  // The sign-off guards (closed month, approval on record); the seeders' bulk history has none.
  const guards = change.aggregates === false ? [] : changeGuards(change.action, change.shiftId, change.before?.report ?? null, change.after, change.reason);
  const guardIndexes = guards.map((guard) => ({ index: items.push(guard.item) - 1, refusal: guard.refusal }));
  return { stamp, items, guards: guardIndexes };
}

/**
 * Commits `change` as one transaction of {@link changeItems}. Answers the new version's stamp.
 * Throws {@link ReportChangedError} when the condition fails: nothing was written.
 */
export async function commitReportChange(change: ReportChange): Promise<VersionStamp> {
  // A change of an agency-approved shift (made with a reason) tells the agency it needs re-approval.
  const review = change.reason && change.before && change.after ? await getReviewItem(change.shiftId) : null;
  const reapproval = review && change.after ? reapprovalMailItems(reviewOf(review as unknown as Record<string, unknown>), change.after, change.before!.stamp.version + 1, change.reason!, currentRequest().username, change.now) : [];
  const { stamp, items, guards } = changeItems(reapproval.length ? { ...change, withItems: [...(change.withItems ?? []), ...(reapproval as unknown as Record<string, unknown>[])] } : change);
  try {
    await sendTransaction(items);
  } catch (error) {
    const name = (error as Error)?.name;
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
    if (name === 'TransactionCanceledException' && reasons?.[0]?.Code === 'ConditionalCheckFailed') throw new ReportChangedError();
    const refused = guards.find((g) => reasons?.[g.index]?.Code === 'ConditionalCheckFailed');
    if (name === 'TransactionCanceledException' && refused) throw refused.refusal();
    throw error;
  }
  // After the commit, never before: a reader that sees the new revision also sees the change. The
  // seeders (aggregates: false) bump once per site when they rebuild the aggregates instead.
  if (change.aggregates !== false) await bumpSiteRevisions([change.before?.report.site, change.after?.site].filter((x): x is string => !!x));
  return stamp;
}

/** The current item of `report` at `stamp`: the report, its keys, index attributes and stamp. */
export function currentItem(report: ShiftReport, stamp: VersionStamp): Record<string, unknown> {
  return {
    ...report,
    ...reportKeys.primary(report.shiftId),
    ...reportKeys.bySiteDate(report.site, report.date, report.shiftId),
    entity: 'report',
    ...stamp,
  };
}

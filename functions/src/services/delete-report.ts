/**
 * Deleting a report (spec 000 section 2.5, spec 001 sections 2.9 and 4): the report is archived
 * and removed in one transaction, so it is never lost without its archive copy, nor half deleted.
 */
import { shiftIdParamsSchema } from '../lib/validate';
import type { ShiftReport } from '@grindline/domain';
import { reportKeys, type ArchivedReportItem } from '../data/table';
import { assertSite } from '../lib/authorize';
import { ddb } from '../lib/clients';
import { config } from '../lib/config';
import type { Caller } from '../lib/create-handler';
import { ConflictError, NotFoundError } from '../lib/errors';
import { aggregateWrites } from './aggregates/aggregate-writes';
import { getReport, sendTransaction } from './report-store';

/** Path of DELETE /api/reports/{shiftId}: yyyymmdd and 5 or 6 digits (spec 000 section 3.3). */
/** The path parameters of DELETE /api/reports/{shiftId}. */
export const deleteReportParamsSchema = shiftIdParamsSchema;

export const REPORT_NOT_FOUND = 'No report with this shift id';

/**
 * Archives the report (sort key ARCHIVE#<now>, no index attributes), deletes it and subtracts it
 * from the aggregates, in one transaction. 404 when there is none; 403 unless the caller may see the report's stored site.
 * The delete is conditioned on the version read, so the archive always holds what was deleted.
 */
export async function deleteReport(caller: Caller, shiftId: string, now = new Date()): Promise<void> {
  const report = await getReport(shiftId);
  if (!report) throw new NotFoundError(REPORT_NOT_FOUND);
  assertSite(caller, report.site);
  const archivedAt = now.toISOString();
  const archive: ArchivedReportItem<ShiftReport> = {
    ...report,
    ...reportKeys.archive(shiftId, archivedAt),
    entity: 'reportArchive',
    archivedAt,
    archivedBy: caller.username,
  };
  try {
    await sendTransaction([
      { Put: { TableName: config.tableName, Item: archive, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Delete: {
          TableName: config.tableName,
          Key: reportKeys.primary(shiftId),
          ConditionExpression: 'attribute_exists(pk) AND submissionId = :submissionId',
          ExpressionAttributeValues: { ':submissionId': report.submissionId },
        },
      },
      // The report leaves the dashboard figures in the same transaction (services/aggregates).
      ...aggregateWrites(report, null),
    ]);
  } catch (error) {
    if ((error as Error)?.name !== 'TransactionCanceledException') throw error;
    // Someone deleted or replaced the report since it was read.
    if (!(await getReport(shiftId))) throw new NotFoundError(REPORT_NOT_FOUND);
    throw new ConflictError('The report changed while it was being deleted; load it again.');
  }
}

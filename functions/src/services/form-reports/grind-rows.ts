/**
 * The Delete Old Grind Report screen (spec 000 sections 2.5, 5.8 and 7.4): find a shift by date,
 * customer and line, and remove one of its grind rows or all of them. Each removal archives the
 * version it replaces in the same transaction (as deleting a whole report does), so nothing
 * removed is lost.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { feetTotals, passFeet, type ShiftReport } from '@grindline/domain';
import { reportKeys, type ArchivedReportItem } from '../../data/table';
import { assertSite } from '../../lib/authorize';
import { ddb } from '../../lib/clients';
import { config } from '../../lib/config';
import type { Caller } from '../../lib/create-handler';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { isoDateParam } from '../../lib/validate';
import { getReport, querySiteReports, toReportItem } from '../report-store';
import { REPORT_NOT_FOUND } from '../delete-report';

/** ?site&date&line: 'Search needs date, line and site' (spec 000 section 5.8). */
export const findShiftsQuerySchema = z.object({
  site: z.string({ error: 'site is required' }).trim().min(1, 'site is required'),
  date: isoDateParam('date'),
  line: z.string({ error: 'line is required' }).trim().min(1, 'line is required').max(100, 'line must be at most 100 characters'),
});

/** The `{index}` path parameter: the row's position in the report, from 0. */
export const grindRowParamsSchema = z.object({
  index: z.string({ error: 'index is required' }).regex(/^\d{1,4}$/, 'index must be the number of a grind row').transform(Number),
});

/** The reports of a site, date and line (getshift + getgrind of the old screen, in one answer). */
export async function findShifts(q: z.output<typeof findShiftsQuerySchema>): Promise<ShiftReport[]> {
  return (await querySiteReports({ site: q.site, from: q.date, to: q.date })).filter((r) => r.line === q.line);
}

/**
 * Removes grind row `index` (or every row when `index` is 'all') of a report: the version read is
 * archived and replaced by one without those rows, its figures recomputed, in one transaction
 * conditioned on the version read. 404 for no report or no such row; 403 for another site.
 */
export async function removeGrindRows(caller: Caller, shiftId: string, index: number | 'all', now = new Date()): Promise<ShiftReport> {
  const report = await getReport(shiftId);
  if (!report) throw new NotFoundError(REPORT_NOT_FOUND);
  assertSite(caller, report.site);
  if (index !== 'all' && index >= report.ranges.length) {
    throw new BadRequestError(`The shift has no grind row ${index + 1}`, [{ path: 'index', message: `The shift has no grind row ${index + 1}` }]);
  }
  const ranges = index === 'all' ? [] : report.ranges.filter((_r, i) => i !== index);
  const updated: ShiftReport = { ...report, ranges, passFeet: passFeet(ranges), ...feetTotals(ranges) };
  const archivedAt = now.toISOString();
  const archive: ArchivedReportItem<ShiftReport> = { ...report, ...reportKeys.archive(shiftId, archivedAt), entity: 'reportArchive', archivedAt, archivedBy: caller.username };
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: config.tableName, Item: archive, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: config.tableName,
              Item: toReportItem(updated),
              ConditionExpression: 'attribute_exists(pk) AND submissionId = :s AND size(ranges) = :n',
              ExpressionAttributeValues: { ':s': report.submissionId, ':n': report.ranges.length },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error)?.name !== 'TransactionCanceledException') throw error;
    if (!(await getReport(shiftId))) throw new NotFoundError(REPORT_NOT_FOUND);
    throw new ConflictError('The report changed while its grind rows were being deleted; load it again.');
  }
  return updated;
}

/**
 * Test data for the report and dashboard tests: a filled BART form, a stored report of any site,
 * and direct reads of the table to check what a call left behind.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ShiftReport } from '@grindline/domain';
import { reportKeys } from '../data/report-entities';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { toReportItem } from './report-store';
import { bumpSiteRevisions } from './site-revision';

/** A valid BART form body (spec numbers: MP 1.00 to 1.50 on line A is 2640 ft). */
export function bartForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    submissionId: randomUUID(),
    grinderOperator: 'Pat Lee',
    date: '2024-03-05',
    grinderType: '5062',
    stoneType: 'goli',
    startTime: '23:00',
    stopTime: '03:30',
    line: 'A',
    comments: 'Clear night',
    rows: [
      { segmentType: 'Open Track', completed: 'complete', direction: '1', segmentFrom: 1, segmentTo: 1.5, passesLeft: 2, passesRight: 2 },
      { segmentType: 'Open Track', completed: 'incomplete', direction: '2', segmentFrom: 3, segmentTo: 3.1, passesLeft: 1, passesRight: 2 },
    ],
    ...overrides,
  };
}

/**
 * A stored report of any site, written straight to the table (as another form would store it),
 * and the site's revision bumped as every filing does, so answers kept per revision see it.
 */
export async function seedReport(overrides: Partial<ShiftReport> & Pick<ShiftReport, 'shiftId' | 'site' | 'date'>): Promise<ShiftReport> {
  const report: ShiftReport = {
    variant: 'standard',
    line: 'Red',
    grinderType: 'LRG-24',
    stoneType: 'NA',
    grinderOperator: 'Sam Roe',
    shiftType: 'R-Regular',
    sparkMin: 120,
    passFeet: 1000,
    feetComp: 500,
    feetIncomp: 0,
    comments: '',
    ranges: [{ trackId: 'R_1', direction: 'EB', from: 10, to: 15, length: 500, passesLeft: 2, passesRight: 2, complete: true }],
    createdAt: '2024-01-01T00:00:00.000Z',
    createdBy: 'seed',
    submissionId: randomUUID(),
    ...overrides,
  };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: toReportItem(report) }));
  await bumpSiteRevisions([report.site]);
  return report;
}

/** The raw stored item of a report's current version, or undefined. */
export async function storedItem(shiftId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: reportKeys.primary(shiftId), ConsistentRead: true }));
  return Item;
}

/** Every item of a shift's partition: its current version and archived versions. */
export async function partitionItems(shiftId: string): Promise<Record<string, unknown>[]> {
  const { Items } = await ddb.send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': reportKeys.partition(shiftId) },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

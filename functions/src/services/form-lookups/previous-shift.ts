/**
 * The form lookups that read the filed reports of the caller's site (spec 000 sections 3.9, 4 and
 * 7.2): next shift number, shift-id check, autopopulate (multi-step) and autofill (generic).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AutofillQuery, AutofillResult, AutopopulateQuery, AutopopulateResult, NextShiftNumberQuery, ShiftReport, StandardShiftExtended } from '@grindline/domain';
import { BY_SITE_DATE } from '../../data/table';
import { reportKeys } from '../../data/report-entities';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import { fromReportItem, getReport, querySiteReports } from '../report-store';

/** Pages of 100 reports read, newest first, before a lookup gives up (a line unused for years). */
const MAX_PAGES = 20;
const PAGE = 100;
/** Shift numbers have at most 3 digits (spec 000 section 9.6). */
const MAX_SHIFT_NUM = 999;

/**
 * The newest report of `site` dated on or before `date` (bySiteDate index read backwards), of
 * `line` when given, or null.
 */
export async function latestReport(site: string, date: string, line?: string): Promise<ShiftReport | null> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await ddb.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: BY_SITE_DATE,
        KeyConditionExpression: 'bySiteDatePk = :pk AND bySiteDateSk <= :to',
        ...(line ? { FilterExpression: '#line = :line', ExpressionAttributeNames: { '#line': 'line' } } : {}),
        ExpressionAttributeValues: { ':pk': reportKeys.bySiteDate(site, date, '').bySiteDatePk, ':to': `${date}#~`, ...(line ? { ':line': line } : {}) },
        ScanIndexForward: false,
        Limit: PAGE,
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

const next = (shiftNum: number | undefined): number => Math.min(MAX_SHIFT_NUM, (shiftNum ?? 0) + 1);
const standardOf = (r: ShiftReport): Partial<StandardShiftExtended> => (r.extended?.kind === 'standard' ? r.extended : {});
const orBlank = (v: string | undefined): string => v ?? '';

/**
 * Next free shift number of a grinder on a date (nextshiftnum): one more than the highest shift
 * number the site's reports of that grinder carry that day, 1 when none (at most 999).
 */
export async function nextShiftNumber({ site, date, grinderType }: NextShiftNumberQuery): Promise<number> {
  const sameDay = await querySiteReports({ site, from: date, to: date, grinderType });
  return next(sameDay.reduce((max, r) => Math.max(max, r.shiftNum ?? 0), 0));
}

/** Whether a shift id is already filed (validateshiftid), whatever its site: the id is global. */
export async function shiftIdExists(shiftId: string): Promise<boolean> {
  return (await getReport(shiftId)) !== null;
}

/**
 * Autopopulate (multi-step, spec 000 section 4): the newest report of the line dated on or before
 * `date`, its defaults and its shift number plus one; `found: false` when the line has none.
 */
export async function autopopulate({ site, line, date }: AutopopulateQuery): Promise<AutopopulateResult> {
  const r = await latestReport(site, date, line);
  if (!r) return { found: false };
  const x = standardOf(r);
  const tieUp = r.extended?.kind === 'skytrain' ? r.extended.tieUpLocation : x.grinderLoc;
  return {
    found: true,
    fromShiftId: r.shiftId,
    fromDate: r.date,
    shiftNum: next(r.shiftNum),
    grinderType: r.grinderType,
    stoneType: r.stoneType,
    workType: r.workType ?? '',
    grinderLoc: orBlank(tieUp),
    ARMTieUpLoc: orBlank(x.ARMTieUpLoc),
    grinderOperator: r.grinderOperator,
    grinderOperatorNumber: orBlank(x.grinderOperatorNumber),
    ARMSupervisor: orBlank(x.ARMSupervisor),
    ARMSupervisorNumber: orBlank(x.ARMSupervisorNumber),
    transitRep: orBlank(x.transitRep),
    transitRepNumber: orBlank(x.transitRepNumber),
  };
}

/**
 * Autofill (generic form, spec 000 section 2.4): the customer's newest report dated on or before
 * `date` (default today, UTC), its defaults and its shift number plus one.
 */
export async function autofill({ site, date }: AutofillQuery, now = new Date()): Promise<AutofillResult> {
  const r = await latestReport(site, date ?? now.toISOString().slice(0, 10));
  if (!r) return { found: false };
  const x = standardOf(r);
  return {
    found: true,
    fromShiftId: r.shiftId,
    fromDate: r.date,
    line: r.line,
    shiftNum: next(r.shiftNum),
    shiftType: r.shiftType,
    workType: r.workType ?? '',
    grinderType: r.grinderType,
    stoneType: r.stoneType,
    waterLevel: orBlank(x.waterLevel),
    fuelLevel: orBlank(x.fuelLevel),
    grinderOperator: r.grinderOperator,
    grinderOperatorNum: orBlank(x.grinderOperatorNumber),
    armSupervisor: orBlank(x.ARMSupervisor),
    armSupervisorNum: orBlank(x.ARMSupervisorNumber),
    transitRep: orBlank(x.transitRep),
    transitRepNum: orBlank(x.transitRepNumber),
    armTieUp: orBlank(x.ARMTieUpLoc),
  };
}

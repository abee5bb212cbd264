/**
 * The agency reviewers' daily mail (issue 29): for every site, the shifts of this month and the
 * last waiting for the agency (never reviewed, or changed since approved), as one sign-off mail to
 * the agency's list. One mail per site and day: the outbox item's key is the day, written only if
 * absent, so a second run of the day (a retry) sends nothing twice. Nothing waits: no mail.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { CUSTOMERS, type StatementShift } from '@grindline/domain';
import { config } from '../../lib/config';
import { ddb } from '../../lib/clients/dynamodb';
import { signoffMailKey } from '../../mail/signoff-mail';
import { digestMailItem } from './review-mails';
import { loadStatement } from './statements';

/** This month and the one before (YYYY-MM) of `now`, oldest first. */
export function digestMonths(now: Date): string[] {
  const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return [previous.toISOString().slice(0, 7), now.toISOString().slice(0, 7)];
}

/** The shifts of `site` waiting for its agency in this month and the last. */
export async function waitingShifts(site: string, now: Date): Promise<StatementShift[]> {
  const statements = await Promise.all(digestMonths(now).map((month) => loadStatement({ site, month, phase: undefined })));
  return statements.flatMap((s) => s.shifts.filter((x) => x.status === 'not-reviewed' || x.status === 'needs-reapproval'));
}

/** Writes today's digest of each site with shifts waiting; answers the sites mailed. */
export async function writeDailyDigests(now = new Date(), sites: readonly string[] = CUSTOMERS): Promise<string[]> {
  const day = now.toISOString().slice(0, 10);
  const mailed: string[] = [];
  for (const site of sites) {
    const item = digestMailItem(site, await waitingShifts(site, now), now);
    if (!item) continue;
    try {
      await ddb.send(new PutCommand({ TableName: config.tableName, Item: { ...item, ...signoffMailKey(site, `DIGEST#${day}`) }, ConditionExpression: 'attribute_not_exists(pk)' }));
      mailed.push(site);
    } catch (error) {
      if ((error as Error)?.name !== 'ConditionalCheckFailedException') throw error;
    }
  }
  return mailed;
}

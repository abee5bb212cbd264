/** What the mails of a report became (GET /api/reports/{shiftId}/mails): its outbox item. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportMails, ShiftReport } from '@grindline/domain';
import { outboxKeys } from '../data/mail-entities';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import type { OutboxItem } from './outbox-item';

/** The outbox of a report's current submission, or null when it has none (seeded history). */
export async function reportMails(report: ShiftReport): Promise<ReportMails | null> {
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: outboxKeys.outbox(report.shiftId, report.submissionId), ConsistentRead: true }));
  if (!Item) return null;
  const { shiftId, status, mails, updatedAt } = Item as OutboxItem;
  return { shiftId, status, mails, updatedAt };
}

/**
 * The outbox item a filed report carries (docs/data-model.md 'Outbox'), written in the same
 * transaction as the report by services/file-report.ts. Kept apart from the worker's code
 * (outbox.ts) so the report routes do not bundle the mail and map code.
 */
import type { ReportMails, ShiftReport } from '@grindline/domain';
import { outboxKeys } from '../data/mail-entities';
import { type PrimaryKey } from '../data/table';

/** The outbox item of a filed submission. */
export interface OutboxItem extends PrimaryKey, ReportMails {
  entity: 'outbox';
  site: string;
  variant: ShiftReport['variant'];
  submissionId: string;
  /** Id of the mails of this item (the change's id for an edit); the submission id when absent. */
  mailId?: string;
  edit: boolean;
  createdAt: string;
}

/**
 * The outbox item written with a new report (status queued, no mails decided yet). An edit keeps
 * the report's submission id, so its item is keyed by `mailId` (the edit's change id) instead.
 */
export function outboxItem(report: ShiftReport, now = new Date(), edit = false, mailId?: string): OutboxItem {
  return {
    ...outboxKeys.outbox(report.shiftId, mailId ?? report.submissionId),
    ...(mailId ? { mailId } : {}),
    entity: 'outbox',
    shiftId: report.shiftId,
    site: report.site,
    variant: report.variant,
    submissionId: report.submissionId,
    edit,
    status: 'queued',
    mails: [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/**
 * The outbox item a filed report carries (docs/data-model.md 'Outbox'), written in the same
 * transaction as the report by services/file-report.ts, with its unsent marker. Kept apart from
 * the worker's code (outbox.ts) so the report routes do not bundle the mail and map code.
 */
import type { ReportMails, ShiftReport } from '@grindline/domain';
import { outboxKeys, unsentMailKeys } from '../data/mail-entities';
import { type PrimaryKey } from '../data/table';
import { currentRequest } from '../lib/request-context';

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
  /** The filing request's correlation id: the mail worker logs with it (docs/observability.md). */
  correlationId?: string;
  /** The origin of the app the report was filed from: its mails link to the report there (issue 28). */
  appUrl?: string;
}

/** The marker of an outbox item whose mails are not all sent yet (data/mail-entities.ts). */
export interface UnsentMailMarker extends PrimaryKey {
  entity: 'outboxUnsent';
  shiftId: string;
  createdAt: string;
}

/**
 * The outbox item written with a new report (status queued, no mails decided yet). An edit keeps
 * the report's submission id, so its item is keyed by `mailId` (the edit's change id) instead.
 * It carries the current request's correlation id.
 */
export function outboxItem(report: ShiftReport, now = new Date(), edit = false, mailId?: string): OutboxItem {
  const { correlationId, appOrigin } = currentRequest();
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
    ...(correlationId ? { correlationId } : {}),
    ...(appOrigin ? { appUrl: appOrigin } : {}),
  };
}

/** The unsent marker of an outbox item. */
export function unsentMailMarker(item: Pick<OutboxItem, 'shiftId' | 'submissionId' | 'mailId' | 'createdAt'>): UnsentMailMarker {
  return { ...unsentMailKeys.marker(item.createdAt, item.shiftId, item.mailId ?? item.submissionId), entity: 'outboxUnsent', shiftId: item.shiftId, createdAt: item.createdAt };
}

/** What a report change writes for its mails: the outbox item and its unsent marker. */
export function outboxWrites(report: ShiftReport, now = new Date(), edit = false, mailId?: string): Record<string, unknown>[] {
  const item = outboxItem(report, now, edit, mailId);
  return [item as unknown as Record<string, unknown>, unsentMailMarker(item) as unknown as Record<string, unknown>];
}

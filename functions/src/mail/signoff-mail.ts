/**
 * Agency sign-off mails (issue 29, decisions §53): a dispute (to the office's INTERNAL list), a
 * change of an approved shift (to the agency's list: the approver must approve again) and the
 * reviewers' daily list of shifts waiting (to the agency's list). They go through the outbox like
 * the account mails: an `outbox` item written by the route (in its transaction) or by the daily
 * function, drained by the mail worker, claimed once, retried with backoff, its state kept on it.
 * The content is decided when the item is written; the addresses when it is sent
 * (signoff-mail-drain.ts, the worker's part: the routes that write these items do not bundle SES).
 */
import { randomUUID } from 'node:crypto';
import type { PrimaryKey } from '../data/table';
import { currentRequest } from '../lib/request-context';
import { escapeHtml, type MailContent } from './mail-content';

export type SignoffMailKind = 'dispute' | 'reapproval' | 'digest';

/** A sign-off mail waiting in (or drained from) the outbox. */
export interface SignoffMailItem extends PrimaryKey, MailContent {
  entity: 'outbox';
  signoffMail: SignoffMailKind;
  site: string;
  /** The mail list it goes to (INTERNAL, or the agency's list: its site's client key). */
  list: string;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  to?: string[];
  reason?: string;
  messageId?: string;
  lastError?: string;
  createdAt: string;
  updatedAt: string;
  correlationId?: string;
}

/** Partition of a site's sign-off mails (under OUTBOX#, like every outbox item). */
export const signoffMailKey = (site: string, id: string): PrimaryKey => ({ pk: `OUTBOX#SIGNOFF#${site}`, sk: `MAIL#${id}` });

/** The outbox item of a sign-off mail: `lines` are the text, one paragraph each (escaped in the HTML). */
export function signoffMailItem(kind: SignoffMailKind, site: string, list: string, subject: string, lines: readonly string[], now = new Date()): SignoffMailItem {
  const { correlationId } = currentRequest();
  return {
    ...signoffMailKey(site, `${now.toISOString()}#${randomUUID()}`),
    entity: 'outbox',
    signoffMail: kind,
    site,
    list,
    subject,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    status: 'queued',
    attempts: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...(correlationId ? { correlationId } : {}),
  };
}

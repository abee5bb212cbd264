/**
 * Account mails (issue 31): the invitation (user name and temporary password) and the
 * forgotten-password code. They go through the application's outbox like the report mails
 * (an `outbox` item drained by the mail-outbox worker through SES, retried with backoff, its state
 * kept on the item and shown on the Users screen), never through Cognito's own mail. The secret
 * is removed from the item once the mail is sent or has failed for good (account-mail-drain.ts, the
 * worker's part: the routes that write these items do not bundle SES).
 */
import { randomUUID } from 'node:crypto';
import { INVITATION_DAYS } from '@grindline/domain';
import { accountOutboxKeys } from '../data/account-entities';
import type { PrimaryKey } from '../data/table';
import { currentRequest } from '../lib/request-context';
import { escapeHtml, type MailContent } from './mail-content';

export type AccountMailKind = 'invitation' | 'passwordReset';

/** An account mail waiting in (or drained from) the outbox. */
export interface AccountMailItem extends PrimaryKey {
  entity: 'outbox';
  accountMail: AccountMailKind;
  username: string;
  name: string;
  to: string;
  /** The temporary password or the reset code; removed once the mail is sent or failed. */
  secret?: string;
  invitedBy?: string;
  /** Where the invited user signs in (the inviting manager's page origin). */
  appUrl?: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  messageId?: string;
  lastError?: string;
  createdAt: string;
  /** The request that decided the mail (docs/observability.md): the worker logs under it. */
  correlationId?: string;
  updatedAt: string;
}

/** The outbox item of an account mail, to be written by the route that decides it. */
export function accountMailItem(
  kind: AccountMailKind,
  fields: { username: string; name: string; to: string; secret: string; invitedBy?: string; appUrl?: string },
  now = new Date(),
): AccountMailItem {
  const { correlationId } = currentRequest();
  return {
    ...accountOutboxKeys.mail(fields.username, `${now.toISOString()}#${randomUUID()}`),
    entity: 'outbox',
    accountMail: kind,
    ...fields,
    status: 'queued',
    attempts: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...(correlationId ? { correlationId } : {}),
  };
}

/** What an account mail says. Pure; every value typed by a person is escaped in the HTML. */
export function accountMailContent(item: Pick<AccountMailItem, 'accountMail' | 'username' | 'name' | 'secret' | 'invitedBy' | 'appUrl'>): MailContent {
  const hello = item.name ? `Hello ${item.name},` : 'Hello,';
  if (item.accountMail === 'invitation') {
    const where = item.appUrl ? `Sign in at ${item.appUrl}` : 'Sign in to Grindline';
    const lines = [
      hello,
      `${item.invitedBy ?? 'An administrator'} has invited you to Grindline.`,
      `${where} with:`,
      `User name: ${item.username}`,
      `Temporary password: ${item.secret ?? ''}`,
      `You will choose your own password at the first sign-in. The invitation expires in ${INVITATION_DAYS} days; after that, ask ${item.invitedBy ?? 'an administrator'} to send a new one.`,
    ];
    const link = item.appUrl ? `<a href="${escapeHtml(item.appUrl)}">${escapeHtml(item.appUrl)}</a>` : 'Grindline';
    const html = [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(item.invitedBy ?? 'An administrator')} has invited you to Grindline.</p>`,
      `<p>Sign in at ${link} with:</p>`,
      `<p>User name: <strong>${escapeHtml(item.username)}</strong><br>Temporary password: <strong><code>${escapeHtml(item.secret ?? '')}</code></strong></p>`,
      `<p>${escapeHtml(lines[5])}</p>`,
    ].join('\n');
    return { subject: 'Your Grindline invitation', text: lines.join('\n'), html };
  }
  const lines = [
    hello,
    `Someone (we hope you) asked to reset the Grindline password of ${item.username}.`,
    `Your code: ${item.secret ?? ''}`,
    'Enter it on the sign-in screen within 15 minutes. If it was not you, ignore this mail: your password is unchanged.',
  ];
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>Someone (we hope you) asked to reset the Grindline password of <strong>${escapeHtml(item.username)}</strong>.</p>`,
    `<p>Your code: <strong><code>${escapeHtml(item.secret ?? '')}</code></strong></p>`,
    `<p>${escapeHtml(lines[3])}</p>`,
  ].join('\n');
  return { subject: 'Your Grindline password reset code', text: lines.join('\n'), html };
}

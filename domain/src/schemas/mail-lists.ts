/**
 * Report mails (spec 000 sections 1 and 7.5): the mail lists per client key and what the mails
 * of a filed report became. Shared by the API and the screens.
 */
import { z } from 'zod';
import { CUSTOMERS } from '../customers/customer-ids';

/**
 * Client keys that have a mail list: INTERNAL (the office: the internal report of every report),
 * the SkyTrain and NYCT admin lists (spec 000 section 7.5 skytrain and nyct mails), and every
 * customer (the external report; SKYTRAIN and NYCT are customers too).
 */
export const MAIL_CLIENT_KEYS = ['INTERNAL', 'SKYTRAIN_ADMIN', 'NYCT_ADMIN', ...CUSTOMERS] as const;
export type MailClientKey = (typeof MAIL_CLIENT_KEYS)[number];

/** The spec's words for a client without a list (spec 000 section 7.5 getlist). */
export const NO_EMAIL_LIST = 'No Email List for this client';

/** At most this many addresses in one list. */
export const MAX_LIST_ADDRESSES = 50;

// One local part, @, a dotted domain with a 2+ letter top level: what SES accepts, without quoting.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Whether `address` is a plain email address (no display name). */
export function isEmailAddress(address: string): boolean {
  return address.length <= 254 && EMAIL.test(address);
}

/** Splits what a person types (commas, semicolons, spaces or new lines between addresses). */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

/** PUT /api/mail/lists/{clientKey}: the whole list; a bad address is named and nothing is saved. */
export const mailListSchema = z.object({
  addresses: z
    .array(z.string({ error: 'Each address must be text' }).trim(), { error: 'addresses must be a list' })
    .max(MAX_LIST_ADDRESSES, `At most ${MAX_LIST_ADDRESSES} addresses`)
    .superRefine((list, ctx) => {
      list.forEach((address, i) => {
        if (!isEmailAddress(address)) ctx.addIssue({ code: 'custom', path: [i], message: `"${address}" is not a valid email address` });
      });
    })
    .transform((list) => [...new Set(list.map((a) => a.toLowerCase()))]),
});
export type MailListRequest = z.output<typeof mailListSchema>;

/** One client's list as the API answers it. */
export interface MailList {
  clientKey: string;
  addresses: string[];
  updatedAt?: string;
  updatedBy?: string;
}

/** The mails a report sends. */
export type MailKind = 'internal' | 'external' | 'skytrain' | 'nyct';

/** What one mail of a report became. */
export interface MailStatus {
  kind: MailKind;
  status: 'queued' | 'sent' | 'failed' | 'skipped';
  to: string[];
  subject?: string;
  attempts: number;
  /** Why it was skipped, e.g. 'No Email List for this client'. */
  reason?: string;
  lastError?: string;
  messageId?: string;
}

/** GET /api/reports/{shiftId}/mails: the outbox of the report's latest submission. */
export interface ReportMails {
  shiftId: string;
  /** queued until the worker has handled every mail; failed when one failed after its last try. */
  status: 'queued' | 'done' | 'failed';
  mails: MailStatus[];
  updatedAt: string;
}

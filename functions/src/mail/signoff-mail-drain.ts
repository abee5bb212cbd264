/**
 * The mail worker's part of the sign-off mails (signoff-mail.ts): claiming an outbox item,
 * reading its list and sending it through SES. Apart from the items' construction so that the
 * routes that only write those items (every report change, through report-versions.ts) do not
 * bundle the SES client and nodemailer's composer (docs/decisions.md §65).
 */
import { NO_EMAIL_LIST } from '@grindline/domain';
import { getMailList } from './mail-lists';
import { sendMail } from './mail-send';
import { claimOutboxItem, sendWithBackoff, updateOutboxItem } from './outbox-update';
import type { SignoffMailItem } from './signoff-mail';

/** Sends one sign-off mail once: claims it, reads its list, tries with backoff, records the outcome. */
export async function drainSignoffMail(item: SignoffMailItem): Promise<SignoffMailItem['status']> {
  if (!(await claimOutboxItem(item))) return 'sending';
  const to = await getMailList(item.list);
  if (!to) {
    await updateOutboxItem(item, { status: 'skipped', reason: NO_EMAIL_LIST, updatedAt: new Date().toISOString() });
    return 'skipped';
  }
  return sendWithBackoff(item, {
    send: () => sendMail({ subject: item.subject, text: item.text, html: item.html, to, mailId: `${item.pk}/${item.sk}` }),
    record: { to },
    warning: 'Sign-off mail not sent',
    logFields: { signoffMail: item.signoffMail },
  });
}

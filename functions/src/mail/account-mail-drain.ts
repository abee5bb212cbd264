/**
 * The mail worker's part of the account mails (account-mail.ts): claiming an outbox item, sending
 * it through SES with backoff, recording the outcome and dropping the secret. Apart from the
 * items' construction so that the account routes, which only write those items, do not bundle the
 * SES client and nodemailer's composer (docs/decisions.md §65).
 */
import { accountMailContent, type AccountMailItem } from './account-mail';
import { sendMail } from './mail-send';
import { claimOutboxItem, sendWithBackoff } from './outbox-update';

/**
 * Sends one account mail once: claims it (queued -> sending), tries with backoff, records sent or
 * failed and drops the secret. A mail another worker claimed already is left alone.
 */
export async function drainAccountMail(item: AccountMailItem): Promise<AccountMailItem['status']> {
  if (!(await claimOutboxItem(item))) return 'sending';
  const content = accountMailContent(item);
  return sendWithBackoff(item, {
    send: () => sendMail({ ...content, to: [item.to], mailId: `${item.pk}/${item.sk}` }),
    removeSecret: true,
    warning: 'Account mail not sent',
    logFields: { accountMail: item.accountMail },
  });
}

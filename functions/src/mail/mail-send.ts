/**
 * Composing a mail as MIME (nodemailer's MailComposer: HTML, a plain-text part, the map PNG and
 * the photo thumbnails inline by cid) and sending it raw with SESv2 SendEmail.
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer';
import { ses } from '../lib/clients/ses';
import { config } from '../lib/config';
import { MAP_CID, type MailContent } from './mail-content';

export interface OutgoingMail extends MailContent {
  to: string[];
  /** The map picture, inline as cid:map@grindline. */
  mapPng?: Buffer;
  /** Photo thumbnails, inline by their cid (issue 28). */
  inlineImages?: InlineImage[];
  /** Stable id of this mail (submission and kind), sent as a header for tracing. */
  mailId: string;
}

/** A picture sent inline, referred to by `cid:<cid>` in the HTML. */
export interface InlineImage {
  cid: string;
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The raw MIME message of a mail. */
export function composeMail(mail: OutgoingMail): Promise<Buffer> {
  const composer = new MailComposer({
    from: config.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'X-Grindline-Mail': mail.mailId },
    attachments: [
      ...(mail.mapPng ? [{ filename: 'map.png', content: mail.mapPng, contentType: 'image/png', cid: MAP_CID, contentDisposition: 'inline' as const }] : []),
      ...(mail.inlineImages ?? []).map((image) => ({ ...image, contentDisposition: 'inline' as const })),
    ],
  });
  return composer.compile().build();
}

/** Sends a mail raw through SES; answers SES's message id. */
export async function sendMail(mail: OutgoingMail): Promise<string> {
  const raw = await composeMail(mail);
  const out = await ses.send(
    new SendEmailCommand({ FromEmailAddress: config.mailFrom, Destination: { ToAddresses: mail.to }, Content: { Raw: { Data: raw } } }),
  );
  return out.MessageId ?? '';
}

/**
 * The local stack's mail side for the e2e tests: a mail list set through the API as the super
 * admin, and the mails the SES emulator stored (its GET /store).
 */
import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from './browser';

/** A mail as the SES emulator stores it. */
export interface StoredMail {
  subject: string;
  body: { html?: string; text?: string };
  attachments: Array<{ content: string; contentType: string; cid?: string }>;
}

/** Sets the mail list `clientKey` of the stack at `url` to `addresses`, signed in as the demo super admin. */
export async function putMailList(url: string, clientKey: string, addresses: string[]): Promise<void> {
  const login = await fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const list = await fetch(`${url}/api/mail/lists/${clientKey}`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ addresses }) });
  assert.equal(list.status, 200);
}

/** The first mail stored by the emulator at `mailUrl` that `wanted` accepts, asked once a second up to `tries` times; undefined if none came. */
export async function waitForMail(mailUrl: string, wanted: (mail: StoredMail) => boolean, tries = 30): Promise<StoredMail | undefined> {
  for (let i = 0; i < tries; i++) {
    const { emails } = (await (await fetch(`${mailUrl}/store`)).json()) as { emails: StoredMail[] };
    const mail = emails.find(wanted);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return undefined;
}

/**
 * What each Lambda bundle carries (issue 30: init time grows with the code a function loads).
 * Mail is sent by one function only, the outbox worker: the routes write outbox items in their
 * transactions, so the SES client and nodemailer's composer (about 240 KB before minifying) must
 * stay out of their bundles. npm test builds before it runs the tests, so a missing bundle is a
 * failure, not a skip.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../src/route-table';
import { workers } from '../src/workers';

const dist = join(__dirname, '..', 'dist');
/** Strings the minifier keeps: SES's service name, and a header only the MIME composer writes. */
const SES_CLIENT = 'SimpleEmailService_v2';
const MIME_COMPOSER = 'Content-Transfer-Encoding';
const MAIL_SENDERS = ['mail-outbox'];

function bundle(id: string): string {
  return readFileSync(join(dist, id, 'index.mjs'), 'latin1');
}

describe('Lambda bundles', () => {
  const ids = [...routes.map((r) => r.id), ...workers.map((w) => w.id)];

  it('exist for every route and worker (npm test builds before testing)', () => {
    expect(ids.filter((id) => !existsSync(join(dist, id, 'index.mjs')))).toEqual([]);
  });

  it('carry the SES client and the MIME composer in the mail worker only', () => {
    const senders = ids.filter((id) => {
      const code = bundle(id);
      return code.includes(SES_CLIENT) || code.includes(MIME_COMPOSER);
    });
    expect(senders).toEqual(MAIL_SENDERS);
    const worker = bundle('mail-outbox');
    expect(worker).toContain(SES_CLIENT);
    expect(worker).toContain(MIME_COMPOSER);
  });
});

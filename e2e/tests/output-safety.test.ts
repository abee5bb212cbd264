/**
 * Output safety (issue 8, docs/security.md): a BART report whose free-text fields hold script,
 * event-handler and CSV-formula payloads is filed through the API, then shown in the screens that
 * print those fields (the BART viewer, the daily stats card) and exported as CSV. Nothing runs,
 * the text shows as text, every formula cell is neutralised, and the pages raise no
 * Content-Security-Policy violation. The report's mail (issue 9) escapes them too.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { ConsoleMessage, Page } from 'playwright-core';
import { BART_GRINDER_TYPES, BART_STONE_TYPES } from '@grindline/domain';
import { DEMO_PASSWORD, shot, signIn, startWorld, type E2eWorld } from '../support/browser';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
  // The office's list, so every report mails its internal report.
  const login = await fetch(`${world.stack.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const list = await fetch(`${world.stack.url}/api/mail/lists/INTERNAL`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ addresses: ['office@grindline.example.com'] }),
  });
  assert.equal(list.status, 200);
});
after(async () => {
  await world?.stop();
});

const DATE = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
/** Each payload sets window.__pwned if it ever runs. */
const OPERATOR = '<img src=x onerror="window.__pwned=1">';
const COMMENTS = '<script>window.__pwned=2</script>=HYPERLINK("http://evil.example","x")';
/** Formula payloads of OWASP's CSV-injection page, one per leading character. */
const FORMULAS = ['=HYPERLINK("http://evil.example","x")', '+cmd|\' /C calc\'!A0', '@SUM(1+1)*cmd|\' /C calc\'!A0', '-1+1', '\t=1+2'];

function watchPage(page: Page): { violations: string[]; dialogs: string[] } {
  const seen = { violations: [] as string[], dialogs: [] as string[] };
  page.on('console', (m: ConsoleMessage) => {
    if (/Content Security Policy/i.test(m.text())) seen.violations.push(m.text());
  });
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  return seen;
}

test('script and formula payloads in a report are inert in the viewer, daily stats and CSV', async () => {
  const page = await signIn(world, 'bartadmin');
  const seen = watchPage(page);
  const url = world.stack.url;

  const filed = await page.request.post(`${url}/api/reports/bart`, {
    data: {
      submissionId: crypto.randomUUID(),
      grinderOperator: OPERATOR,
      date: DATE,
      grinderType: BART_GRINDER_TYPES[0],
      stoneType: BART_STONE_TYPES[0],
      startTime: '23:30',
      stopTime: '04:30',
      line: 'A',
      comments: COMMENTS,
      rows: [{ segmentType: 'Open Track', completed: 'complete', direction: '1', segmentFrom: 1, segmentTo: 1.5, passesLeft: 3, passesRight: 3 }],
    },
  });
  assert.equal(filed.status(), 201, await filed.text());
  const { shiftId } = (await filed.json()) as { shiftId: string };

  await page.goto(`${url}/grind-reports/view`);
  await page.getByLabel('Pick a Date').fill(DATE);
  await page.getByRole('button', { name: 'Get Report' }).click();
  await page.getByText(OPERATOR, { exact: true }).first().waitFor();
  assert.ok(await page.getByText(COMMENTS, { exact: true }).first().isVisible(), 'the comment shows as text');
  await shot(page, 'output-safety-viewer');

  await page.goto(`${url}/dash`);
  await page.getByLabel('Date from').fill(DATE);
  await page.getByLabel('Date to').fill(DATE);
  const card = page.getByRole('button', { name: 'Show more' }).first();
  await card.waitFor();
  await card.click();
  await page.getByText(COMMENTS, { exact: true }).first().waitFor();
  await shot(page, 'output-safety-daily-stats');

  assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined, 'no payload ran');
  assert.equal(await page.locator('img[src="x"]').count(), 0, 'no element was injected');
  assert.deepEqual(seen.dialogs, []);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  assert.ok(csv.includes(`"${COMMENTS.replace(/"/g, '""')}"`), 'the comment is in the CSV as one quoted cell');
  const cells = csv.split(/\r\n/).flatMap((line) => line.split(','));
  for (const cell of cells) {
    const text = cell.replace(/^"/, '');
    assert.doesNotMatch(text, /^[=+\-@\t]/, `CSV cell ${JSON.stringify(cell)} could run as a formula`);
  }
  assert.deepEqual(seen.violations, [], 'no CSP violation on the screens');

  const mail = await waitForMail(shiftId);
  const html = mail.body.html ?? '';
  assert.doesNotMatch(html, /<script|<img src=x/i, 'no live markup from the report in the mail');
  assert.ok(html.includes('&lt;img src=x onerror='), 'the operator is escaped text in the HTML part');
  assert.ok(html.includes('&lt;script&gt;window.__pwned=2&lt;/script&gt;'), 'the comment is escaped text in the HTML part');
  assert.ok((mail.body.text ?? '').includes(COMMENTS), 'the plain-text part holds the comment as typed');
  await page.context().close();
});

interface StoredMail {
  subject: string;
  body: { html?: string; text?: string };
}

/** The internal mail of `shiftId` from the SES emulator, once the outbox worker has sent it. */
async function waitForMail(shiftId: string): Promise<StoredMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { emails } = (await (await fetch(`${world.stack.mailUrl}/store`)).json()) as { emails: StoredMail[] };
    const mail = emails.find((m) => m.subject.includes(shiftId));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail for shift ${shiftId} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('every formula payload leaves the daily stats CSV neutralised', async () => {
  const page = await signIn(world, 'bartadmin');
  const url = world.stack.url;
  const date = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  for (const [i, formula] of FORMULAS.entries()) {
    const filed = await page.request.post(`${url}/api/reports/bart`, {
      data: {
        submissionId: crypto.randomUUID(),
        grinderOperator: formula,
        date,
        grinderType: BART_GRINDER_TYPES[i % BART_GRINDER_TYPES.length],
        stoneType: BART_STONE_TYPES[0],
        startTime: '23:30',
        stopTime: '04:30',
        line: 'A',
        comments: formula,
        rows: [{ segmentType: 'Open Track', completed: 'complete', direction: '1', segmentFrom: 2, segmentTo: 2.5, passesLeft: 1, passesRight: 1 }],
      },
    });
    // One report per grinder and date: payloads past the grinder list reuse a date-grinder pair.
    assert.ok([201, 409].includes(filed.status()), await filed.text());
  }
  const answer = await page.request.get(`${url}/api/dashboard/daily-stats/csv?site=BART&startDate=${date}&endDate=${date}`);
  assert.equal(answer.status(), 200);
  const csv = await answer.text();
  const lines = csv.split(/\r\n/).filter(Boolean);
  assert.ok(lines.length > 1, 'the CSV has rows');
  for (const line of lines) {
    for (const cell of line.split(',')) {
      assert.doesNotMatch(cell.replace(/^"/, ''), /^[=+\-@\t]/, `CSV cell ${JSON.stringify(cell)} could run as a formula`);
    }
  }
  assert.ok(csv.includes("'-1+1"), 'the payload is kept, behind an apostrophe');
  await page.context().close();
});

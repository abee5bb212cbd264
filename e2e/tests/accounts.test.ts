/**
 * People and accounts end to end (issue 31), in Debian's Chromium against a local stack of its
 * own: adminMgmt invites a supervisor on the Users screen, the invitation mail is opened in the
 * SES emulator's viewer, the supervisor sets a password, files a report, is disabled and loses
 * the session; a forgotten password is reset with the mailed code; an invited adminMgmt enrols
 * TOTP (codes computed here with otplib) and signs in with a code; a site administrator turns the
 * optional TOTP on from the Account page. The Users table never scrolls sideways.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { fillBartForm } from '../support/bart-form';
import { DEMO_PASSWORD, signIn, startWorld, type E2eWorld } from '../support/browser';
import { keep } from '../support/kept-screens';

let world: E2eWorld;

before(async () => {
  world = await startWorld();
});
after(async () => {
  await world?.stop();
});

interface StoredMail {
  from: string;
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
  at: number;
}

/** The newest mail to `to` with `subject`, waiting for the outbox worker to send it. */
async function mailTo(to: string, subject: string): Promise<StoredMail> {
  for (let i = 0; i < 120; i += 1) {
    const { emails } = (await (await fetch(`${world.stack.mailUrl}/store`)).json()) as { emails: StoredMail[] };
    const found = emails.filter((m) => m.subject === subject && m.destination.to.includes(to)).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No mail '${subject}' to ${to}`);
}

const secretOf = (mail: StoredMail, label: string) => new RegExp(`${label}: (\\S+)`).exec(mail.body.text ?? '')?.[1] ?? '';

/**
 * Shows `mail` as a mail reader does: its envelope, then the HTML body exactly as the product sent
 * it (from the SES emulator's GET /store), in a sandboxed frame. The emulator's own viewer opens
 * the HTML on a click into a frame it fills by script, which a wait cannot rely on.
 */
async function showMail(page: Page, mail: StoredMail, bodyText: string): Promise<void> {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const envelope = [
    ['From', mail.from],
    ['To', mail.destination.to.join(', ')],
    ['Subject', mail.subject],
    ['Date', new Date(mail.at > 1e12 ? mail.at : mail.at * 1000).toUTCString()],
  ]
    .map(([k, v]) => `<div><b>${k}:</b> ${escape(v)}</div>`)
    .join('');
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>${escape(mail.subject)}</title><style>
      body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #eef1f5; }
      header { padding: 12px 20px; background: #1f2937; color: #fff; font-weight: 600; }
      .mail { max-width: 760px; margin: 16px auto; background: #fff; border: 1px solid #cbd2db; border-radius: 6px; }
      .envelope { padding: 12px 20px; border-bottom: 1px solid #cbd2db; }
      iframe { display: block; width: 100%; height: 420px; border: 0; }
    </style></head><body><header>Sent mail (SES emulator)</header><main class="mail">
      <div class="envelope">${envelope}</div>
      <iframe title="Mail body" sandbox srcdoc="${escape(mail.body.html ?? '')}"></iframe>
    </main></body></html>`,
  );
  await page.frameLocator('iframe[title="Mail body"]').getByText(bodyText).waitFor();
}

/** The page does not scroll sideways and the last button of `row` lies wholly inside the viewport. */
async function assertNoSidewaysScroll(page: Page, row: ReturnType<Page['getByRole']>): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  assert.ok(scrollWidth <= clientWidth, `the page scrolls sideways: ${scrollWidth} > ${clientWidth}`);
  const last = row.getByRole('button').last();
  await last.scrollIntoViewIfNeeded();
  const box = await last.boundingBox();
  const width = page.viewportSize()!.width;
  assert.ok(box && box.x >= 0 && box.x + box.width <= width, `the row's last button is cut off: ${JSON.stringify(box)} in ${width}px`);
}

/** A fresh context on the login screen. */
async function loginPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await world.browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[browser] ${e.message}`));
  await page.goto(world.stack.url);
  return page;
}

async function typeLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The first sign-in: temporary password, then a new one with the rules ticked as it is typed. */
async function firstSignIn(page: Page, username: string, temporary: string, password: string) {
  await typeLogin(page, username, temporary);
  await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill('short');
  assert.equal(await page.locator('.gl-shell-rules li.met').count(), 1);
  await page.getByLabel('New password', { exact: true }).fill(password);
  assert.equal(await page.locator('.gl-shell-rules li.met').count(), 5);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
}

test('adminMgmt invites a supervisor, who sets a password, files a report, is disabled and loses the session', async () => {
  const manager = await signIn(world, 'adminmgmt');
  await manager.setViewportSize({ width: 1280, height: 800 });
  await manager.goto(`${world.stack.url}/grind-reports/users`);
  await manager.getByRole('heading', { name: 'Users', exact: true }).waitFor();
  await manager.getByLabel('Name', { exact: true }).fill('Sam Field');
  await manager.getByLabel('E-mail', { exact: true }).fill('sam.field@crew.example.com');
  await manager.getByLabel('Username', { exact: true }).fill('sam.field');
  await manager.getByLabel('Role and site').selectOption('BARTadmin');
  await manager.getByRole('button', { name: 'Send invitation' }).click();
  await manager.getByText('Invitation for sam.field queued').waitFor();
  const row = manager.getByRole('row').filter({ hasText: 'sam.field' });
  await row.getByText('Invited').waitFor();

  const invitation = await mailTo('sam.field@crew.example.com', 'Your Grindline invitation');
  const temporary = secretOf(invitation, 'Temporary password');
  assert.match(invitation.body.text ?? '', /adminmgmt has invited you to Grindline/);
  assert.ok(temporary.length >= 16);
  await manager.reload();
  await row.getByText('mail sent').waitFor();
  // The invited user's row has the most actions; its last one (Delete) must be in view.
  await row.getByRole('button', { name: 'Resend invitation' }).waitFor();
  await assertNoSidewaysScroll(manager, row);
  await manager.evaluate(() => window.scrollTo(0, 0));
  await keep(manager, 'users-1280x800');
  await manager.setViewportSize({ width: 800, height: 1280 });
  await assertNoSidewaysScroll(manager, row);
  await manager.evaluate(() => window.scrollTo(0, 0));
  await keep(manager, 'users-800x1280');

  const viewer = await world.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await showMail(viewer, invitation, 'adminmgmt has invited you to Grindline');
  await viewer.frameLocator('iframe[title="Mail body"]').getByText(temporary).waitFor();
  await keep(viewer, 'invitation-mail-1280x800');
  await viewer.setViewportSize({ width: 800, height: 1280 });
  await keep(viewer, 'invitation-mail-800x1280');

  const supervisor = await loginPage();
  await firstSignIn(supervisor, 'sam.field', temporary, 'Rail-crew-2026!');
  await supervisor.getByRole('button', { name: /log out/i }).waitFor();
  await supervisor.goto(`${world.stack.url}/grind-reports/new`);
  await supervisor.getByRole('heading', { name: 'BART Grind Report' }).waitFor();
  await fillBartForm(supervisor, '2031-06-02');
  await supervisor.getByRole('button', { name: 'Submit Form' }).click();
  await supervisor.getByRole('button', { name: 'Confirm and Submit' }).click();
  await supervisor.getByText('Form Submitted').waitFor();

  await manager.setViewportSize({ width: 1280, height: 800 });
  await manager.reload();
  await row.getByText('Active').waitFor();
  await row.getByRole('button', { name: 'Disable' }).click();
  await manager.getByText('sam.field disabled; their sessions ended.').waitFor();
  const me = await supervisor.evaluate(async () => (await fetch('/api/user')).status);
  assert.equal(me, 401);
  await supervisor.goto(world.stack.url);
  await supervisor.getByRole('button', { name: 'Log In' }).waitFor();
  await typeLogin(supervisor, 'sam.field', 'Rail-crew-2026!');
  await supervisor.getByText('Invalid username or password').waitFor();
});

test('a forgotten password is reset with the mailed code', async () => {
  const page = await loginPage();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Username').fill('mbta');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByText('a code is on its way').waitFor();
  const code = secretOf(await mailTo('mbta@grindline.local', 'Your Grindline password reset code'), 'Your code');
  assert.match(code, /^\d{6}$/);
  await page.getByLabel('Code from the mail').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('Transit-map-2026!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password is changed. Sign in with it.').waitFor();
  await typeLogin(page, 'mbta', DEMO_PASSWORD);
  await page.getByText('Invalid username or password').waitFor();
  await typeLogin(page, 'mbta', 'Transit-map-2026!');
  await page.getByRole('button', { name: /log out/i }).waitFor();
});

test('an invited adminMgmt must enrol TOTP, then signs in with a code of the app', async () => {
  const admin = await signIn(world, 'admin');
  const invited = await admin.evaluate(async () =>
    (await fetch('/api/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'mo.manager', name: 'Mo Manager', email: 'mo@office.example.com', role: 'adminMgmt' }) })).status,
  );
  assert.equal(invited, 201);
  const temporary = secretOf(await mailTo('mo@office.example.com', 'Your Grindline invitation'), 'Temporary password');

  const page = await loginPage();
  await firstSignIn(page, 'mo.manager', temporary, 'Office-lead-2026!');
  await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
  await page.getByRole('img', { name: 'QR code of the two-step sign-in key' }).waitFor();
  assert.equal(await page.evaluate(async () => (await fetch('/api/users')).status), 403);
  await keep(page, 'totp-enrolment-1280x800');
  await page.setViewportSize({ width: 800, height: 1280 });
  await keep(page, 'totp-enrolment-800x1280');
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await page.getByLabel('Code from the app').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await page.getByRole('button', { name: /log out/i }).waitFor();
  assert.equal(await page.evaluate(async () => (await fetch('/api/users')).status), 200);

  await page.getByRole('button', { name: /log out/i }).click();
  await typeLogin(page, 'mo.manager', 'Office-lead-2026!');
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  await page.getByLabel('Code', { exact: true }).fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /log out/i }).waitFor();
});

test('a site administrator turns on the optional two-step sign-in from the Account page and is asked for the code at the next sign-in', async () => {
  const page = await loginPage();
  await typeLogin(page, 'bartadmin', DEMO_PASSWORD);
  await page.getByRole('button', { name: /log out/i }).waitFor();
  await page.getByRole('link', { name: 'Account' }).click();
  await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByText('Off', { exact: true }).waitFor();
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await section.getByRole('img', { name: 'QR code of the two-step sign-in key' }).waitFor();
  await keep(page, 'two-step-optional-1280x800');
  await page.setViewportSize({ width: 800, height: 1280 });
  await keep(page, 'two-step-optional-800x1280');
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await page.getByLabel('Code from the app').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await page.getByText("Two-step sign-in is on: from the next sign-in, Grindline asks for the app's code.").waitFor();
  await section.getByText('On', { exact: true }).waitFor();
  // The page asks Cognito afresh after a reload: the factor is the account's, not the page's.
  await page.reload();
  await page.getByRole('region', { name: 'Two-step sign-in' }).getByText('On', { exact: true }).waitFor();

  await page.getByRole('button', { name: /log out/i }).click();
  await typeLogin(page, 'bartadmin', DEMO_PASSWORD);
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  await page.getByLabel('Code', { exact: true }).fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /log out/i }).waitFor();
});

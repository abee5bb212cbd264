/**
 * People and accounts end to end (issue 31), in Debian's Chromium against a local stack of its
 * own: adminMgmt invites a supervisor on the Users screen, the invitation mail is opened in the
 * SES emulator's viewer, the supervisor sets a password, files a report, is disabled and loses
 * the session; a forgotten password is reset with the mailed code; an invited adminMgmt enrols
 * TOTP (codes computed here with otplib) and signs in with a code.
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
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
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
  await keep(manager, 'users-1280x800');
  await manager.setViewportSize({ width: 800, height: 1280 });
  await keep(manager, 'users-800x1280');

  const viewer = await world.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await viewer.goto(world.stack.mailUrl);
  await viewer.getByText('Your Grindline invitation').first().waitFor();
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

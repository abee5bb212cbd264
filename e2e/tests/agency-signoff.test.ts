/**
 * Agency sign-off end to end (issue 29), in Debian's Chromium against a local stack of its own:
 * bartadmin (the contractor's supervisor) files two BART shifts; BART's inspector signs in
 * through BART's own provider and approves one and disputes the other; adminMgmt removes a grind
 * row of the approved one with a reason, which puts it back to 'Needs re-approval'; the inspector
 * approves version 2 and downloads the month's statement as CSV and PDF. The first shift carries a
 * photo, which the inspector sees on the review page (thumbnail, lightbox). Screens kept in
 * docs/screens: the review list, a disputed card and the statement, at 1280x800 and 800x1280 (the
 * review page with photos is only in the artifacts: this stack has no track geometry, so no map;
 * docs/screens keeps the demo stack's, with the map).
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { fillBartForm } from '../support/bart-form';
import { ARTIFACTS, shot, signIn, startWorld, type E2eWorld } from '../support/browser';
import { drawnJpeg } from '../support/drawn-jpeg';
import { keep } from '../support/kept-screens';
import { pdfPageTexts, pdfToPngs } from '../support/pdf-pages';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
});
after(async () => {
  await world?.stop();
});

const REPORT_DATE = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const MONTH = REPORT_DATE.slice(0, 7);
const FIRST = `${REPORT_DATE.replaceAll('-', '')}000001`;
const SECOND = `${REPORT_DATE.replaceAll('-', '')}000002`;

async function fileShift(page: Page, grinder: string, photoCaption?: string): Promise<void> {
  await page.goto(`${world.stack.url}/grind-reports/new`);
  const row = await fillBartForm(page, REPORT_DATE);
  await page.getByLabel('Grinder Type').selectOption(grinder);
  await page.getByRole('button', { name: 'Add row' }).click();
  const second = page.getByRole('group', { name: 'Grind row 2' });
  await second.getByLabel('Segment Type').selectOption('Open Track');
  await second.getByLabel('Begin MP').fill('2.00');
  await second.getByLabel('End MP').fill('2.25');
  await second.getByLabel('Passes Left').fill('2');
  await second.getByLabel('Passes Right').fill('2');
  assert.ok(await row.isVisible());
  if (photoCaption) {
    await page.getByLabel('Choose photos').setInputFiles([await drawnJpeg(page, 'rail-at-mp-2.jpg', 1600, 1200, '#2a6f97')]);
    await page.getByLabel('Caption of photo 1').fill(photoCaption);
    await page.getByLabel('Photo 1 shows').selectOption({ index: 1 });
  }
  await page.getByRole('button', { name: 'Submit Form' }).click();
  await page.getByRole('button', { name: 'Confirm and Submit' }).click();
  await page.getByRole('heading', { name: 'Form Submitted' }).waitFor();
}

/** Signs BART's inspector in at the demo agency's provider (their own sign-in page), landing on the BART map. */
async function inspectorPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await world.browser.newContext({ acceptDownloads: true, viewport });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[browser] ${e.message}`));
  await page.goto(`${world.stack.url}/maps/BART?sso=bart`);
  await page.getByRole('heading', { name: 'BART staff sign-in' }).waitFor();
  await page.getByLabel('Agency username').fill('bart.inspector');
  await page.getByLabel('Password').fill('Agency-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /log out/i }).waitFor();
  return page;
}

const card = (page: Page, shiftId: string) => page.getByRole('listitem', { name: `Shift ${shiftId}` });

async function openReviewList(page: Page, view: 'waiting' | 'all' = 'waiting'): Promise<void> {
  await page.goto(`${world.stack.url}/grind-reports/review?site=BART&month=${MONTH}`);
  await page.getByRole('heading', { name: 'To review' }).waitFor();
  if (view === 'all') await page.getByLabel('Show').selectOption('all');
}

async function decide(page: Page, shiftId: string, decision: 'approve' | 'dispute', version: number, comment = ''): Promise<void> {
  await card(page, shiftId).getByRole('link', { name: `Open shift ${shiftId}` }).click();
  await page.getByRole('heading', { name: new RegExp(`BART shift ${shiftId}`) }).waitFor();
  if (comment) await page.getByLabel('Comment (required to dispute)').fill(comment);
  await shot(page, `signoff-shift-${shiftId}-v${version}-${decision}`);
  await page.getByRole('button', { name: decision === 'approve' ? `Approve version ${version}` : 'Dispute' }).click();
  await page.getByText(decision === 'approve' ? `Version ${version} approved.` : 'Dispute recorded: the office is told.').waitFor();
}

test('a filed shift is approved by the agency through SSO, changed with a reason, re-approved, and the month statement downloaded', async () => {
  const supervisor = await signIn(world, 'bartadmin');
  await fileShift(supervisor, '5062', 'Rail 1 at MP 1.1 after grinding');
  await fileShift(supervisor, '5063');
  await supervisor.context().close();

  const inspector = await inspectorPage();
  const me = await inspector.evaluate(() => fetch('/api/user').then((r) => r.json()));
  assert.deepEqual({ role: me.role, sites: me.access.sites }, { role: 'BARTinspector', sites: ['BART'] });
  await openReviewList(inspector);
  await card(inspector, FIRST).waitFor();
  await card(inspector, SECOND).waitFor();
  await keep(inspector, 'signoff-review-list-1280x800');
  // The first shift's photo on its review page: the thumbnail (made by the S3-event stand-in) and the lightbox.
  await card(inspector, FIRST).getByRole('link', { name: `Open shift ${FIRST}` }).click();
  const thumbs = inspector.getByRole('list', { name: `Photos of shift ${FIRST}` });
  await thumbs.locator('img').waitFor({ timeout: 30_000 });
  await inspector.getByRole('region', { name: 'Photos' }).scrollIntoViewIfNeeded();
  await inspector.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.gl-ui-photo-thumb img')].every((i) => i.complete && i.naturalWidth > 0));
  await shot(inspector, 'signoff-review-shift-photos-1280x800');
  await thumbs.getByRole('button', { name: 'Open photo 1: Rail 1 at MP 1.1 after grinding' }).click();
  const lightbox = inspector.getByRole('dialog', { name: 'Photo 1 of 1: Rail 1 at MP 1.1 after grinding' });
  // The e2e stack has no BART track geometry ('No map available for A'), so no map under the picture here.
  await lightbox.getByRole('img', { name: 'Rail 1 at MP 1.1 after grinding' }).waitFor();
  await inspector.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.gl-ui-lightbox img')].every((i) => i.complete && i.naturalWidth > 0));
  await lightbox.getByText('Range 1').waitFor();
  await shot(inspector, 'signoff-review-shift-photo-lightbox-1280x800');
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await openReviewList(inspector);
  await decide(inspector, FIRST, 'approve', 1);
  await openReviewList(inspector);
  await decide(inspector, SECOND, 'dispute', 1, 'MP 2.00 to 2.25 was not ground on rail 2');
  await openReviewList(inspector);
  const disputed = card(inspector, SECOND);
  await disputed.getByText('MP 2.00 to 2.25 was not ground on rail 2').waitFor();
  assert.equal(await disputed.locator('.gl-rev-badge').innerText(), 'Disputed');
  await keep(inspector, 'signoff-disputed-card-1280x800');

  // The contractor's office changes the approved shift: a reason is required, and it is back to review.
  const office = await signIn(world, 'adminmgmt');
  await office.goto(`${world.stack.url}/grind-reports/delete`);
  await office.getByLabel('Date').fill(REPORT_DATE);
  await office.getByLabel('Customer').selectOption('BART');
  await office.getByLabel('Line').selectOption('A');
  await office.getByRole('button', { name: 'Search' }).click();
  const record = office.getByRole('region', { name: `Shift ${FIRST}` }).or(office.locator(`section[aria-label="Shift ${FIRST}"]`)).first();
  await record.getByRole('button', { name: 'Delete grind row 2' }).click();
  await office.getByRole('button', { name: 'REMOVE' }).click();
  await office.getByText(/give the reason for the change/).waitFor();
  await record.getByLabel('Reason for the change').fill('Row 2 was filed on the wrong rail');
  await record.getByRole('button', { name: 'Delete grind row 2' }).click();
  await office.getByRole('button', { name: 'REMOVE' }).click();
  await record.getByRole('button', { name: 'Delete grind row 2' }).waitFor({ state: 'detached' });
  await openReviewList(office);
  await card(office, FIRST).getByText('Needs re-approval').waitFor();
  await shot(office, 'signoff-needs-reapproval');
  await office.goto(`${world.stack.url}/grind-reports/history/${FIRST}`);
  await office.getByText('Reason: Row 2 was filed on the wrong rail').waitFor();
  await office.getByText(/Approved by BART_bart-0001 \(BART\)/).waitFor();
  await shot(office, 'signoff-history');
  await office.context().close();

  // Approving the old version is refused with a clear message; version 2 is approved.
  const stale = await inspector.evaluate((id) => fetch(`/api/reviews/${id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ decision: 'approved', version: 1 }) }).then(async (r) => ({ status: r.status, body: await r.json() })), FIRST);
  assert.equal(stale.status, 409);
  assert.match(stale.body.message, /Version 1 is no longer the latest.*version 2/);
  await openReviewList(inspector);
  await card(inspector, FIRST).getByText('Needs re-approval').waitFor();
  await decide(inspector, FIRST, 'approve', 2);

  // The month's statement: the screen, the CSV with each approval, the PDF with its appendix.
  await inspector.goto(`${world.stack.url}/grind-reports/statement?month=${MONTH}`);
  await inspector.getByRole('region', { name: 'Quantities by review status' }).waitFor();
  await keep(inspector, 'signoff-statement-1280x800');
  const [csvDownload] = await Promise.all([inspector.waitForEvent('download'), inspector.getByRole('link', { name: 'Download CSV' }).click()]);
  const csv = readFileSync((await csvDownload.path())!, 'utf8');
  assert.match(csv, new RegExp(`^${FIRST},2,BART_bart-0001,[^,]+,BART,`, 'm'), 'the approval of version 2, who and through which provider');
  assert.match(csv, /^Disputed,1,/m);
  await inspector.getByRole('button', { name: 'Print PDF' }).click();
  const link = inspector.getByRole('link', { name: /Download quantities-BART-/ });
  await link.waitFor({ timeout: 60_000 });
  const [pdfDownload] = await Promise.all([inspector.waitForEvent('download'), link.click()]);
  const pdf = join(mkdtempSync(join(tmpdir(), 'grindline-statement-')), 'statement.pdf');
  await pdfDownload.saveAs(pdf);
  copyFileSync(pdf, join(ARTIFACTS, 'signoff-statement.pdf'));
  const [firstPage] = pdfToPngs(pdf, join(ARTIFACTS, 'signoff-statement-pdf'));
  copyFileSync(firstPage, join(import.meta.dirname ?? __dirname, '..', '..', 'docs', 'screens', 'signoff-statement-pdf-page1.png'));
  const text = pdfPageTexts(pdf).join('\n');
  assert.match(text, /Monthly quantities statement: BART/);
  assert.match(text, /Appendix: approvals/);
  assert.match(text, /BART_bart-0001/);
  await inspector.context().close();

  // The contractor's Daily Stats card shows the dispute until a new version answers it.
  const supervisorAgain = await signIn(world, 'bartadmin');
  await supervisorAgain.goto(`${world.stack.url}/dash`);
  await supervisorAgain.getByLabel('Date from').fill(REPORT_DATE);
  await supervisorAgain.getByLabel('Date to').fill(REPORT_DATE);
  await supervisorAgain.getByText('Disputed by the agency').first().waitFor();
  await supervisorAgain.setViewportSize({ width: 1280, height: 800 });
  await keep(supervisorAgain, 'signoff-daily-stats-disputed-1280x800');
  await supervisorAgain.context().close();

  // The tablet screens.
  const tablet = await inspectorPage({ width: 800, height: 1280 });
  await openReviewList(tablet, 'all');
  await card(tablet, SECOND).waitFor();
  await keep(tablet, 'signoff-review-list-800x1280');
  await tablet.goto(`${world.stack.url}/grind-reports/statement?month=${MONTH}`);
  await tablet.getByRole('region', { name: 'Quantities by review status' }).waitFor();
  await keep(tablet, 'signoff-statement-800x1280');
  await tablet.context().close();
});

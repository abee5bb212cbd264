/**
 * The weekly NYCT report end to end, in Debian's Chromium against a local stack of its own with
 * six weeks of seeded subway history: nyctadmin opens the NYCT Report tab, picks a week, sees
 * its 17 charts, generates and downloads the PDF; the PDF has the five pages, the title and
 * every one of its 15 charts drawn (checked in the pages' pixels); other roles get 403.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { addDays, mondayOf, nyctReportFileName, reportWindow } from '@grindline/domain';
import { ARTIFACTS, shot, signIn, startWorld, type E2eWorld } from '../support/browser';
import { colouredPixels, pdfPageCount, pdfPageSize, pdfPageTexts, pdfToImages, pdfToPngs } from '../support/pdf-pages';

let world: E2eWorld;
let work: string;
/** The week picked: last week's Monday, so its window holds five full weeks of history. */
const WEEK = addDays(mondayOf(new Date().toISOString().slice(0, 10)), -7);
const { startDate } = reportWindow(WEEK);

before(async () => {
  world = await startWorld();
  work = mkdtempSync(join(tmpdir(), 'grindline-nyct-pdf-'));
  // Loaded after the stack set the environment: the services read it when their modules load.
  const { nyctSeeder } = await import('../../functions/src/seed/nyct-history');
  const { accessFor } = await import('@grindline/domain');
  const admin = { username: 'admin', role: 'admin', access: accessFor('admin') };
  for (const request of nyctSeeder.generate({ seed: 14, from: addDays(startDate, -7), to: addDays(WEEK, -1) })) {
    await nyctSeeder.submit(admin, request);
  }
});
after(async () => {
  await world?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const PAGE_TITLES = ['Grinder LPC-1', 'Grinder LRG-32', 'System Progress by Division: IRT', 'System Progress by Division: IND', 'System Progress by Division: BMT'];
const CHART_TITLES = [
  ...['LPC-1', 'LRG-32'].flatMap((g) => [`Shift Production: ${g}`, `Shift Utilization: ${g}`, `Track Time vs Spark Minutes: ${g}`]),
  ...['IRT', 'IND', 'BMT'].flatMap((d) => [`Progress Towards Annual Goal: ${d}`, `Corrective Grind: ${d}`, `Preventative Grind: ${d}`]),
];
/** Where chart k of a page is, as fractions of the A4 height (report-page.ts: 1123 px page, 10 mm margin, ~80 px heading, 305 px charts 4 px apart), inner part only. */
const chartBand = (k: number): [number, number] => [(118 + 309 * k + 30) / 1123, (118 + 309 * k + 275) / 1123];

test('nyctadmin picks a week, sees the report, generates and downloads its PDF', async () => {
  const page = await signIn(world, 'nyctadmin');
  await page.goto(`${world.stack.url}/dash?tab=nyct-report`);
  await page.getByRole('tab', { name: 'NYCT Report', selected: true }).waitFor();
  const picker = page.getByLabel('Report week');
  assert.equal(await picker.locator('option').first().textContent(), `Week Of ${mondayOf(new Date().toISOString().slice(0, 10))}`);
  await picker.selectOption(WEEK);
  await page.getByText(`Week starting ${startDate}`).waitFor();
  // Every chart drawn by Highcharts: 2 totals + 15.
  await page.waitForFunction(() => document.querySelectorAll('figure[data-chart-id] svg.highcharts-root').length === 17, undefined, { timeout: 30_000 });
  assert.match((await page.getByRole('figure', { name: 'Total Defects Removed' }).textContent()) ?? '', /\d+ Defects/);
  await page.getByText('Weekly Goal (1.5 Miles)').first().waitFor();
  await shot(page, 'nyct-report-1280');
  await page.setViewportSize({ width: 800, height: 1280 });
  await shot(page, 'nyct-report-800');

  // Hold the PDF request a moment so the printing state can be seen for certain.
  await page.route('**/api/dashboard/nyct-weekly/pdf', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  const printing = page.getByRole('button', { name: 'Generating report' });
  await printing.waitFor();
  assert.equal(await printing.isDisabled(), true);
  const link = page.getByRole('link', { name: 'Download report' });
  await link.waitFor({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  assert.equal(download.suggestedFilename(), nyctReportFileName(WEEK));
  const pdf = join(work, 'report.pdf');
  await download.saveAs(pdf);
  copyFileSync(pdf, join(ARTIFACTS, nyctReportFileName(WEEK)));

  assert.equal(pdfPageCount(pdf), 5, 'grinder pages for LPC-1 and LRG-32, then IRT, IND and BMT');
  const size = pdfPageSize(pdf);
  assert.ok(Math.abs(size.width - 595) < 2 && Math.abs(size.height - 842) < 2, `A4, got ${size.width} x ${size.height} pt`);
  const texts = pdfPageTexts(pdf);
  texts.forEach((text, i) => {
    assert.match(text, /Weekly Report/, `page ${i + 1} is titled`);
    assert.ok(text.includes(`Week starting ${startDate}`), `page ${i + 1} has the start date`);
    assert.ok(text.includes(PAGE_TITLES[i]), `page ${i + 1} is ${PAGE_TITLES[i]}`);
    for (const title of CHART_TITLES.slice(i * 3, i * 3 + 3)) assert.ok(text.includes(title), `page ${i + 1} has the chart ${title}`);
  });
  // For a person to look at (e2e/artifacts), then the pixels: every chart has its series drawn.
  pdfToPngs(pdf, join(ARTIFACTS, 'nyct-pdf-page'));
  const images = pdfToImages(pdf, join(work, 'page'));
  images.forEach((image, p) => {
    for (let k = 0; k < 3; k += 1) {
      const [from, to] = chartBand(k);
      const coloured = colouredPixels(image, from, to);
      assert.ok(coloured > 15, `${CHART_TITLES[p * 3 + k]} is drawn (coloured pixels: ${coloured})`);
    }
  });

  // The same week and data again: the stored file, without printing.
  const again = await page.request.post(`${world.stack.url}/api/dashboard/nyct-weekly/pdf`, { data: { week: WEEK } });
  assert.equal(again.status(), 200);
  assert.equal((await again.json()).cached, true);
  await page.context().close();
});

test('roles without the NYCT Report get 403 from the PDF route', async () => {
  for (const username of ['skytrainadmin', 'bartadmin', 'adminreadonly']) {
    const page = await signIn(world, username);
    const answer = await page.request.post(`${world.stack.url}/api/dashboard/nyct-weekly/pdf`, { data: { week: WEEK } });
    assert.equal(answer.status(), 403, `${username} is refused`);
    await page.context().close();
  }
});

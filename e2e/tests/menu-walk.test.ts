/**
 * The menu walk (issue 26), in Debian's Chromium against one local stack: for every demo role,
 * every entry of the header's Reporting and Maps menus, the Report Generator, every dashboard
 * tab, and at 390 px every entry of the burger menu is opened as a new user would, by clicking.
 * A screen fails the walk when it says 'not available' or 'Page not found', when a module is
 * unavailable (the shell's error boundary), when the browser logs an error, or when a chart area
 * is empty: a Highcharts chart with nothing drawn that does not say 'No data found for the given
 * time span' (or 'select site(s)' before a site is chosen). At phone width a screen also fails when
 * it scrolls sideways or cuts something at the edge. Maps are not waited for: the site-maps test
 * covers their drawing.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { accessFor, addDays, dashboardTabs, navigationFor, type ShiftReport } from '@grindline/domain';
import { signIn, startWorld, type E2eWorld } from '../support/browser';

let world: E2eWorld;

/** The demo logins of the README and their roles. */
const ROLES = [
  ['admin', 'admin'],
  ['adminmgmt', 'adminMgmt'],
  ['adminreadonly', 'adminReadOnly'],
  ['skytrainadmin', 'SKYTRAINadmin'],
  ['nyctadmin', 'NYCTadmin'],
  ['nyctadminedit', 'NYCTadminedit'],
  ['bartadmin', 'BARTadmin'],
  ['otrainadmin', 'OTRAINadmin'],
  ['nctdadmin', 'NCTDadmin'],
  ['mbta', 'MBTA'],
  ['bartinspector', 'BARTinspector'],
] as const;

const FORBIDDEN = /not available|Page not found|module is unavailable/i;

before(async () => {
  world = await startWorld();
  // A few shifts of the last weeks, so the charts of the default ranges have something to draw.
  const { fileReport } = await import('../../functions/src/services/file-report');
  const day = addDays(new Date().toISOString().slice(0, 10), -20);
  for (const [i, site] of ['NCTD', 'MBTA', 'OTRAIN'].entries()) {
    const report = {
      shiftId: `${day.replace(/-/g, '')}0010${i + 1}`, site, date: day, variant: 'standard', line: 'Coaster', grinderType: 'LRG-7', stoneType: '10V',
      grinderOperator: 'E2E', shiftType: 'R-Regular', availableTrackTime: '04:00', sparkMin: 120, passFeet: 5280, feetComp: 2640, feetIncomp: 0, comments: '',
      ranges: [{ trackId: 'COASTER_1', direction: '1', from: 0, to: 1, length: 2640, passesLeft: 2, passesRight: 2, complete: true }],
      createdAt: `${day}T08:00:00.000Z`, createdBy: 'e2e', submissionId: `e2e-walk-${i}`,
    } as ShiftReport;
    await fileReport(report, 'taken', { mail: false });
  }
  // And a NYCT night of yesterday, so Daily Stats opens on a card with all its buttons (Edit too).
  const { generateNyctHistory } = await import('../../functions/src/seed/nyct-history');
  const { buildNyctReport, submitNyctReportSchema } = await import('../../functions/src/services/nyct-reports');
  const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);
  const night = generateNyctHistory({ seed: 7, from: addDays(yesterday, -6), to: yesterday }).at(-1)!;
  const seeder = { username: 'e2e', role: 'admin' as const, access: accessFor('admin') };
  await fileReport(buildNyctReport(submitNyctReportSchema.parse({ ...night, date: yesterday }), seeder, new Date(), 1), 'taken', { mail: false });
});
after(async () => {
  await world?.stop();
});

/** What the page shows that stops a user, or null once it has settled (charts drawn or saying why not). */
async function settledProblem(page: Page): Promise<string | null> {
  const state = async () =>
    page.evaluate(() => {
      const text = document.body.innerText;
      const loading = document.querySelectorAll('.gl-dash-chart--loading, .gl-nyct-chart--loading').length + (/Loading (figures|the report|chart)/.test(text) ? 1 : 0);
      // No named helpers in here: tsx would wrap them in its __name(), which the page does not have.
      const figures = [...document.querySelectorAll('figure[data-chart-id]')].map((f) => ({
        id: f.getAttribute('data-chart-id'),
        says: /No data found for the given time span|select site\(s\)/.test(f.textContent ?? ''),
        root: f.querySelector('svg.highcharts-root') !== null,
        drawn: f.querySelector('.highcharts-point, .highcharts-graph') !== null,
      }));
      const pending = figures.filter((f) => !f.says && !f.root).length;
      const empty = figures.filter((f) => !f.says && f.root && !f.drawn).map((f) => f.id);
      return { text, loading, pending, empty };
    });
  const deadline = Date.now() + 20_000;
  let s = await state();
  while ((s.loading > 0 || s.pending > 0) && Date.now() < deadline) {
    await page.waitForTimeout(200);
    s = await state();
  }
  const bad = FORBIDDEN.exec(s.text);
  if (bad) return `says '${bad[0]}'`;
  if (s.loading > 0 || s.pending > 0) return `still loading after 20 s (${s.loading} loading, ${s.pending} charts)`;
  // Highcharts draws the points right after the axes: give a chart a moment before calling it empty.
  const drawing = Date.now() + 2_000;
  while (s.empty.length > 0 && Date.now() < drawing) {
    await page.waitForTimeout(100);
    s = await state();
  }
  if (s.empty.length > 0) return `empty chart areas: ${s.empty.join(', ')}`;
  return null;
}

/** Opens the screen with `open`, then fails on what stops a user; `errors` are the browser's. */
async function check(page: Page, where: string, errors: string[], open: () => Promise<void>): Promise<void> {
  errors.length = 0;
  await open();
  await page.waitForLoadState('domcontentloaded');
  await page.locator('#root, body').first().waitFor();
  const problem = await settledProblem(page);
  assert.equal(problem, null, `${where}: ${problem}`);
  assert.deepEqual(errors, [], `${where}: the browser logged errors`);
  // The browser tab says which screen it is, after the heading on screen: the title follows a frame
  // later, so the two are read together until they agree (a title that never follows fails here).
  const named = await page
    .waitForFunction(
      () => {
        const word = (document.querySelector('main h1')?.textContent ?? '').trim().split(/\s+/)[0];
        return document.title.endsWith(' · Grindline') && document.title.includes(word) ? document.title : false;
      },
      undefined,
      { timeout: 5_000 },
    )
    .then(() => null)
    .catch(() => page.evaluate(() => `'${document.title}' for the heading '${document.querySelector('main h1')?.textContent ?? ''}'`));
  assert.equal(named, null, `${where}: the tab's title does not name the screen: ${named}`);
}

/**
 * What sticks out past the right edge of a phone's screen: the page scrolling sideways, or an
 * element of the page ending past the edge. Tables scroll inside their own region, and maps and
 * charts draw in their own box (Highcharts' screen-reader buttons are clipped, not shown).
 */
async function sideways(page: Page): Promise<string | null> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll('main *')]
      .filter((e) => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !e.closest('.gl-ui-table-wrap, .maplibregl-map, figure[data-chart-id], [class*=highcharts]');
      })
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()} '${(e.textContent ?? '').trim().slice(0, 30)}' ends at ${Math.round(e.getBoundingClientRect().right)} px`);
    return { scrolls: document.documentElement.scrollWidth > width + 1, out };
  });
  if (found.scrolls) return `the page scrolls sideways${found.out.length ? `: ${found.out.join('; ')}` : ''}`;
  return found.out.length ? `cut at the edge: ${found.out.join('; ')}` : null;
}

/** Clicks `name` in the header's dropdown `menu` (opening it first). */
async function fromDropdown(page: Page, menu: string, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu }).click();
  await page.getByRole('list', { name: menu }).getByRole('link', { name, exact: true }).click();
}

for (const [username, role] of ROLES) {
  test(`${username} opens every menu entry and dashboard tab without a dead end`, async () => {
    const access = accessFor(role);
    const navigation = navigationFor(access);
    const page = await signIn(world, username);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width: 1280, height: 800 });

    // The header's menus hold what the domain's navigation says, and each entry opens a screen.
    const main = page.getByRole('navigation', { name: 'Main' });
    if (navigation.reporting.length > 0) {
      await main.getByRole('button', { name: 'Reporting' }).click();
      assert.deepEqual(await page.getByRole('list', { name: 'Reporting' }).getByRole('link').allTextContents(), navigation.reporting.map((e) => e.label));
      await main.getByRole('button', { name: 'Reporting' }).click();
    }
    for (const entry of navigation.reporting) await check(page, `${username} Reporting › ${entry.label}`, errors, () => fromDropdown(page, 'Reporting', entry.label));
    const maps = [...navigation.maps, ...(navigation.trackCatalogue ? [navigation.trackCatalogue.label] : [])];
    for (const label of maps) await check(page, `${username} Maps › ${label}`, errors, () => fromDropdown(page, 'Maps', label));
    assert.equal(await main.getByRole('link', { name: 'Report Generator' }).count(), navigation.reportGenerator ? 1 : 0, `${username} Report Generator menu`);
    if (navigation.reportGenerator) {
      await check(page, `${username} Report Generator`, errors, () => main.getByRole('link', { name: 'Report Generator' }).click());
      await page.getByRole('heading', { name: 'Report Generator' }).waitFor();
    }
    // Every signed-in user has the Account page (two-step sign-in, issue 31).
    await check(page, `${username} Account`, errors, () => main.getByRole('link', { name: 'Account' }).click());
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();

    // Every dashboard tab the role has, from the home page.
    for (const tab of dashboardTabs(access)) {
      if (access.adminType === null) break; // a plain site user's home is its map; its tabs are on /dash
      await check(page, `${username} tab ${tab}`, errors, async () => {
        await page.getByRole('link', { name: 'Grindline' }).click();
        await page.getByRole('tab', { name: tab }).click();
      });
    }
    if (access.adminType === null) {
      for (const tab of dashboardTabs(access)) {
        await check(page, `${username} tab ${tab}`, errors, async () => {
          await page.goto(`${world.stack.url}/dash`);
          await page.getByRole('tab', { name: tab }).click();
        });
      }
    }

    // The burger menu at phone width: every entry, See All included.
    await page.setViewportSize({ width: 390, height: 844 });
    const burgerEntries = async (): Promise<string[]> => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('navigation', { name: 'Menu' });
      if ((await panel.getByRole('button', { name: 'See All' }).count()) > 0) await panel.getByRole('button', { name: 'See All' }).click();
      return panel.getByRole('link').allTextContents();
    };
    const entries = await burgerEntries();
    assert.deepEqual(entries, [...navigation.reporting.map((e) => e.label), ...maps, ...(navigation.reportGenerator ? ['Report Generator'] : []), 'Account'], `${username} burger menu`);
    await page.getByRole('button', { name: 'Close menu' }).click();
    for (const [i, label] of entries.entries()) {
      await check(page, `${username} burger › ${label}`, errors, async () => {
        await burgerEntries();
        await page.getByRole('navigation', { name: 'Menu' }).getByRole('link').nth(i).click();
      });
      assert.equal(await sideways(page), null, `${username} burger › ${label} at 390 px`);
    }
    // The home page too, where a report card's buttons sit in a row.
    await check(page, `${username} home at 390 px`, errors, () => page.getByRole('link', { name: 'Grindline' }).click());
    assert.equal(await sideways(page), null, `${username} home at 390 px`);
    await page.context().close();
  });
}

/**
 * The JS a browser really downloads: the shell's first load (the login screen) and, per remote,
 * what it adds when its area is first shown (remoteEntry + its chunks). Used by run.ts and by
 * `npm run bench -- --pages` (sizes and Lighthouse only, while iterating on the shell).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';
import { sizeReport, type Download } from './sizes';

/** The mark mf-dashboards sets when its idle chart prefetch starts (components/charts/prefetch-charts.ts). */
const CHARTS_PREFETCH_MARK = 'gl-charts-prefetch';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Loads the login screen, signs in as bartadmin and opens three areas; answers the size report. */
export async function measurePageSizes(url: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const downloads: Download[] = [];
    page.on('response', (r: Response) => void record(r, downloads));
    await page.goto(url);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await page.waitForTimeout(1000);
    const firstLoad = downloads.splice(0);
    await page.getByLabel(/username/i).fill('bartadmin');
    await page.getByLabel(/password/i).fill('Grindline-demo-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('tab', { name: 'Daily Stats' }).waitFor();
    const prefetched = await idlePrefetch(page, downloads);
    const firstScreen = downloads.splice(0);
    // Client-side navigation (single-spa reroutes on pushState), as a menu click does.
    await page.evaluate(() => window.history.pushState(null, '', '/grind-reports/new'));
    await page.getByRole('heading', { name: 'BART Grind Report' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const bartForm = downloads.splice(0);
    await page.evaluate(() => window.history.pushState(null, '', '/maps/BART/tracks'));
    await page.getByRole('heading', { name: 'Track catalogue' }).waitFor();
    await page.waitForTimeout(1000);
    const trackCatalogue = downloads.splice(0);
    return sizeReport(firstLoad, firstScreen, [...bartForm, ...trackCatalogue], prefetched, [
      { area: 'dashboards (Daily Stats, first screen after sign-in)', files: firstScreen },
      { area: 'reports (BART form, opened next)', files: bartForm },
      { area: 'maps (Track catalogue, opened last)', files: trackCatalogue },
    ]);
  } finally {
    await browser.close();
  }
}

async function record(response: Response, into: Download[]): Promise<void> {
  const url = new URL(response.url());
  if (!url.pathname.endsWith('.js') || !response.ok()) return;
  const body = await response.body().catch(() => undefined);
  if (body) into.push({ path: url.pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
}

/**
 * Waits for the dashboards' chart prefetch (its performance mark, then a quiet network) and answers
 * the JS files whose requests started after the mark, taken out of `downloads`.
 */
export async function idlePrefetch<T extends { path: string }>(page: Page, downloads: T[]): Promise<T[]> {
  await page.waitForLoadState('networkidle');
  const marked = await page
    .waitForFunction((name) => performance.getEntriesByName(name).length > 0, CHARTS_PREFETCH_MARK, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  if (!marked) return [];
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const after = await page.evaluate((name) => {
    const at = performance.getEntriesByName(name)[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= at)
      .map((e) => new URL(e.name).pathname);
  }, CHARTS_PREFETCH_MARK);
  const taken = downloads.filter((d) => after.includes(d.path));
  for (const d of taken) downloads.splice(downloads.indexOf(d), 1);
  return taken;
}

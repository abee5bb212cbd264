/**
 * The benchmark: one local stack in memory, then
 * 1. the gzipped JS a browser really downloads: the shell's first load (the login screen) and,
 *    per remote, what it adds when its area is first shown (remoteEntry + its chunks);
 * 2. the time to submit a BART report covering 2 miles (200 chain units of 0.01 MP) as one
 *    request, against the same 200 chain units sent the old way: 200 sequential requests of one
 *    chain unit each through the same gateway, authorizer and handler;
 * 3. load: 50 supervisors, each signed in, filing distinct BART reports for 60 s: latency
 *    percentiles, throughput, and reports lost or duplicated as read back from DynamoDB.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { startLocalStack } from '../../infra/local/start-stack';
import { formatLoad, runLoad } from './load';
import { mapFigures } from './maps';
import { sizeReport, type Download } from './sizes';
import { timeSubmissions } from './submissions';

async function main(): Promise<void> {
const stack = await startLocalStack({ seed: 'users' });
// `npm run bench -- maps` prints only the map figures (the 5-year data set is loaded first).
const onlyMaps = process.argv.includes('maps');
try {
  if (!onlyMaps) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const downloads: Download[] = [];
    page.on('response', (r: Response) => void record(r, downloads));
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await page.waitForTimeout(1000);
    const firstLoad = downloads.splice(0);
    await page.getByLabel(/username/i).fill('bartadmin');
    await page.getByLabel(/password/i).fill('Grindline-demo-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('tab', { name: 'Daily Stats' }).waitFor();
    // Client-side navigation (single-spa reroutes on pushState), as a menu click does.
    await page.evaluate(() => window.history.pushState(null, '', '/grind-reports/new'));
    await page.getByRole('heading', { name: 'BART Grind Report' }).waitFor();
    await page.evaluate(() => window.history.pushState(null, '', '/maps/BART/tracks'));
    await page.getByRole('heading', { name: 'Track catalogue' }).waitFor();
    await page.waitForTimeout(1000);
    console.log(sizeReport(firstLoad, downloads));
  } finally {
    await browser.close();
  }
  console.log(await timeSubmissions(stack.url));
  console.log(formatLoad(await runLoad({ url: stack.url, env: stack.env, concurrency: 50, durationMs: 60_000 })));
  }
  const { seedBench } = await import('../../functions/src/seed/demo');
  const started = performance.now();
  const summary = await seedBench({ env: stack.env });
  console.log(`Benchmark data set (5 years, through the service layer): loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  ${summary.reportsCreated} reports (${Object.entries(summary.byVariant).map(([v, n]) => `${v} ${n}`).join(', ')}), ${summary.tracks} tracks, ${summary.points} chain points, ${summary.items} items`);
  const mapBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    console.log(await mapFigures(stack.url, mapBrowser));
  } finally {
    await mapBrowser.close();
  }
} finally {
  await stack.stop();
}
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

async function record(response: Response, into: Download[]): Promise<void> {
  const url = new URL(response.url());
  if (!url.pathname.endsWith('.js') || !response.ok()) return;
  const body = await response.body().catch(() => undefined);
  if (body) into.push({ path: url.pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
}

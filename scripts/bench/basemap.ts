/**
 * The offline basemap's figures (issue 27): the size of each site's file as the maps remote's build
 * emits it (raw and gzip), and in headless Chromium the time from navigation to the drawn NYCT
 * layer with the basemap against the same page with the basemap file answered empty (the draw as
 * it was before the basemap: a background and the track layers). Nothing is asserted.
 * Alone against a running stack: `npx tsx scripts/bench/basemap.ts <url>` (demo users).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { signInSettled, timingContext } from './bart-client';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Raw and gzip bytes of each site's basemap file in mf-maps/dist/basemap. */
export function basemapSizes(): { site: string; raw: number; gzip: number }[] {
  const dir = join(ROOT, 'mf-maps', 'dist', 'basemap');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const body = readFileSync(join(dir, f));
      return { site: f.split('.')[0], raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
    });
}

/**
 * Milliseconds from navigation to the page's 'gl-map:drawn' mark (the layer on screen) and to its
 * 'gl-map:basemap' mark (the basemap, added after that first draw, on screen too) on /maps/<site>,
 * in a new context; `empty` answers the basemap file with no features.
 */
async function drawTime(url: string, browser: Browser, site: string, empty: boolean): Promise<{ drawn: number; basemap: number }> {
  const context = await timingContext(browser);
  try {
    const page = await context.newPage();
    if (empty) await page.route(/\/basemap\/[a-z-]+\.[0-9a-f]{8}\.json$/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"type":"FeatureCollection","features":[]}' }));
    await signInSettled(page, url, 'admin');
    const started = await page.evaluate((path) => {
      const t = performance.now();
      window.history.pushState(null, '', path);
      return t;
    }, `/maps/${site}`);
    await page.locator('.gl-map-canvas[data-drawn="true"]').waitFor({ timeout: 60_000 });
    await page.getByRole('status').filter({ hasText: 'LOADING ...' }).waitFor({ state: 'detached', timeout: 60_000 });
    await page.locator('.gl-map-canvas[data-drawn="true"]').waitFor({ timeout: 60_000 });
    // Polled with evaluate: waitForFunction with a string evaluates it, which the app's CSP refuses.
    for (let waited = 0; !(await page.evaluate(`performance.getEntriesByName('gl-map:basemap').some((e) => e.startTime >= ${started})`)); waited += 50) {
      if (waited > 60_000) throw new Error('the basemap was not drawn within 60 s');
      await page.waitForTimeout(50);
    }
    // A string, not a function: the bundler's helpers would not exist in the page.
    const mark = async (name: string) => (await page.evaluate(`Math.max(0, ...performance.getEntriesByName('${name}').filter((e) => e.startTime >= ${started}).map((e) => e.startTime - ${started}))`)) as number;
    return { drawn: await mark('gl-map:drawn'), basemap: await mark('gl-map:basemap') };
  } finally {
    await context.close();
  }
}

/** The basemap's lines of the bench: sizes, and the draw with and without it (median of 3 each, alternated). */
export async function basemapFigures(url: string, browser: Browser, site = 'NYCT'): Promise<string> {
  const sizes = basemapSizes();
  const of = (s: string) => sizes.find((x) => x.site === s.toLowerCase());
  const total = sizes.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
  const withIt: number[] = [];
  const without: number[] = [];
  const water: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const full = await drawTime(url, browser, site, false);
    withIt.push(full.drawn);
    water.push(full.basemap);
    without.push((await drawTime(url, browser, site, true)).drawn);
  }
  const one = (s: string) => (of(s) ? `${s} ${kb(of(s)!.raw)} (${kb(of(s)!.gzip)} gz)` : `${s} none`);
  return [
    `Offline basemap (issue 27; water of mf-maps/dist/basemap, one file per site, loaded by the site's map only):`,
    `  size: ${['BART', 'NYCT', 'SKYTRAIN', 'MBTA'].map(one).join(', ')}; all ${sizes.length} sites ${kb(total.raw)} (${kb(total.gzip)} gz)`,
    `  ${site} navigation to drawn layer (the page's 'drawn' mark, median of 3, new context each): with the basemap ${median(withIt).toFixed(0)} ms; the basemap file answered empty (the draw before the basemap) ${median(without).toFixed(0)} ms; difference ${(median(withIt) - median(without)).toFixed(0)} ms; the water on screen too (added after the layer's first draw, decisions §58) ${median(water).toFixed(0)} ms`,
  ].join('\n');
}

async function main(url: string | undefined): Promise<void> {
  if (!url) throw new Error('usage: npx tsx scripts/bench/basemap.ts <url of a running stack>');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    console.log(await basemapFigures(url, browser));
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * Frame times while a user pans the NYCT map on the 5-year data set (issue 27: "keeps 60 fps
 * panning"): signed in as nyctadmin, /maps/NYCT with its default filters drawn, the mouse drags
 * the map in small steps while the page records the interval between animation frames. At 60 fps
 * a frame lasts 16.7 ms; the figure is the median and p95 interval, the frames per second they
 * make, and the share of frames over 16.7 ms and over 33 ms (a visible stutter).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signInPage } from './bart-client';

const DRAGS = 6;
const STEPS_PER_DRAG = 40;
const FRAME_60 = 1000 / 60;

/** The frame intervals (ms) during the drags only, recorded by requestAnimationFrame in the page. */
async function panAndRecord(page: Page): Promise<number[]> {
  const box = await page.locator('.gl-map-canvas').boundingBox();
  if (!box) throw new Error('the map canvas has no box');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const frames: number[] = [];
  for (let d = 0; d < DRAGS; d++) {
    const dx = (d % 2 === 0 ? 1 : -1) * box.width * 0.3;
    const dy = (d % 3 === 0 ? 1 : -1) * box.height * 0.2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    // A string, not a function: the bundler's helpers would not exist in the page.
    await page.evaluate(`(() => {
      const w = window;
      w.__frames = [];
      w.__recording = true;
      let last = 0;
      const tick = (t) => { if (last) w.__frames.push(t - last); last = t; if (w.__recording) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    })()`);
    await page.mouse.move(cx + dx, cy + dy, { steps: STEPS_PER_DRAG });
    frames.push(...((await page.evaluate(`(() => { window.__recording = false; return window.__frames; })()`)) as number[]));
    await page.mouse.up();
  }
  return frames;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One printable line: median and p95 frame interval, the fps they make, the shares over 16.7 and 33 ms. */
function frameLine(raw: number[]): string {
  const frames = raw.filter((f) => f > 0).sort((a, b) => a - b);
  const median = pct(frames, 50);
  const p95 = pct(frames, 95);
  const over = (ms: number) => ((100 * frames.filter((f) => f > ms).length) / frames.length).toFixed(0);
  return `${frames.length} frames: median ${median.toFixed(1)} ms (${(1000 / median).toFixed(0)} fps), p95 ${p95.toFixed(1)} ms (${(1000 / p95).toFixed(0)} fps); over 16.7 ms: ${over(FRAME_60 + 0.5)} %, over 33 ms: ${over(33.4)} %`;
}

const FLOOR_ORIGIN = 'http://maplibre-floor.test';
const maplibreDist = () => dirname(createRequire(join(__dirname, '../../mf-maps/package.json')).resolve('maplibre-gl/package.json')) + '/dist';

/**
 * The renderer's floor: the same drags over a MapLibre map with nothing but a background layer
 * (no source, no data, no label), its canvas the size and place of the NYCT map's, in the same
 * browser. The page and MapLibre's own build are served by the browser context's route handler.
 */
async function floorFrames(browser: Browser, box: { x: number; y: number; width: number; height: number }): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const dist = maplibreDist();
    await context.route(`${FLOOR_ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path.startsWith('/ml/')) {
        const file = path.slice(4).replace(/[^\w.-]/g, '');
        return route.fulfill({ contentType: file.endsWith('.css') ? 'text/css' : 'text/javascript', body: readFileSync(join(dist, file)) });
      }
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><link rel="stylesheet" href="/ml/maplibre-gl.css"><style>body{margin:0}</style>
<div class="gl-map-canvas" style="position:absolute;left:${box.x}px;top:${box.y}px;width:${box.width}px;height:${box.height}px"></div>
<script type="module">
const maplibregl = await import('/ml/maplibre-gl.mjs');
const map = new maplibregl.Map({ container: document.querySelector('.gl-map-canvas'), center: [-73.9, 40.75], zoom: 11,
  style: { version: 8, sources: {}, layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef2f5' } }] } });
map.on('load', () => { window.__drawn = true; });
</script>`,
      });
    });
    const page = await context.newPage();
    await page.goto(`${FLOOR_ORIGIN}/`);
    await page.waitForFunction('window.__drawn === true', undefined, { timeout: 60_000 });
    return await panAndRecord(page);
  } finally {
    await context.close();
  }
}

/**
 * Pans the NYCT map in a 1280x800 page of `browser` (the stack at `url` holding the bench data
 * set) and answers the printable lines.
 */
export async function mapFrameFigures(url: string, browser: Browser): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signInPage(page, url, 'nyctadmin');
    await page.goto(`${url}/maps/NYCT`);
    await page.locator('.gl-map-canvas[data-drawn="true"]').waitFor({ timeout: 60_000 });
    await page.getByRole('status').filter({ hasText: 'LOADING ...' }).waitFor({ state: 'detached', timeout: 60_000 });
    const box = await page.locator('.gl-map-canvas').boundingBox();
    if (!box) throw new Error('the map canvas has no box');
    const nyct = await panAndRecord(page);
    const floor = await floorFrames(browser, box);
    return [
      `NYCT map panning (5-year data set, IRT default filters, 1280x800, ${DRAGS} mouse drags of ${STEPS_PER_DRAG} steps, headless Chromium with SwiftShader's software WebGL):`,
      `  ${frameLine(nyct)} (goal 60 fps: median and p95 at or under 16.7 ms)`,
      `  the renderer's floor, the same drags over an empty MapLibre map (background layer only) of the same canvas size, ${Math.round(box.width)}x${Math.round(box.height)}:`,
      `  ${frameLine(floor)}`,
    ].join('\n');
  } finally {
    await context.close();
  }
}

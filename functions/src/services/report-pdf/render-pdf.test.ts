/**
 * The shared browser's closers: the local gateway (and a jest worker) loads the weekly and the
 * monthly PDF bundles side by side, each module copy with its own Chromium; stopping must close
 * both, not only the last one launched.
 */
import type { Browser } from 'puppeteer-core';

type RenderPdf = typeof import('./render-pdf');

/** A fresh copy of render-pdf.ts, as a second route bundle would load it. */
function freshCopy(): RenderPdf {
  let copy: RenderPdf | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<RenderPdf>('./render-pdf');
  });
  return copy!;
}

describe('browserClosers', () => {
  it('closes the browser of every module copy that launched one', async () => {
    const [weekly, monthly] = [freshCopy(), freshCopy()];
    const browsers: Browser[] = [await weekly.sharedBrowser(), await monthly.sharedBrowser()];
    expect(browsers[0]).not.toBe(browsers[1]);
    expect(browsers.every((b) => b.connected)).toBe(true);
    const closers = monthly.browserClosers();
    expect(closers).toBe(weekly.browserClosers());
    await Promise.all([...closers].map((close) => close()));
    expect(browsers.map((b) => b.connected)).toEqual([false, false]);
  }, 60_000);
});

describe('renderPdf timings', () => {
  it("reports each step's time when asked, and prints the page", async () => {
    const { renderPdf, closeSharedBrowser } = freshCopy();
    const timings: Record<string, number> = {};
    const pdf = await renderPdf('<!doctype html><p>one</p><script>window.__chartsRendered = 0</script>', { charts: 0, timings });
    await closeSharedBrowser();
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Object.keys(timings).sort()).toEqual(['charts', 'content', 'page', 'print']);
    expect(Object.values(timings).every((ms) => ms >= 0)).toBe(true);
  }, 60_000);
});

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

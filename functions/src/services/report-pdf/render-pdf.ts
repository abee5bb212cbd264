/**
 * Prints an HTML page to an A4 PDF in headless Chromium with puppeteer-core (docs/decisions.md).
 * One code path everywhere; only the executable differs: Debian's Chromium (headless shell) when CHROMIUM_PATH is
 * set (the local stack, tests), else the Lambda build of @sparticuz/chromium from the `chromium`
 * layer (load-printer.ts, decisions §56). The browser is launched once per Lambda instance and
 * reused while warm; each PDF gets its own page, closed afterwards.
 */
import type { Browser } from 'puppeteer-core';
import { loadPrinter, type Printer } from './load-printer';

/** Flags of a locally launched Chromium (no GPU, no background traffic, runs as root in CI). */
const LOCAL_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** How to launch: executable, flags and headless mode. */
interface Launch {
  executablePath: string;
  args: string[];
  headless: true | 'shell';
}

/**
 * CHROMIUM_PATH locally (Debian's headless shell, as in Lambda, or its full Chromium in the new
 * headless mode); in Lambda the @sparticuz/chromium build of the chromium layer (a headless shell:
 * its flags, no WebGL, which the charts do not need), as its documentation launches it with puppeteer.
 */
async function chromiumLaunch({ puppeteer, lambdaChromium, binDir }: Printer): Promise<Launch> {
  const local = process.env.CHROMIUM_PATH?.trim();
  if (local) return { executablePath: local, args: LOCAL_ARGS, headless: local.endsWith('headless-shell') ? 'shell' : true };
  const chromium = await lambdaChromium();
  chromium.setGraphicsMode = false;
  const executablePath = await chromium.executablePath(binDir);
  return { executablePath, args: await puppeteer.defaultArgs({ args: chromium.args, headless: 'shell' }), headless: 'shell' };
}

/** The browser of this instance; null until first use or after it went away. */
let browser: Promise<Browser> | null = null;

/**
 * Closers of every copy of this module in the process. In Lambda there is one; the local gateway
 * and a jest worker load several route bundles side by side (the weekly and the monthly PDF),
 * each with its own browser, and their shutdown must close them all (one slot kept only the last
 * launched, and the other Chromium kept the bench process alive).
 */
export function browserClosers(): Set<() => Promise<void>> {
  const g = globalThis as { __grindlineCloseBrowsers?: Set<() => Promise<void>> };
  g.__grindlineCloseBrowsers ??= new Set();
  return g.__grindlineCloseBrowsers;
}

/** The running browser, launched on first use (and again if it crashed or was closed). */
export function sharedBrowser(): Promise<Browser> {
  if (!browser) {
    browser = loadPrinter()
      .then(async (printer) => ({ printer, ...(await chromiumLaunch(printer)) }))
      .then(({ printer, executablePath, args, headless }) => printer.puppeteer.launch({ executablePath, args, headless, defaultViewport: { width: 794, height: 1123 } }))
      .then((b) => {
        // Lets a test run close it at the end of each file (functions/tests/close-browser.ts) and
        // the local gateway at its stop, whichever bundle launched it.
        browserClosers().add(closeSharedBrowser);
        b.on('disconnected', () => {
          browser = null;
        });
        return b;
      });
    browser.catch(() => {
      browser = null;
    });
  }
  return browser;
}

/** Closes the shared browser (tests, the local gateway's shutdown). */
export async function closeSharedBrowser(): Promise<void> {
  const current = browser;
  browser = null;
  if (current) await (await current).close().catch(() => undefined);
}

export interface RenderOptions {
  /** How many charts must exist before printing (`window.__chartsRendered`). */
  charts: number;
  /** Longest wait for the charts, ms. */
  timeoutMs?: number;
  /** When given, receives the ms of each step: page (a new tab), content (HTML loaded and its scripts run), charts (the wait for them), print. */
  timings?: Partial<Record<'page' | 'content' | 'charts' | 'print', number>>;
}

/**
 * The A4 PDF of `html`. Every request the page makes other than its own document is refused,
 * so a page can never reach the network; printing starts once `options.charts` charts exist,
 * and a page that never gets there fails with the count it reached.
 */
export async function renderPdf(html: string, options: RenderOptions): Promise<Uint8Array> {
  let mark = performance.now();
  const step = (name: 'page' | 'content' | 'charts' | 'print') => {
    const now = performance.now();
    if (options.timings) options.timings[name] = now - mark;
    mark = now;
  };
  const page = await (await sharedBrowser()).newPage();
  step('page');
  try {
    await page.setJavaScriptEnabled(true);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().startsWith('about:') || request.url().startsWith('data:')) void request.continue();
      else void request.abort('blockedbyclient');
    });
    await page.setContent(html, { waitUntil: 'load', timeout: options.timeoutMs ?? 20_000 });
    step('content');
    try {
      await page.waitForFunction((n: number) => (window as unknown as { __chartsRendered?: number }).__chartsRendered === n, { timeout: options.timeoutMs ?? 20_000 }, options.charts);
    } catch {
      const drawn = await page.evaluate(() => (window as unknown as { __chartsRendered?: number }).__chartsRendered ?? 0);
      throw new Error(`The report page drew ${drawn} of ${options.charts} charts`);
    }
    step('charts');
    const pdf = await page.pdf({ format: 'A4', printBackground: true, margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } });
    step('print');
    return pdf;
  } finally {
    await page.close().catch(() => undefined);
  }
}

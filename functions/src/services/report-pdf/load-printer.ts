/**
 * The printer (printer.ts), loaded on first use. This is the form tests and source runs use: the
 * module itself. The Lambda bundles get load-printer-layer.ts in its place (functions/build.mjs),
 * which loads the same module from the `chromium` layer.
 */
import type * as PrinterModule from './printer';

/** puppeteer, Chromium's Lambda build, Highcharts, and where Chromium's archives are. */
export interface Printer {
  puppeteer: typeof PrinterModule.puppeteer;
  lambdaChromium: typeof PrinterModule.lambdaChromium;
  highchartsSource: string;
  /** The folder of Chromium's brotli archives; undefined: @sparticuz/chromium's own `bin`. */
  binDir?: string;
}

let loaded: Promise<Printer> | undefined;

/** The printer, imported once. */
export function loadPrinter(): Promise<Printer> {
  loaded ??= import('./printer').then((m) => ({ puppeteer: m.puppeteer, lambdaChromium: m.lambdaChromium, highchartsSource: m.HIGHCHARTS_SOURCE }));
  return loaded;
}

/**
 * What prints a PDF, apart from the page: puppeteer, the Lambda build of Chromium and the
 * Highcharts the page runs. In AWS this module is bundled on its own into the `chromium` Lambda
 * layer (functions/build.mjs, decisions §56), with Chromium's archives beside it, so a PDF route's
 * bundle carries its code only; from source (tests) it is imported as is (load-printer.ts).
 */
import puppeteer from 'puppeteer-core';
import { HIGHCHARTS_SOURCE } from './highcharts-source';

export { HIGHCHARTS_SOURCE, puppeteer };

/** Chromium's Lambda build, imported when first launched (never where CHROMIUM_PATH is set). */
export async function lambdaChromium(): Promise<typeof import('@sparticuz/chromium').default> {
  return (await import('@sparticuz/chromium')).default;
}

/**
 * The Highcharts library the PDF page runs, as text inside the printer (printer.ts, the
 * `chromium` layer in AWS): the build (functions/build.mjs) inlines `node_modules/highcharts/highcharts.js` for the
 * `highcharts-inline:` import, so printing never fetches a script from the network.
 */
import source from 'highcharts-inline:highcharts/highcharts.js';

/** Source of highcharts.js (core: column, bar, line and pie series). */
export const HIGHCHARTS_SOURCE: string = source;

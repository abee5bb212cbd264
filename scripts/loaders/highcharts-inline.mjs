/**
 * `node --import ./scripts/loaders/highcharts-inline.mjs`: what functions/build.mjs does for the
 * bundles, for source run by tsx (the bench prints PDFs from functions/src): a
 * `highcharts-inline:<file>` import is the text of that file of the highcharts package.
 */
import { register } from 'node:module';

register('./highcharts-inline-hooks.mjs', import.meta.url);

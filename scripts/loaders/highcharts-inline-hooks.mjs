/** Module hooks of highcharts-inline.mjs. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PREFIX = 'highcharts-inline:';
const MARK = '?highcharts-inline';
const require = createRequire(import.meta.url);

/** `highcharts-inline:highcharts/highcharts.js` resolves to that file, marked for load(). */
export async function resolve(specifier, context, next) {
  if (!specifier.startsWith(PREFIX)) return next(specifier, context);
  return { url: pathToFileURL(require.resolve(specifier.slice(PREFIX.length))).href + MARK, shortCircuit: true };
}

/** A marked file loads as a module whose default export is its text. */
export async function load(url, context, next) {
  if (!url.endsWith(MARK)) return next(url, context);
  const text = readFileSync(fileURLToPath(url.slice(0, -MARK.length)), 'utf8');
  return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}

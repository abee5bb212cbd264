/**
 * load-printer.ts as the Lambda bundles have it (functions/build.mjs puts this module in its
 * place): the printer is the `@grindline/printer` package of the `chromium` layer. Lambda unpacks
 * it to /opt/nodejs/node_modules, which is on the NODE_PATH it sets: require.resolve honours that
 * (an ES import does not), and the module is then imported by its file URL. Where no layer is
 * attached (the local stack runs the bundles from functions/dist), the layer folder the build wrote
 * next to the bundles is used. Never imported by tests: it exists only inside a bundle.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as PrinterModule from './printer';
import type { Printer } from './load-printer';

export type { Printer } from './load-printer';

/** The package the `chromium` layer holds (functions/build.mjs). */
export const PRINTER_PACKAGE = '@grindline/printer';

/** The printer module's file: from the layers, else from functions/dist/layers beside this bundle. */
export function printerFile(resolve: (id: string) => string = createRequire(import.meta.url).resolve, bundleDir = dirname(fileURLToPath(import.meta.url))): string {
  try {
    return resolve(PRINTER_PACKAGE);
  } catch {
    const local = join(bundleDir, '..', 'layers', 'chromium', 'nodejs', 'node_modules', PRINTER_PACKAGE, 'index.mjs');
    if (existsSync(local)) return local;
    throw new Error(`${PRINTER_PACKAGE} not found: a function printing PDFs needs the chromium layer (docs/deploy.md)`);
  }
}

let loaded: Promise<Printer> | undefined;

/** The printer, imported once from the layer; Chromium's archives are in its `bin` folder. */
export function loadPrinter(): Promise<Printer> {
  loaded ??= (async () => {
    const file = printerFile();
    const m = (await import(pathToFileURL(file).href)) as typeof PrinterModule;
    return { puppeteer: m.puppeteer, lambdaChromium: m.lambdaChromium, highchartsSource: m.HIGHCHARTS_SOURCE, binDir: join(dirname(file), 'bin') };
  })();
  return loaded;
}

/**
 * Bundles every route handler of src/route-table.ts, every worker of src/workers.ts, the authorizer and the Cognito
 * trigger into dist/<id>/index.mjs, dist/authorizer/index.mjs and dist/sso-pre-token/index.mjs: ESM for the Lambda runtime's
 * Node major (scripts/lambda-node.mjs, which the CDK app's runtime reads too), all dependencies inside (AWS SDK included, so the bundle does not
 * depend on the runtime's SDK version), minified, each exporting `handler`, and the Lambda layers
 * under dist/layers. The CDK app uses these folders as Lambda code and layers, and the local
 * gateway imports the bundles. Run: node functions/build.mjs
 */
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESBUILD_TARGET } from '../scripts/lambda-node.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, 'src');
const dist = join(here, 'dist');
const domainSource = join(here, '..', 'domain', 'src', 'index.ts');

/** A data module (the route table, the workers), compiled on the fly: type imports only, plain data. */
async function loadData(file, name) {
  const out = await build({
    entryPoints: [join(src, file)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    alias: { '@grindline/domain': domainSource },
  });
  const code = out.outputFiles[0].text;
  const mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return mod[name];
}

const started = Date.now();
const routes = await loadData('route-table.ts', 'routes');
const workers = await loadData('workers.ts', 'workers');
const entryPoints = {
  'authorizer/index': join(src, 'handlers/auth/authorizer.ts'),
  // Cognito's pre token generation trigger (agency sign-in group mapping), not an API route.
  'sso-pre-token/index': join(src, 'handlers/auth/sso-pre-token.ts'),
  ...Object.fromEntries([...routes, ...workers].map((r) => [`${r.id}/index`, join(src, 'handlers', `${r.handler}.ts`)])),
};

const missing = Object.entries(entryPoints).filter(([, file]) => !existsSync(file));
if (missing.length) {
  console.error(`functions: handler modules missing for ${missing.map(([id, file]) => `${id.replace('/index', '')} (${file})`).join(', ')}`);
  process.exit(1);
}

const require = createRequire(import.meta.url);

/**
 * `highcharts-inline:<file>` imports become the text of that file of the highcharts package: the
 * PDF page's Highcharts travels inside the function's bundle (services/report-pdf).
 */
const highchartsInline = {
  name: 'highcharts-inline',
  setup(b) {
    b.onResolve({ filter: /^highcharts-inline:/ }, (args) => ({ path: require.resolve(args.path.slice('highcharts-inline:'.length)), namespace: 'highcharts-inline' }));
    b.onLoad({ filter: /.*/, namespace: 'highcharts-inline' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text' }));
  },
};

/**
 * Zod's English locale only. Zod re-exports all its ~60 locales as a namespace (`export * as
 * locales`), which esbuild cannot tree-shake: 255 KB of every bundle that nothing reads (the
 * functions answer in English; zod registers `en` itself). Zod's own locales index resolves to
 * one that exports `en` alone (decisions.md 'Lambda bundles').
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer) ? { path: join(dirname(args.importer), args.path), namespace: 'zod-locales' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({ contents: 'export { default as en } from "./en.js";', resolveDir: dirname(args.path), loader: 'js' }));
  },
};

/**
 * The bundles load the printer from the `chromium` layer: the module load-printer.ts (which
 * imports src/services/report-pdf/printer.ts, as tests do) resolves to load-printer-layer.ts.
 */
const printerFromLayer = {
  name: 'printer-from-layer',
  setup(b) {
    const loader = join(src, 'services/report-pdf/load-printer');
    b.onResolve({ filter: /(^|\/)load-printer$/ }, (args) => (join(args.resolveDir, args.path) === loader ? { path: `${loader}-layer.ts` } : undefined));
  },
};

/** Options every bundle shares: the functions' and the printer layer's. */
const shared = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  // The ES module builds first (the AWS SDK's dist-es, as CDK's NodejsFunction advises for ESM
  // output): esbuild can drop their unused exports, which it cannot in the CommonJS ones. A route
  // bundle lost a sixth (bowser, the SDK's browser user-agent parser, among it: docs/bench.md
  // 'Session 18').
  mainFields: ['module', 'main'],
  target: ESBUILD_TARGET,
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  // Domain from source, so a build never depends on domain's own build output being fresh.
  alias: { '@grindline/domain': domainSource },
  // Some bundled CommonJS dependencies call require(); ESM has none, so give them one.
  banner: {
    js: "import { createRequire as __glCreateRequire } from 'node:module'; const require = __glCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
  // resvg and sharp are native addons: they cannot be bundled. resvg comes from the map-render
  // layer, sharp is copied beside the worker that uses it (both below).
  external: ['@resvg/resvg-js', 'sharp'],
};

rmSync(dist, { recursive: true, force: true });
const result = await build({
  ...shared,
  plugins: [highchartsInline, zodEnglishOnly, printerFromLayer],
  entryPoints,
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  metafile: true,
});

/**
 * Lambda layers (decisions §56): the native and binary parts a few functions need travel in a
 * layer of their own, unpacked by Lambda under /opt, so the function's own bundle carries its code
 * only. Each layer folder is what its zip holds: `nodejs/node_modules/<package>`, the path Lambda's
 * Node runtime puts on NODE_PATH. dist/layers/layers.json names the functions of each layer, for
 * the CDK app (infra/src/stacks/lambda-layers.ts) and the bench. Locally (no /opt) the bundles find
 * resvg and the fonts in the repository's node_modules and the printer in dist/layers.
 * - `map-render`: resvg with every installed platform binary of it (the host's; for the arm64
 *   Lambdas add @resvg/resvg-js-linux-arm64-gnu, docs/deploy.md) and the Roboto font files, for the
 *   bundles that include src/maps/map-render.ts.
 * - `chromium`: the printer, `@grindline/printer` (puppeteer, @sparticuz/chromium's code and
 *   Highcharts, bundled from src/services/report-pdf/printer.ts) with Chromium's brotli archives
 *   (x86_64) in its bin/, for the routes marked `chromium`: their bundles load it through
 *   load-printer-layer.ts (plugin `printer-from-layer`), and render-pdf.ts unpacks Chromium to /tmp.
 */
const modules = join(here, '..', 'node_modules');
const layersDir = join(dist, 'layers');
const layerModules = (name) => join(layersDir, name, 'nodejs', 'node_modules');
const renderers = Object.entries(result.metafile.outputs)
  .filter(([, out]) => Object.keys(out.inputs).some((input) => input.endsWith('src/maps/map-render.ts')))
  .map(([file]) => dirname(file).split(/[\\/]/).pop());
const resvgPackages = ['resvg-js', ...readdirSync(join(modules, '@resvg')).filter((n) => n.startsWith('resvg-js-'))];
for (const name of resvgPackages) cpSync(join(modules, '@resvg', name), join(layerModules('map-render'), '@resvg', name), { recursive: true, dereference: true });
const fontFiles = ['package.json', '400Regular/Roboto_400Regular.ttf', '700Bold/Roboto_700Bold.ttf', 'LICENSE_FONT'];
for (const file of fontFiles) {
  const from = join(modules, '@expo-google-fonts/roboto', file);
  if (existsSync(from)) cpSync(from, join(layerModules('map-render'), '@expo-google-fonts/roboto', file));
}
// The printer (src/services/report-pdf/printer.ts: puppeteer, @sparticuz/chromium, Highcharts)
// bundled on its own as the package @grindline/printer, Chromium's archives in its bin/.
const printerDir = join(layerModules('chromium'), '@grindline', 'printer');
await build({ ...shared, plugins: [highchartsInline], entryPoints: [join(src, 'services/report-pdf/printer.ts')], outfile: join(printerDir, 'index.mjs'), metafile: false });
writeFileSync(join(printerDir, 'package.json'), `${JSON.stringify({ name: '@grindline/printer', private: true, type: 'module', main: 'index.mjs' }, null, 2)}\n`);
cpSync(join(dirname(require.resolve('@sparticuz/chromium')), '..', 'bin'), join(printerDir, 'bin'), { recursive: true });
const layers = {
  'map-render': { description: 'resvg and the Roboto fonts for the map images (functions/build.mjs)', functions: renderers.sort() },
  chromium: { description: 'puppeteer, @sparticuz/chromium and Highcharts for the PDF routes, x86_64 (functions/build.mjs)', functions: routes.filter((r) => r.chromium).map((r) => r.id).sort() },
};
writeFileSync(join(layersDir, 'layers.json'), `${JSON.stringify(layers, null, 2)}\n`);

/**
 * Workers that make pictures with sharp (the photo thumbnails, issue 28) get a node_modules of
 * their own with sharp, its JavaScript dependencies and its linux-x64 (glibc) binaries, the
 * platform the CDK app runs them on (x86_64). Those binaries are the ones npm installs on a
 * linux-x64 host; elsewhere install them first: npm install --cpu=x64 --os=linux --libc=glibc sharp
 * (sharp's documentation, 'AWS Lambda' and 'Cross-platform').
 */
const SHARP_PACKAGES = ['sharp', '@img/colour', 'detect-libc', 'semver', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'];
for (const worker of workers.filter((w) => w.sharp)) {
  for (const name of SHARP_PACKAGES) {
    const from = join(modules, name);
    if (!existsSync(from)) {
      console.error(`functions: ${worker.id} needs ${name} (sharp for linux-x64): run npm install --cpu=x64 --os=linux --libc=glibc sharp`);
      process.exit(1);
    }
    cpSync(from, join(dist, worker.id, 'node_modules', name), { recursive: true, dereference: true });
  }
}

console.log(`functions: ${Object.keys(entryPoints).length} bundles in ${dist}, layers ${Object.entries(layers).map(([name, l]) => `${name} (${l.functions.join(', ')})`).join(', ')} (${Date.now() - started} ms)`);

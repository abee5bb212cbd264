/**
 * Bundles every route handler of src/route-table.ts, every worker of src/workers.ts, the authorizer and the Cognito
 * trigger into dist/<id>/index.mjs, dist/authorizer/index.mjs and dist/sso-pre-token/index.mjs: ESM for the Lambda runtime's
 * Node major (scripts/lambda-node.mjs, which the CDK app's runtime reads too), all dependencies inside (AWS SDK included, so the bundle does not
 * depend on the runtime's SDK version), minified, each exporting `handler`. The CDK app uses
 * these folders as Lambda code and the local gateway imports them. Run: node functions/build.mjs
 */
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

rmSync(dist, { recursive: true, force: true });
const result = await build({
  plugins: [highchartsInline, zodEnglishOnly],
  entryPoints,
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
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
  // resvg and sharp are native addons: they cannot be bundled, so they are copied beside the
  // bundles that use them.
  external: ['@resvg/resvg-js', 'sharp'],
  metafile: true,
});

/**
 * Bundles that draw map images (they include src/maps/map-render.ts) get a node_modules of their
 * own with resvg, every installed platform binary of it (the host's; for the arm64 Lambdas add
 * @resvg/resvg-js-linux-arm64-gnu, docs/deploy.md) and the Roboto font files (docs/decisions.md).
 */
const modules = join(here, '..', 'node_modules');
const renderers = Object.entries(result.metafile.outputs)
  .filter(([, out]) => Object.keys(out.inputs).some((input) => input.endsWith('src/maps/map-render.ts')))
  .map(([file]) => dirname(join(process.cwd(), file)));
const resvgPackages = ['resvg-js', ...readdirSync(join(modules, '@resvg')).filter((n) => n.startsWith('resvg-js-'))];
const fontFiles = ['package.json', '400Regular/Roboto_400Regular.ttf', '700Bold/Roboto_700Bold.ttf', 'LICENSE_FONT'];
for (const dir of renderers) {
  for (const name of resvgPackages) cpSync(join(modules, '@resvg', name), join(dir, 'node_modules', '@resvg', name), { recursive: true, dereference: true });
  for (const file of fontFiles) {
    const from = join(modules, '@expo-google-fonts/roboto', file);
    if (existsSync(from)) cpSync(from, join(dir, 'node_modules/@expo-google-fonts/roboto', file));
  }
}

// Routes printing with headless Chromium carry the Lambda build of Chromium (brotli archives of
// @sparticuz/chromium, x86_64) next to their bundle; render-pdf.ts unpacks it from chromium-bin/.
const chromiumBin = join(dirname(require.resolve('@sparticuz/chromium')), '..', 'bin');
for (const route of routes.filter((r) => r.chromium)) {
  cpSync(chromiumBin, join(dist, route.id, 'chromium-bin'), { recursive: true });
}

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

console.log(`functions: ${Object.keys(entryPoints).length} bundles in ${dist}, ${renderers.length} with the map renderer (${Date.now() - started} ms)`);

/**
 * Bundles every route handler of src/route-table.ts, plus the authorizer and the Cognito
 * trigger, into dist/<routeId>/index.mjs, dist/authorizer/index.mjs and dist/sso-pre-token/index.mjs: ESM for Node (target node20, runs on
 * the Lambda Node 22 runtime), all dependencies inside (AWS SDK included, so the bundle does not
 * depend on the runtime's SDK version), minified, each exporting `handler`. The CDK app uses
 * these folders as Lambda code and the local gateway imports them. Run: node functions/build.mjs
 */
import { build } from 'esbuild';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, 'src');
const dist = join(here, 'dist');
const domainSource = join(here, '..', 'domain', 'src', 'index.ts');

/** The route table, compiled on the fly (it only has type imports, so it bundles to plain data). */
async function loadRoutes() {
  const out = await build({
    entryPoints: [join(src, 'route-table.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    alias: { '@grindline/domain': domainSource },
  });
  const code = out.outputFiles[0].text;
  const mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return mod.routes;
}

const started = Date.now();
const routes = await loadRoutes();
const entryPoints = {
  'authorizer/index': join(src, 'handlers/auth/authorizer.ts'),
  // Cognito's pre token generation trigger (agency sign-in group mapping), not an API route.
  'sso-pre-token/index': join(src, 'handlers/auth/sso-pre-token.ts'),
  ...Object.fromEntries(routes.map((r) => [`${r.id}/index`, join(src, 'handlers', `${r.handler}.ts`)])),
};

const missing = Object.entries(entryPoints).filter(([, file]) => !existsSync(file));
if (missing.length) {
  console.error(`functions: handler modules missing for ${missing.map(([id, file]) => `${id.replace('/index', '')} (${file})`).join(', ')}`);
  process.exit(1);
}

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints,
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
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
});

console.log(`functions: ${Object.keys(entryPoints).length} bundles in ${dist} (${Date.now() - started} ms)`);

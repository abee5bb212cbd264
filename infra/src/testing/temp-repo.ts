/**
 * A throw-away repository layout for synth tests: Lambda bundle folders for the given route ids
 * (plus the authorizer) and dist/ folders for the given apps, so tests need no real builds.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { routes } from '../../../functions/src/route-table';
import { workers } from '../../../functions/src/workers';
import { addGrindlineStacks, type GrindlineOptions, type GrindlineStacks } from '../grindline-app';
import { webApps } from '../web-apps';

export interface TempRepo {
  root: string;
  functionsDist: string;
  remove(): void;
}

/** Creates the temporary layout; `appDirs` are workspace folders such as 'shell' or 'mf-reports'. */
export function makeTempRepo(appDirs: readonly string[]): TempRepo {
  const root = mkdtempSync(join(tmpdir(), 'grindline-infra-'));
  const functionsDist = join(root, 'functions', 'dist');
  for (const id of [...routes.map((r) => r.id), ...workers.map((w) => w.id), 'authorizer', 'sso-pre-token']) {
    mkdirSync(join(functionsDist, id), { recursive: true });
    writeFileSync(join(functionsDist, id, 'index.mjs'), `export const handler = async () => ({ statusCode: 200, body: '${id}' });\n`);
  }
  // The build's layers (functions/build.mjs): the map renderers' and the printing routes'.
  const layers = {
    'map-render': { description: 'resvg', functions: ['map-image', 'mail-outbox'].filter((id) => [...routes, ...workers].some((r) => r.id === id)) },
    chromium: { description: 'the printer', functions: routes.filter((r) => r.chromium).map((r) => r.id) },
  };
  for (const name of Object.keys(layers)) {
    mkdirSync(join(functionsDist, 'layers', name, 'nodejs', 'node_modules', name), { recursive: true });
    writeFileSync(join(functionsDist, 'layers', name, 'nodejs', 'node_modules', name, 'index.js'), `// ${name}\n`);
  }
  writeFileSync(join(functionsDist, 'layers', 'layers.json'), JSON.stringify(layers));
  for (const dir of appDirs) {
    const dist = join(root, dir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${dir}</title>`);
    writeFileSync(join(dist, 'remoteEntry.js'), `/* ${dir} */`);
    if (dir.startsWith('mf-')) writeFileSync(join(dist, 'release.json'), JSON.stringify({ name: dir.slice(3), version: '0.1.0', kit: '^1.1.0' }));
  }
  return { root, functionsDist, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** An agency sign-in configuration as the `agencySso` context value gives it (infra/src/agency-sso.ts). */
export const TEST_AGENCY_SSO = {
  appUrl: 'https://grindline.example.com',
  domainPrefix: 'grindline-test',
  providers: [
    { id: 'bart', label: 'BART', site: 'BART', issuer: 'https://sso.bart.example', clientId: 'grindline', clientSecretName: 'grindline/sso/bart', adminGroup: 'grindline-admins' },
    { id: 'mbta', site: 'MBTA', issuer: 'https://login.mbta.example', clientId: 'gl', clientSecretName: 'grindline/sso/mbta', groupsClaim: 'roles' },
  ],
};

/**
 * Synthesises the whole app against a temporary repository; returns its stacks and the warnings.
 * `files` (path in the repository: text) are written before the stacks are made, as a build would.
 */
export function synthGrindline(appDirs: readonly string[], options: Partial<GrindlineOptions> = {}, files: Record<string, string> = {}) {
  const repo = makeTempRepo(appDirs);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo.root, path)), { recursive: true });
    writeFileSync(join(repo.root, path), text);
  }
  const warnings: string[] = [];
  // Synth output inside the temporary repository, so remove() cleans it too. CDK's own template
  // validation is left to the CLI's synth (deploy-synth.test.ts), where a finding fails: here it
  // only printed, and cost ~1.9 s of every synth (docs/decisions.md §69).
  const app = new App({ outdir: join(repo.root, 'cdk.out'), builtinCloudFormationValidation: false });
  const stacks: GrindlineStacks = addGrindlineStacks(app, {
    repoRoot: repo.root,
    functionsDist: repo.functionsDist,
    mailFrom: 'grindline@example.com',
    apps: webApps,
    warn: (m) => warnings.push(m),
    ...options,
  });
  return { stacks, warnings, repo };
}

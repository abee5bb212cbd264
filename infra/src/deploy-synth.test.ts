/**
 * The deploy as docs/deploy.md describes it: `cd infra && npx cdk synth --quiet` (cdk.json, the
 * real app entry, cdk-nag on) run through the CLI, without an environment and with an account and
 * region, then each stack selected alone from that assembly (`cdk synth <Stack> --app <cdk.out>`:
 * the CLI does not run the app again). Every function of the templates is then held to what its
 * bundle needs. Needs `npm run build` first (functions/dist and every app's dist), as synth does.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '../../functions/src/route-table';
import { workers } from '../../functions/src/workers';
import { assemblyStacks, missingBuilds, runCdk, unexpectedMessages, type CliRun } from './testing/cli-synth';
import { environmentReads, exportsHandler, handlerFile, nodeMajorOf, synthesizedFunctions } from './testing/function-checks';
import { LAMBDA_NODE_MAJOR, LAMBDA_RUNTIME, pascal } from './stacks/api-lambda';
import { webApps } from './web-apps';

/**
 * Variables a bundle may read that the template leaves unset, each with why it may be absent.
 * Every other variable a bundle reads must be set on its function.
 */
const OPTIONAL_ENVIRONMENT: ReadonlyArray<{ names: RegExp; reason: string }> = [
  { names: /^(AWS_|LAMBDA_TASK_ROOT$)/, reason: 'the Lambda runtime sets its own (AWS_REGION, AWS_EXECUTION_ENV, LAMBDA_TASK_ROOT); the other AWS_* are SDK options whose default is right' },
  { names: /^GOOGLE_MAPS_API_KEY(_SECRET)?$/, reason: 'only when googleMapsKeySecret is configured (the value locally); the maps draw with MapLibre without it' },
  { names: /^GRINDLINE_BASEMAP$/, reason: "only with the 'basemap' context (docs/deploy.md); without it the maps draw the built-in offline basemap" },
  { names: /^POWERTOOLS_[A-Z_]+$/, reason: 'Powertools switches with a right default (log level, sampling, metrics and tracing on); the service name and namespace are set on every function' },
  { names: /^MFA_EXEMPT_USERS$/, reason: 'local stack only: the demo users sign in without a second factor (docs/local-stack.md); never set in AWS' },
  { names: /^(COGNITO_DOMAIN|SSO_REDIRECT_URL|SSO_PROVIDERS)$/, reason: 'only with agencySso; without it the sign-in routes answer that no agency sign-in is set up' },
  { names: /^(COGNITO_ISSUER|COGNITO_JWKS_URL|COOKIE_SECURE|S3_FORCE_PATH_STYLE|CHROMIUM_PATH)$/, reason: 'local stack only (cognito-local, plain http, s3rver, Debian chromium); AWS uses the defaults' },
  { names: /^GRINDLINE_STRICT_CONTRACTS$/, reason: 'tests only (jest.config.cjs): an answer that breaks its contract fails instead of being logged (functions/src/lib/contract-check.ts); unset in AWS, where it is logged' },
  { names: /^(LOGIN_MAX_FAILURES_PER_USER|LOGIN_MAX_FAILURES_PER_ADDRESS|MAIL_MAX_ATTEMPTS|MAIL_RETRY_BASE_MS)$/, reason: 'tuning with a documented default' },
  {
    names: /^(HOME|XDG_CONFIG_HOME|CHROME_CONFIG_HOME|LOCALAPPDATA|SYSTEMROOT|LD_LIBRARY_PATH|FONTCONFIG_PATH|VERCEL|CODEBUILD_BUILD_IMAGE|YARGS_MIN_NODE_VERSION|PUPPETEER_[A-Z0-9_]+|WS_NO_[A-Z0-9_]+|NODE_DEBUG|DEBUG_CLS_HOOKED)$/,
    reason: 'switches of bundled libraries (puppeteer, the X-Ray SDK and its cls-hooked, @sparticuz/chromium sets LD_LIBRARY_PATH and FONTCONFIG_PATH itself, ws, yargs) whose default is right on Lambda',
  },
];

const isOptional = (name: string) => OPTIONAL_ENVIRONMENT.some((o) => o.names.test(name));
const MINUTES = 60_000;
const work = mkdtempSync(join(tmpdir(), 'grindline-cli-synth-'));
const variants = {
  'without an environment': { out: join(work, 'no-env'), env: {}, context: [] as string[] },
  // What a deployer with credentials runs (the CLI then passes the account), with the sender set.
  'with an account and region': {
    out: join(work, 'account'),
    env: { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'us-east-1' },
    context: ['-c', 'mailFrom=grindline@example.com', '-c', 'alarmEmail=ops@example.com'],
  },
};
const DEPLOYER = 'with an account and region';
const runs = new Map<string, CliRun>();
const missing = missingBuilds(webApps.map((a) => a.dir));

beforeAll(async () => {
  if (missing.length > 0) return;
  for (const [name, v] of Object.entries(variants)) {
    const run = await runCdk(['synth', '--quiet', '-o', v.out, ...v.context], v.env);
    runs.set(name, run);
    console.info(`cdk synth ${name}: ${run.seconds.toFixed(1)} s`);
  }
}, 20 * MINUTES);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `task` over `items`, `limit` at a time: each CLI start costs a couple of seconds of CPU. */
async function inTurns<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit) results.push(...(await Promise.all(items.slice(i, i + limit).map(task))));
  return results;
}

describe('the documented deploy synth (npx cdk synth through infra/cdk.json)', () => {
  it('has what it synthesises from: the functions and every app built', () => {
    expect(missing).toEqual([]);
  });

  describe.each(Object.keys(variants))('%s', (name) => {
    const v = variants[name as keyof typeof variants];

    it('exits 0 with no warning but one naming a setting left out', () => {
      const run = runs.get(name)!;
      expect(unexpectedMessages(run.output)).toEqual([]);
      expect({ status: run.status, output: run.status === 0 ? '' : run.output }).toEqual({ status: 0, output: '' });
    });

    it('synthesises every stack, the site of every app included', () => {
      const stacks = assemblyStacks(v.out);
      for (const app of webApps) expect(stacks).toContain(app.stackName);
      expect(stacks).toEqual(expect.arrayContaining(['GrindlineData', 'GrindlineAuth', 'GrindlineApi', 'GrindlineApiReports', 'GrindlineHosting', 'GrindlineReleases']));
    });

    // Once, on the assembly a deployer's synth writes: each CLI start costs seconds of CPU.
    if (name === DEPLOYER) {
      it('lets each stack be selected alone, as `cdk deploy --exclusively <Stack>` does', async () => {
        const stacks = assemblyStacks(v.out);
        const selected = await inTurns(stacks, 3, (stack) => runCdk(['synth', stack, '--app', v.out, '--quiet', '--exclusively'], v.env));
        const problems = selected.flatMap((run) => [...unexpectedMessages(run.output), ...(run.status === 0 ? [] : [`${run.args[1]}: exit ${run.status}\n${run.output}`])]);
        expect(problems).toEqual([]);
      }, 10 * MINUTES);
    }
  });

  it('reports a warning it was not told about, and lets the missing-sender one pass', () => {
    const output = ['WARNING No mailFrom context value: MAIL_FROM is unset and sending mail will fail (docs/deploy.md). (Construct Annotations)', '   GrindlineApi', "   Acknowledge with 'Annotation::warning-annotation'", 'WARNING Parameters/X: Parameter is not referenced anywhere in the template (CloudFormation Validate)', '[WARNING] aws-cdk-lib.Stack#addDependency is deprecated, and will be removed'].join('\n');
    expect(unexpectedMessages(output)).toEqual([
      'WARNING Parameters/X: Parameter is not referenced anywhere in the template (CloudFormation Validate)',
      '[WARNING] aws-cdk-lib.Stack#addDependency is deprecated, and will be removed',
    ]);
  });
});

describe('every function of the synthesised templates', () => {
  const out = variants[DEPLOYER].out;
  const ours = () => synthesizedFunctions(out, { ours: true });

  it('is one per route and worker, plus the authorizer', () => {
    expect(ours()).toHaveLength(routes.length + workers.length + 1);
  });

  it('has its handler file in its staged asset, exporting `handler`', () => {
    const bad = ours().flatMap((fn) => {
      const file = handlerFile(fn);
      if (!file?.endsWith('.mjs')) return [`${fn.path}: no ${fn.handler.replace(/\..*$/, '')}.mjs in ${fn.assetDir || '(no asset)'}`];
      return exportsHandler(readFileSync(file, 'utf8')) ? [] : [`${fn.path}: ${file} does not export handler`];
    });
    expect(bad).toEqual([]);
  }, 5 * MINUTES);

  it('sets every environment variable its bundle reads, but the optional ones', () => {
    const unset = ours().flatMap((fn) => {
      const reads = environmentReads(readFileSync(handlerFile(fn)!, 'utf8'));
      return [...reads].filter((name) => !fn.environment.includes(name) && !isOptional(name)).map((name) => `${fn.path}: ${name}`);
    });
    expect(unset).toEqual([]);
  }, 5 * MINUTES);

  it('gives the PDF function what headless Chromium needs: x86_64, 2 GB or more, 30 s or more', () => {
    const pdfIds = routes.filter((r) => r.chromium).map((r) => r.id);
    expect(pdfIds.length).toBeGreaterThan(0);
    for (const id of pdfIds) {
      const fn = ours().find((f) => f.path.endsWith(`/${pascal(id)}/Resource`));
      expect(fn).toBeDefined();
      expect(fn!.architecture).toBe('x86_64');
      expect(fn!.memoryMb).toBeGreaterThanOrEqual(2048);
      expect(fn!.timeoutSeconds).toBeGreaterThanOrEqual(30);
      // Chromium and the printer come from its layer (decisions §56), not its own asset.
      expect(fn!.layerDirs).toHaveLength(1);
      for (const file of ['@grindline/printer/index.mjs', '@grindline/printer/bin/chromium.br']) expect(existsSync(join(fn!.layerDirs[0], 'nodejs/node_modules', file))).toBe(true);
      expect(existsSync(join(fn!.assetDir, 'chromium-bin'))).toBe(false);
    }
  });

  it('gives the map renderers resvg and the fonts in their layer, and no function a binary of its own but the photo thumbnails (sharp)', () => {
    const renderers = ['map-image', 'mail-outbox'].map((id) => ours().find((f) => f.path.endsWith(`/${pascal(id)}/Resource`)));
    for (const fn of renderers) {
      expect(fn?.layerDirs).toHaveLength(1);
      for (const file of ['@resvg/resvg-js/package.json', '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf']) expect(existsSync(join(fn!.layerDirs[0], 'nodejs/node_modules', file))).toBe(true);
    }
    const withModules = ours().filter((fn) => existsSync(join(fn.assetDir, 'node_modules'))).map((fn) => fn.path);
    expect(withModules).toEqual([expect.stringMatching(/\/PhotoThumbs\/Resource$/)]);
  });

  it(`runs on Node.js ${LAMBDA_NODE_MAJOR}, LAMBDA_RUNTIME's major`, () => {
    expect(nodeMajorOf(LAMBDA_RUNTIME.name)).toBe(LAMBDA_NODE_MAJOR);
    expect([...new Set(ours().map((fn) => fn.runtime))]).toEqual([LAMBDA_RUNTIME.name]);
  });

  // npm test runs on the pinned Node of Lambda's major (scripts/lambda-node.mjs): a test run on
  // another major would not prove what Lambda runs.
  const testNodeMajor = Number(process.versions.node.split('.')[0]);
  it(`is tested on the Node.js major Lambda runs (${LAMBDA_NODE_MAJOR})`, () => {
    expect(testNodeMajor).toBe(LAMBDA_NODE_MAJOR);
  });
});

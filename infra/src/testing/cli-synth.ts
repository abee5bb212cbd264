/**
 * Runs the CDK CLI exactly as docs/deploy.md tells a deployer to (`cd infra && npx cdk synth
 * --quiet`: infra/cdk.json, the real app entry, cdk-nag on) and reads what it printed, so a test
 * fails when the documented command fails or warns about anything but a setting left out.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const INFRA_DIR = resolve(__dirname, '..', '..');
export const REPO_ROOT = resolve(INFRA_DIR, '..');
/** The CLI of infra's devDependencies, what `npx cdk` runs in infra/. */
const CDK_BIN = join(INFRA_DIR, 'node_modules', 'aws-cdk', 'bin', 'cdk');

/**
 * The warnings a deploy may print: each names a context value the deployer left out
 * (docs/deploy.md 'Context values'). Anything else the CLI calls a warning fails the test.
 */
export const ALLOWED_WARNINGS: readonly RegExp[] = [
  /^WARNING No mailFrom context value: MAIL_FROM is unset/,
  /^WARNING No alarmEmail context value: the alarms notify a topic nobody is subscribed to/,
];

export interface CliRun {
  args: string[];
  status: number | null;
  /** stdout and stderr, as one text. */
  output: string;
  seconds: number;
}

/** Runs the CLI in infra/ with `args`; `env` is added to this process's environment. */
export function runCdk(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CDK_BIN, ...args], {
      cwd: INFRA_DIR,
      env: { ...cleanEnv(), ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ args, status, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/**
 * The lines of a CLI run that report a problem: errors, warnings (cdk-nag's, CloudFormation's
 * template validation, construct annotations, deprecations) and the app's own notices of a
 * skipped stack, minus ALLOWED_WARNINGS.
 */
export function unexpectedMessages(output: string): string[] {
  // A finding is a line of its own (`WARNING ...`, `ERROR ...`, `[Warning at /Stack] ...`); its
  // details follow indented (construct path, "Acknowledge with ...").
  const problem = /^(\[?(warning|warn|error)\b|\[(warning|error) at |skipping )|\bdeprecated\b/i;
  return output
    .split('\n')
    .filter((line) => !/^\s/.test(line) && problem.test(line))
    .filter((line) => !ALLOWED_WARNINGS.some((allowed) => allowed.test(line)));
}

/** This process's environment without an AWS account or region: each variant sets its own. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['CDK_DEFAULT_ACCOUNT', 'CDK_DEFAULT_REGION', 'AWS_REGION', 'AWS_DEFAULT_REGION', 'AWS_PROFILE']) delete env[name];
  return env;
}

/** The stack names of a cloud assembly folder (its *.template.json files). */
export function assemblyStacks(outdir: string): string[] {
  return readdirSync(outdir)
    .filter((f) => f.endsWith('.template.json'))
    .map((f) => f.replace(/\.template\.json$/, ''))
    .sort();
}

/** What the documented synth needs built first; a missing one names the build command. */
export function missingBuilds(appDirs: readonly string[]): string[] {
  const needed = [join(REPO_ROOT, 'functions', 'dist', 'authorizer', 'index.mjs'), ...appDirs.map((dir) => join(REPO_ROOT, dir, 'dist'))];
  return needed.filter((path) => !existsSync(path));
}

/** One CloudFormation template of the assembly. */
export function readTemplate(outdir: string, stack: string): { Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }> } {
  return JSON.parse(readFileSync(join(outdir, `${stack}.template.json`), 'utf8'));
}

#!/usr/bin/env node
/**
 * Makes a fresh machine ready: npm dependencies, Java 17 (for DynamoDB Local) and, for the
 * browser tests, Debian's Chromium. Plain Node with no dependencies, so it runs before any
 * install. `node scripts/setup.mjs [--chromium] [--check]` (--check only reports).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in scripts/). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Debian's Chromium headless shell (package chromium-headless-shell), the browser tests' browser. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const log = (message) => console.log(`[setup] ${message}`);

/** Runs a command with inherited output; throws with the command line when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`\`${[command, ...args].join(' ')}\` failed with exit code ${result.status}`);
}

/** Why npm dependencies must be installed, or null when node_modules matches the lockfile. */
export function npmInstallReason(root = ROOT) {
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) return 'node_modules is missing';
  const lock = join(root, 'package-lock.json');
  const installed = join(modules, '.package-lock.json');
  if (!existsSync(installed)) return 'node_modules has no record of an install';
  if (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs + 1000) {
    return 'package-lock.json changed since the last install';
  }
  return null;
}

/** The major version of `java`, or null when there is none. */
export function javaMajor() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  // Java 8 and older report "1.8"; 9 and newer report the major first.
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

function aptInstall(packages, why) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!hasApt) {
    throw new Error(`${why}. Install ${packages.join(' ')} with your package manager (apt-get is not available here).`);
  }
  const sudo = isRoot ? [] : ['sudo'];
  if (!isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status !== 0) {
    log('sudo will ask for your password to install system packages.');
  }
  log(`${why}: installing ${packages.join(' ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...pre] = [...sudo, 'apt-get'];
  run(cmd, [...pre, 'update'], { env });
  run(cmd, [...pre, 'install', '-y', '--no-install-recommends', ...packages], { env });
}

/**
 * Installs what is missing: npm dependencies (`npm install`, which follows package-lock.json; not
 * `npm ci`, because the registry mirror here lacks some optional platform builds that npm lists as
 * peers of @module-federation/enhanced's rspack support, and `npm ci` refuses a lockfile without
 * them), 
 * Java 17 (openjdk-17-jre-headless), with `needNumpy` Debian's python3-numpy and, with `needChromium`, /usr/bin/chromium,
 * /usr/bin/chromium-headless-shell and /usr/bin/pdftoppm. With `check`
 * it only reports what it would do. Returns the list of actions (done or due).
 */
export function ensureSetup({ needChromium = false, needNumpy = false, check = false } = {}) {
  const actions = [];
  const npmReason = npmInstallReason();
  if (npmReason) {
    actions.push(`npm install (${npmReason})`);
    if (!check) {
      log(`${npmReason}: running npm install...`);
      run('npm', ['install', '--no-audit', '--no-fund']);
    }
  }
  const java = javaMajor();
  if (java === null || java < 17) {
    const why = java === null ? 'Java is missing (DynamoDB Local needs Java 17+)' : `Java ${java} is too old (DynamoDB Local needs 17+)`;
    actions.push(`install openjdk-17-jre-headless (${why})`);
    if (!check) aptInstall(['openjdk-17-jre-headless'], why);
  }
  if (needChromium && !existsSync('/usr/bin/chromium')) {
    actions.push('install chromium (/usr/bin/chromium is missing; the local PDF function, the bench and Lighthouse need it)');
    if (!check) aptInstall(['chromium'], '/usr/bin/chromium is missing (the local PDF function, the bench and Lighthouse need it)');
  }
  // The browser tests drive the headless shell: a fifth less CPU for the same suite (decisions §62).
  if (needChromium && !existsSync(HEADLESS_SHELL)) {
    actions.push(`install chromium-headless-shell (${HEADLESS_SHELL} is missing; the browser tests run in it)`);
    if (!check) aptInstall(['chromium-headless-shell'], `${HEADLESS_SHELL} is missing (the browser tests run in it)`);
  }
  // The PDF test turns the weekly report's pages into images with pdftoppm (poppler-utils).
  if (needChromium && !existsSync('/usr/bin/pdftoppm')) {
    actions.push('install poppler-utils (/usr/bin/pdftoppm is missing; the PDF test needs it)');
    if (!check) aptInstall(['poppler-utils'], '/usr/bin/pdftoppm is missing (the PDF test needs it)');
  }
  // The bench times the CAT processing against a numpy reference (scripts/bench/cat_reference.py).
  if (needNumpy && spawnSync('python3', ['-c', 'import numpy'], { stdio: 'ignore' }).status !== 0) {
    const why = 'numpy is missing (the CAT processing bench compares with a numpy reference)';
    actions.push(`install python3-numpy (${why})`);
    if (!check) aptInstall(['python3-numpy'], why);
  }
  if (!check && actions.length === 0) log('everything is installed.');
  return actions;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  try {
    const actions = ensureSetup({ needChromium: args.includes('--chromium'), check: args.includes('--check') });
    if (args.includes('--check')) log(actions.length ? `would: ${actions.join('; ')}` : 'nothing to do.');
  } catch (error) {
    console.error(`[setup] ${error.message}`);
    process.exit(1);
  }
}

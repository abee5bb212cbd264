/**
 * The Node.js major the Lambda functions run on, declared once. infra reads it for the runtime of
 * every function (infra/src/lambda-runtime.ts), functions/build.mjs for esbuild's target, and the
 * npm scripts (test, start, bench, e2e) run themselves on the same major: the `node` package pinned
 * in the root devDependencies. Plain Node with no dependencies, so it loads before any install and
 * without aws-cdk-lib. infra/src/lambda-runtime.test.ts fails when the pin and this disagree.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Lambda runtime's Node.js major (`nodejs24.x`). */
export const LAMBDA_NODE_MAJOR = 24;

/** esbuild's target for the function bundles: the syntax the Lambda runtime runs as is. */
export const ESBUILD_TARGET = `node${LAMBDA_NODE_MAJOR}`;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The pinned Node binary (npm's `node` package puts the real binary in its bin/). */
export function pinnedNodeBinary(root = ROOT) {
  return join(root, 'node_modules/node/bin/node');
}

/** The version of the installed `node` package, or null when it is not installed. */
export function pinnedNodeVersion(root = ROOT) {
  const manifest = join(root, 'node_modules/node/package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

/** The major of a version string (`v24.1.0` or `24.1.0`). */
export const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

/**
 * Makes the rest of this process run on the Lambda's Node major. On that major already, it puts
 * this binary's folder first on PATH (npm lifecycle scripts and `npx` spawned underneath run
 * PATH's `node`) and resolves. On another major, it runs the same script with the same arguments
 * on the pinned binary, forwards Ctrl-C and kill, and exits with its code: the promise never
 * resolves then. Throws when the pinned binary is missing (`npm install` installs it).
 */
export async function runOnLambdaNode(label, root = ROOT) {
  if (majorOf(process.versions.node) === LAMBDA_NODE_MAJOR) {
    process.env.PATH = [dirname(process.execPath), process.env.PATH].filter(Boolean).join(delimiter);
    return;
  }
  const binary = pinnedNodeBinary(root);
  if (!existsSync(binary)) {
    throw new Error(`Node ${LAMBDA_NODE_MAJOR} (the Lambda runtime's) is missing at ${binary}: run npm install`);
  }
  console.log(`[${label}] Node ${process.versions.node} here; running on the pinned Node ${pinnedNodeVersion(root)} (the Lambda runtime's major)`);
  const env = { ...process.env, PATH: [dirname(binary), process.env.PATH].filter(Boolean).join(delimiter) };
  const child = spawn(binary, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], { stdio: 'inherit', env });
  // Ctrl-C reaches the child too (same process group); this process only waits for its exit.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  await new Promise(() => {
    child.on('error', (error) => {
      console.error(`[${label}] ${binary} could not start: ${error.message}`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  });
}

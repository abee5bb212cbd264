import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Runtime, RuntimeFamily } from 'aws-cdk-lib/aws-lambda';
import { ESBUILD_TARGET, pinnedNodeVersion } from '../../scripts/lambda-node.mjs';
import { LAMBDA_NODE_MAJOR, LAMBDA_RUNTIME, lambdaRuntimeFor } from './lambda-runtime';

const ROOT = join(__dirname, '..', '..');
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

// What runs in Lambda is built for and tested on one Node major: these fail when they drift apart.
describe('the Lambda runtime Node major, declared once', () => {
  it('is the runtime every function gets', () => {
    expect(LAMBDA_RUNTIME.name).toBe(`nodejs${LAMBDA_NODE_MAJOR}.x`);
    expect(LAMBDA_RUNTIME.family).toBe(RuntimeFamily.NODEJS);
    expect(LAMBDA_RUNTIME).toBe(Runtime.NODEJS_24_X);
  });

  it('is the pinned `node` package the tests run on, pinned exactly and installed as pinned', () => {
    const pin: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies.node;
    expect(pin).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major(pin)).toBe(LAMBDA_NODE_MAJOR);
    expect(pinnedNodeVersion(ROOT)).toBe(pin);
  });

  it('is the target of the function bundles', () => {
    expect(ESBUILD_TARGET).toBe(`node${LAMBDA_NODE_MAJOR}`);
    const build = readFileSync(join(ROOT, 'functions', 'build.mjs'), 'utf8');
    // Every esbuild target in the bundler is the shared one, never a literal major of its own.
    expect([...build.matchAll(/\btarget:\s*([^,\n]+)/g)].map((m) => m[1].trim())).toEqual(['ESBUILD_TARGET']);
  });

  it('names aws-cdk-lib runtimes only for the majors it knows', () => {
    expect(lambdaRuntimeFor(22).name).toBe('nodejs22.x');
    expect(() => lambdaRuntimeFor(7)).toThrow('aws-cdk-lib has no Lambda runtime for Node.js 7 (Runtime.NODEJS_7_X)');
  });
});

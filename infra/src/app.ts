/**
 * CDK app entry (cdk.json: `npx tsx src/app.ts`). Context values:
 * - mailFrom: sender address of the application's mail (MAIL_FROM).
 * - uploadOrigins: comma-separated origins allowed to upload CAT files from the browser.
 * - functionsDist: folder of the Lambda bundles (default functions/dist).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { addGrindlineStacks } from './grindline-app';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const app = new App();
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

addGrindlineStacks(app, {
  repoRoot,
  functionsDist: resolve(repoRoot, context('functionsDist') ?? join('functions', 'dist')),
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  mailFrom: context('mailFrom'),
  uploadOrigins: context('uploadOrigins')?.split(',').map((o) => o.trim()).filter(Boolean),
});
app.synth();

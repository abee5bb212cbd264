/**
 * CDK app entry (cdk.json: `npx tsx src/app.ts`). Context values:
 * - mailFrom: sender address of the application's mail (MAIL_FROM).
 * - googleMapsKey: Google Maps JavaScript API key (optional; GOOGLE_MAPS_API_KEY; the maps use MapLibre without it).
 * - uploadOrigins: comma-separated origins allowed to upload CAT files from the browser.
 * - functionsDist: folder of the Lambda bundles (default functions/dist).
 * - domainName + certificateArn: the site's own domain(s), comma-separated, and their ACM
 *   certificate in us-east-1 (then CloudFront enforces TLS 1.2); default the *.cloudfront.net name.
 * - webAclArn: a WAF web ACL (CLOUDFRONT scope) for the distribution.
 * Synth runs cdk-nag's AwsSolutions rules and fails on any unacknowledged finding.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { addGrindlineStacks } from './grindline-app';
import { addSecurityChecks } from './nag/nag-checks';

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
  googleMapsKey: context('googleMapsKey'),
  uploadOrigins: list(context('uploadOrigins')),
  domain: customDomain(),
  webAclArn: context('webAclArn'),
});
addSecurityChecks(app);
app.synth();

function list(value: string | undefined): string[] | undefined {
  return value?.split(',').map((o) => o.trim()).filter(Boolean);
}

function customDomain() {
  const names = list(context('domainName'));
  const certificateArn = context('certificateArn');
  if (!names?.length && !certificateArn) return undefined;
  if (!names?.length || !certificateArn) throw new Error('domainName and certificateArn go together (docs/deploy.md)');
  return { names, certificateArn };
}

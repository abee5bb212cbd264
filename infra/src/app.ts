/**
 * CDK app entry (cdk.json: `npx tsx src/app.ts`). Context values:
 * - mailFrom: sender address of the application's mail (MAIL_FROM).
 * - googleMapsKeySecret: Secrets Manager secret (name or ARN) holding the Google Maps JavaScript
 *   API key (optional; the maps use MapLibre without it). Never the key itself: `googleMapsKey` is refused.
 * - alarmEmail: address subscribed to the alarm topic (optional).
 * - restoredTable: JSON {tableName, tableStreamArn} of a table restored from a point in time, used
 *   instead of the created one (docs/operations.md 'Restore from a point in time').
 * - uploadOrigins: comma-separated origins allowed to upload CAT files from the browser.
 * - functionsDist: folder of the Lambda bundles (default functions/dist).
 * - domainName + certificateArn: the site's own domain(s), comma-separated, and their ACM
 *   certificate in us-east-1 (then CloudFront enforces TLS 1.2); default the *.cloudfront.net name.
 * - webAclArn: a WAF web ACL (CLOUDFRONT scope) for the distribution.
 * - agencySso: agency single sign-on, JSON (infra/src/agency-sso.ts, docs/deploy.md).
 * - basemap: the production basemap, an https:// MapLibre style URL or the key of a .pmtiles archive
 *   in the shell's site bucket (docs/deploy.md 'Basemap'); default: the built-in offline basemap.
 * - releases: the release manifest file (default infra/releases.json when it exists, else each
 *   built remote's own dist/release.json), written as /remotes.json by GrindlineReleases.
 * Synth runs cdk-nag's AwsSolutions rules and fails on any unacknowledged finding.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { parseBasemapSetting } from '@grindline/domain';
import { existsSync } from 'node:fs';
import { parseAgencySso } from './agency-sso';
import { readReleases } from './release-manifest';
import { addGrindlineStacks } from './grindline-app';
import { parseSecretName, refuseSecretValues } from './secrets';
import { addSecurityChecks } from './nag/nag-checks';
import { parseRestoredTable } from './stacks/data-stack';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const app = new App();
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

refuseSecretValues(context);
addGrindlineStacks(app, {
  repoRoot,
  functionsDist: resolve(repoRoot, context('functionsDist') ?? join('functions', 'dist')),
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  mailFrom: context('mailFrom'),
  secrets: { googleMapsKey: parseSecretName('googleMapsKeySecret', context('googleMapsKeySecret')) },
  alarmEmail: context('alarmEmail'),
  restoredTable: parseRestoredTable(context('restoredTable')),
  uploadOrigins: list(context('uploadOrigins')),
  domain: customDomain(),
  webAclArn: context('webAclArn'),
  agencySso: parseAgencySso(context('agencySso')),
  releases: releasesFile(),
  basemap: parseBasemapSetting(context('basemap')),
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

function releasesFile() {
  const file = resolve(repoRoot, context('releases') ?? join('infra', 'releases.json'));
  if (!existsSync(file)) {
    if (context('releases')) throw new Error(`releases: ${file} does not exist`);
    return undefined;
  }
  return readReleases(file);
}

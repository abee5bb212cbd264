/**
 * Every stack of the deployment and how they connect. app.ts calls this with the real paths;
 * tests call it with temporary ones.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { App, Environment } from 'aws-cdk-lib';
import type { BasemapSetting } from '@grindline/domain';
import { routes as routeTable, type RouteDef } from '../../functions/src/route-table';
import { workers as workerTable, type WorkerDef } from '../../functions/src/workers';
import { API_AREAS, entriesOf, type ApiAreaName } from './api-areas';
import { ssoProvidersEnv, type AgencySsoConfig } from './agency-sso';
import { builtRelease, type RemoteReleaseLine } from './release-manifest';
import { AlarmsStack } from './monitoring/alarms-stack';
import type { SecretNames } from './secrets';
import { ApiAreaStack } from './stacks/api-area-stack';
import { ApiStack, type ApiSettings } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack, type RestoredTable } from './stacks/data-stack';
import { HostingStack, type CustomDomain } from './stacks/hosting-stack';
import { ReleaseStack } from './stacks/release-stack';
import { SiteStack } from './stacks/site-stack';
import { webApps, type WebApp } from './web-apps';

export interface GrindlineOptions {
  /** Repository root: each app's build is read from <root>/<app.dir>/dist. */
  repoRoot: string;
  /** Lambda bundles: <functionsDist>/<route id>/index.mjs and <functionsDist>/authorizer/index.mjs. */
  functionsDist: string;
  env?: Environment;
  mailFrom?: string;
  /** Secrets Manager names of the deployment's secrets (the Google Maps key); never a value. */
  secrets?: SecretNames;
  /** A table restored from a point in time to run on instead of the created one (context `restoredTable`). */
  restoredTable?: RestoredTable;
  /** Who is notified when an alarm fires (context `alarmEmail`); none by default. */
  alarmEmail?: string;
  /** Origins allowed to upload CAT files from the browser; defaults to any. */
  uploadOrigins?: string[];
  /** The site's own domain and its ACM certificate; without it, the *.cloudfront.net name. */
  domain?: CustomDomain;
  /** ARN of a WAF web ACL (CLOUDFRONT scope, us-east-1) for the distribution; none by default. */
  webAclArn?: string;
  apps?: readonly WebApp[];
  routes?: readonly RouteDef[];
  /** Defaults to functions/src/workers.ts; tests may pass a subset. */
  workers?: readonly WorkerDef[];
  /** The release manifest's lines (infra/releases.json); default: each built remote's own release.json. */
  releases?: Record<string, RemoteReleaseLine>;
  /** Agency single sign-on (context `agencySso`, infra/src/agency-sso.ts); none by default. */
  agencySso?: AgencySsoConfig;
  /** The production basemap (context `basemap`, docs/deploy.md); none: the built-in offline basemap. */
  basemap?: BasemapSetting | null;
  /** Receives the notice of each skipped site stack; defaults to console.warn. */
  warn?: (message: string) => void;
}

export interface GrindlineStacks {
  alarms: AlarmsStack;
  data: DataStack;
  auth: AuthStack;
  /** GrindlineApi: the HTTP API, the authorizer and the SSM parameters the areas read. */
  api: ApiStack;
  /** One stack per API area (api-areas.ts), by area name. */
  apiAreas: Map<ApiAreaName, ApiAreaStack>;
  hosting: HostingStack;
  releases: ReleaseStack;
  /** Site stacks by app name, only for apps whose dist folder exists. */
  sites: Map<string, SiteStack>;
}

/**
 * Adds GrindlineAlarms (the alarm topic), GrindlineData, GrindlineAuth, GrindlineApi, one
 * GrindlineApi<Area> stack per API area (api-areas.ts), GrindlineHosting, GrindlineReleases and one
 * <App>Site stack per app that has a build; an app without dist/ is skipped with a warning, so the rest can be
 * synthesised (and tested) without frontend builds.
 */
export function addGrindlineStacks(app: App, options: GrindlineOptions): GrindlineStacks {
  const { env } = options;
  const apps = options.apps ?? webApps;
  const warn = options.warn ?? ((m: string) => console.warn(m));
  const alarms = new AlarmsStack(app, 'GrindlineAlarms', { env, alarmEmail: options.alarmEmail });
  const data = new DataStack(app, 'GrindlineData', { env, uploadOrigins: options.uploadOrigins ?? ['*'], restoredTable: options.restoredTable });
  const auth = new AuthStack(app, 'GrindlineAuth', { env, agencySso: options.agencySso, functionsDist: options.functionsDist, alarmTopic: alarms.topic });
  const settings: ApiSettings = {
    functionsDist: options.functionsDist,
    mailFrom: options.mailFrom,
    secrets: options.secrets,
    basemap: options.basemap,
    agencySso:
      options.agencySso && auth.hostedDomainUrl
        ? { hostedDomainUrl: auth.hostedDomainUrl, redirectUrl: `${options.agencySso.appUrl}/sso/callback`, providersJson: ssoProvidersEnv(options.agencySso) }
        : undefined,
  };
  const api = new ApiStack(app, 'GrindlineApi', {
    env,
    ...settings,
    table: data.table,
    tableIndexNames: data.tableIndexNames,
    uploads: data.uploads,
    userPool: auth.userPool,
    client: auth.client,
    alarmTopic: alarms.topic,
  });
  const apiAreas = new Map<ApiAreaName, ApiAreaStack>();
  for (const area of API_AREAS) {
    const areaRoutes = entriesOf(area.name, options.routes ?? routeTable);
    const areaWorkers = entriesOf(area.name, options.workers ?? workerTable);
    // A stack without resources is not a valid template (only tests pass so few routes).
    if (areaRoutes.length + areaWorkers.length === 0) continue;
    const stack = new ApiAreaStack(app, area.stackName, { env, ...settings, area, routes: areaRoutes, workers: areaWorkers, tableIndexNames: data.tableIndexNames });
    // Order for a first `deploy --all` only (the SSM parameters must exist); no export.
    stack.addStackDependency(api);
    stack.addStackDependency(alarms);
    apiAreas.set(area.name, stack);
  }
  const hosting = new HostingStack(app, 'GrindlineHosting', {
    env,
    api: api.api,
    apps,
    domain: options.domain,
    webAclArn: options.webAclArn,
    googleMaps: Boolean(options.secrets?.googleMapsKey),
    basemap: options.basemap,
    // The presigned PUTs go to the bucket's regional virtual-hosted endpoint (the SDK's default).
    uploadOrigin: `https://${data.uploads.bucketRegionalDomainName}`,
  });

  const sites = new Map<string, SiteStack>();
  for (const webApp of apps) {
    const distDir = join(options.repoRoot, webApp.dir, 'dist');
    if (!existsSync(distDir)) {
      warn(`Skipping ${webApp.stackName}: ${distDir} does not exist (build it with npm run build).`);
      continue;
    }
    const site = new SiteStack(app, webApp.stackName, { env, app: webApp, distDir });
    // Order for a first `deploy --all` only (the bucket and SSM names must exist); no export.
    site.addStackDependency(hosting);
    sites.set(webApp.name, site);
  }
  const releases = new ReleaseStack(app, 'GrindlineReleases', { env, releases: options.releases ?? builtReleases(options.repoRoot, apps) });
  // Order for a first `deploy --all` only: the manifest names versions the site stacks upload.
  for (const site of sites.values()) releases.addStackDependency(site);
  releases.addStackDependency(hosting);
  return { alarms, data, auth, api, apiAreas, hosting, releases, sites };
}

/** The release lines of every remote that has a build: what a `deploy --all` makes live. */
function builtReleases(repoRoot: string, apps: readonly WebApp[]): Record<string, RemoteReleaseLine> {
  const lines: Record<string, RemoteReleaseLine> = {};
  for (const app of apps) {
    const release = app.kind === 'remote' ? builtRelease(join(repoRoot, app.dir, 'dist')) : undefined;
    if (release) lines[app.name] = release;
  }
  return lines;
}

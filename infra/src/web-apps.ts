/**
 * The browser apps CloudFront serves: the shell at the root and each micro-frontend under
 * /remotes/<remote>/. Adding a micro-frontend is adding one entry here.
 */
export interface WebApp {
  /** Short name: remote name of a micro-frontend, construct ids, SSM parameter paths. */
  name: string;
  /** Workspace folder whose dist/ is uploaded. */
  dir: string;
  /** The shell is served at the root; the others are federation remotes. */
  kind: 'shell' | 'remote';
  /** Stack name of the app's own deployment stack (`npx cdk deploy <stackName>`). */
  stackName: string;
}

export const webApps: readonly WebApp[] = [
  { name: 'shell', dir: 'shell', kind: 'shell', stackName: 'GrindlineShellSite' },
  { name: 'reports', dir: 'mf-reports', kind: 'remote', stackName: 'GrindlineReportsSite' },
  { name: 'dashboards', dir: 'mf-dashboards', kind: 'remote', stackName: 'GrindlineDashboardsSite' },
  { name: 'maps', dir: 'mf-maps', kind: 'remote', stackName: 'GrindlineMapsSite' },
  { name: 'datacollection', dir: 'mf-datacollection', kind: 'remote', stackName: 'GrindlineDataCollectionSite' },
];

/** Object key prefix of an app in its bucket; CloudFront forwards the full path, so a remote's
 * objects live under the same prefix its behaviour matches. */
export function keyPrefix(app: WebApp): string {
  return app.kind === 'shell' ? '' : `remotes/${app.name}/`;
}

/** SSM parameter names through which the site stacks find what the hosting stack owns, so a
 * site stack has no CloudFormation export to pin and deploys without touching any other. */
export const ssmNames = {
  bucket: (app: WebApp): string => `/grindline/hosting/${app.name}/bucket-name`,
  distributionId: '/grindline/hosting/distribution-id',
  distributionDomain: '/grindline/hosting/distribution-domain',
} as const;

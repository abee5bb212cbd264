import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { acknowledgeBucketDeploymentHandler } from '../nag/acknowledgements';
import { builtRelease, releasePrefix } from '../release-manifest';
import { keyPrefix, ssmNames, type WebApp } from '../web-apps';

export interface SiteStackProps extends StackProps {
  app: WebApp;
  /** The app's production build (<app>/dist). */
  distDir: string;
}

/** Files whose names do not change between builds: always revalidated, and invalidated. */
// sw.js (the shell's service worker) and each remote's precache-manifest.json name no hash either.
const ENTRY_FILES = ['*.html', 'remoteEntry.js', 'mf-manifest.json', 'sw.js', 'precache-manifest.json'];

/**
 * Uploads one app's build to the bucket the hosting stack made for it (found through SSM at
 * deploy time, so this stack references nothing of any other app). Hashed files go first and
 * are cached for a year; entry files follow with no-cache, so a browser never gets an entry
 * that points at chunks not yet uploaded. Nothing is pruned: a page loaded before a release
 * can still fetch the chunks it refers to. A remote goes to remotes/<name>/<version>/ (the
 * version its build declares in dist/release.json): uploading makes nothing live by itself,
 * GrindlineReleases does (docs/deploy.md 'Releasing one area').
 */
export class SiteStack extends Stack {
  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { app } = props;
    // A remote's build goes to its own version's folder (remotes/<name>/<version>/), so every
    // released version stays online and the release manifest picks which one is live.
    const release = app.kind === 'remote' ? builtRelease(props.distDir) : undefined;
    if (app.kind === 'remote' && !release) throw new Error(`${props.distDir}/release.json is missing: build ${app.dir} with npm run build`);
    const prefix = release ? releasePrefix(app.name, release.version) : keyPrefix(app);
    const bucket = Bucket.fromBucketName(this, 'Bucket', StringParameter.valueForStringParameter(this, ssmNames.bucket(app)));
    const distribution = Distribution.fromDistributionAttributes(this, 'Distribution', {
      distributionId: StringParameter.valueForStringParameter(this, ssmNames.distributionId),
      domainName: StringParameter.valueForStringParameter(this, ssmNames.distributionDomain),
    });
    const source = Source.asset(props.distDir);

    const assets = new BucketDeployment(this, 'Assets', {
      destinationBucket: bucket,
      destinationKeyPrefix: prefix || undefined,
      sources: [source],
      // remotes.json belongs to the release stack (a local copy in the shell's dist must not win);
      // source maps stay off the public site.
      exclude: [...ENTRY_FILES, 'remotes.json', '*.map'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
    });
    const entries = new BucketDeployment(this, 'Entries', {
      destinationBucket: bucket,
      destinationKeyPrefix: prefix || undefined,
      sources: [source],
      exclude: ['*'],
      include: ENTRY_FILES,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution,
      // The shell is a federation container too (shell/kit), so its entry is invalidated as well.
      distributionPaths: app.kind === 'shell' ? ['/index.html', '/remoteEntry.js', '/mf-manifest.json', '/sw.js'] : [`/${prefix}*`],
      memoryLimit: 512,
    });
    entries.node.addDependency(assets);
    // Both deployments share one handler (same memory size); acknowledging it once covers both.
    acknowledgeBucketDeploymentHandler(assets, bucket);
    new CfnOutput(this, 'Url', { value: `https://${distribution.distributionDomainName}/${app.kind === 'shell' ? '' : `${prefix}remoteEntry.js`}` });
    if (release) new CfnOutput(this, 'ReleaseLine', { value: JSON.stringify({ [app.name]: release }), description: 'The line of infra/releases.json that makes this version live' });
  }
}

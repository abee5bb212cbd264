import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { acknowledgeBucketDeploymentHandler } from '../nag/acknowledgements';
import { manifestBody, type RemoteReleaseLine } from '../release-manifest';
import { ssmNames, webApps } from '../web-apps';

export interface ReleaseStackProps extends StackProps {
  /** The checked lines of infra/releases.json. */
  releases: Record<string, RemoteReleaseLine>;
}

/**
 * GrindlineReleases: writes /remotes.json (the release manifest) into the shell's bucket,
 * uncached, and invalidates it, so the next page load mounts the versions it names. It finds the
 * bucket and distribution through SSM like the site stacks, so it deploys alone in seconds: a
 * release or a rollback of one area is one line of infra/releases.json and this stack.
 */
export class ReleaseStack extends Stack {
  constructor(scope: Construct, id: string, props: ReleaseStackProps) {
    super(scope, id, props);
    const shell = webApps.find((a) => a.kind === 'shell')!;
    const bucket = Bucket.fromBucketName(this, 'ShellBucket', StringParameter.valueForStringParameter(this, ssmNames.bucket(shell)));
    const distribution = Distribution.fromDistributionAttributes(this, 'Distribution', {
      distributionId: StringParameter.valueForStringParameter(this, ssmNames.distributionId),
      domainName: StringParameter.valueForStringParameter(this, ssmNames.distributionDomain),
    });
    // The shell's site stack excludes remotes.json from its uploads, so this file stays ours.
    const manifest = new BucketDeployment(this, 'RemotesManifest', {
      destinationBucket: bucket,
      sources: [Source.jsonData('remotes.json', manifestBody(props.releases))],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution,
      distributionPaths: ['/remotes.json'],
    });
    acknowledgeBucketDeploymentHandler(manifest, bucket);
    // Where to check what is live after a release or a rollback.
    new CfnOutput(this, 'ManifestUrl', { value: `https://${distribution.distributionDomainName}/remotes.json` });
  }
}

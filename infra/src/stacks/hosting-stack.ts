import { CfnOutput, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { remotesManifest, ssmNames, webApps, type WebApp } from '../web-apps';

export interface HostingStackProps extends StackProps {
  api: IHttpApi;
  /** Defaults to every app of web-apps.ts. */
  apps?: readonly WebApp[];
}

// Client-side routes (no file extension) get the shell's index.html. Done here rather than with
// distribution-wide 403/404 error pages, which would also turn the API's 403 and 404 into HTML.
const SPA_FALLBACK = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * One CloudFront distribution, same origin for everything: the shell's bucket by default,
 * /remotes/<name>/* from each micro-frontend's own bucket, /api/* to the HTTP API uncached with
 * every cookie and query string. Each app's files are uploaded by its own site stack, which
 * finds its bucket through SSM, so releasing one app never touches another.
 */
export class HostingStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: HostingStackProps) {
    super(scope, id, props);
    const apps = props.apps ?? webApps;
    const shell = apps.find((a) => a.kind === 'shell');
    if (!shell) throw new Error('HostingStack needs the shell app');

    const buckets = new Map(
      apps.map((app) => {
        const bucket = new Bucket(this, `${pascal(app.name)}Bucket`, {
          blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
          encryption: BucketEncryption.S3_MANAGED,
          enforceSSL: true,
          // Build output only: rebuilt from the repository at any time.
          removalPolicy: RemovalPolicy.DESTROY,
          autoDeleteObjects: true,
        });
        new StringParameter(this, `${pascal(app.name)}BucketName`, {
          parameterName: ssmNames.bucket(app),
          stringValue: bucket.bucketName,
        });
        return [app.name, bucket] as const;
      }),
    );
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccess');
    const staticBehavior = (app: WebApp): BehaviorOptions => ({
      origin: S3BucketOrigin.withOriginAccessControl(buckets.get(app.name)!, { originAccessControl }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
      compress: true,
    });

    // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com
    const apiDomain = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    const additionalBehaviors: Record<string, BehaviorOptions> = {
      '/api/*': {
        origin: new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
      },
    };
    for (const app of apps.filter((a) => a.kind === 'remote')) {
      additionalBehaviors[`/remotes/${app.name}/*`] = staticBehavior(app);
    }

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', { code: FunctionCode.fromInline(SPA_FALLBACK) });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Grindline',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        ...staticBehavior(shell),
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors,
    });

    // The shell's site stack excludes remotes.json from its uploads, so this file stays ours.
    new BucketDeployment(this, 'RemotesManifest', {
      destinationBucket: buckets.get(shell.name)!,
      sources: [Source.jsonData('remotes.json', remotesManifest(apps))],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/remotes.json'],
    });

    new StringParameter(this, 'DistributionId', {
      parameterName: ssmNames.distributionId,
      stringValue: this.distribution.distributionId,
    });
    new StringParameter(this, 'DistributionDomain', {
      parameterName: ssmNames.distributionDomain,
      stringValue: this.distribution.distributionDomainName,
    });
    new CfnOutput(this, 'Url', { value: `https://${this.distribution.distributionDomainName}` });
  }
}

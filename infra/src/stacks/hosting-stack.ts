import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, Token, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
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
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  SSLMethod,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { basemapOrigin, type BasemapSetting } from '@grindline/domain';
import { accessLogBucket, logAccessTo } from '../access-logs';
import { securityHeadersPolicy } from '../response-headers';
import {
  acknowledgeDefaultCertificate,
  acknowledgeNoGeoRestriction,
  acknowledgeNoWaf,
} from '../nag/acknowledgements';
import { ssmNames, webApps, type WebApp } from '../web-apps';

/** The site's own domain: names served by the distribution and their ACM certificate. */
export interface CustomDomain {
  /** e.g. ['grindline.example.com']; each needs a DNS record (CNAME or alias) to the distribution. */
  names: string[];
  /** ACM certificate covering every name; CloudFront only takes certificates from us-east-1. */
  certificateArn: string;
}

export interface HostingStackProps extends StackProps {
  api: IHttpApi;
  /** Defaults to every app of web-apps.ts. */
  apps?: readonly WebApp[];
  /** Serve on this domain with TLS 1.2 at least; default: the *.cloudfront.net name. */
  domain?: CustomDomain;
  /** WAF web ACL (CLOUDFRONT scope) to attach; default: none. */
  webAclArn?: string;
  /** A Google Maps key is configured: the CSP then lets the maps load Google's Maps API. */
  googleMaps?: boolean;
  /** The upload bucket's origin (`https://<bucket regional domain>`): the CSP lets the browser PUT CAT files there. */
  uploadOrigin?: string;
  /** The production basemap (context `basemap`): the CSP admits a style URL's origin, nothing for an archive in the bucket. */
  basemap?: BasemapSetting | null;
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
    const certificate = props.domain && this.certificate(props.domain);

    // CloudFront's standard logs and the site buckets' server access logs, kept 90 days.
    const logs = accessLogBucket(this, 'Logs', {
      expiration: Duration.days(90),
      removalPolicy: RemovalPolicy.RETAIN,
      allowCloudFrontLogs: true,
    });
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
        logAccessTo(bucket, logs, `s3/${app.name}/`);
        new StringParameter(this, `${pascal(app.name)}BucketName`, {
          parameterName: ssmNames.bucket(app),
          stringValue: bucket.bucketName,
        });
        return [app.name, bucket] as const;
      }),
    );
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccess');
    const responseHeadersPolicy = securityHeadersPolicy(this, 'SecurityHeaders', {
      googleMaps: props.googleMaps ?? false,
      uploadOrigin: props.uploadOrigin,
      basemapOrigin: basemapOrigin(props.basemap ?? null),
    });
    const staticBehavior = (app: WebApp): BehaviorOptions => ({
      origin: S3BucketOrigin.withOriginAccessControl(buckets.get(app.name)!, { originAccessControl }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
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
        responseHeadersPolicy,
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
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      // Cookies carry the session: never in a log.
      logIncludesCookies: false,
      ...(certificate
        ? {
            domainNames: props.domain!.names,
            certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            sslSupportMethod: SSLMethod.SNI,
          }
        : {}),
      webAclId: props.webAclArn,
    });
    if (!certificate) acknowledgeDefaultCertificate(this.distribution);
    if (!props.webAclArn) acknowledgeNoWaf(this.distribution);
    acknowledgeNoGeoRestriction(this.distribution);

    // /remotes.json (the release manifest) is written by GrindlineReleases (release-stack.ts).

    new StringParameter(this, 'DistributionId', {
      parameterName: ssmNames.distributionId,
      stringValue: this.distribution.distributionId,
    });
    new StringParameter(this, 'DistributionDomain', {
      parameterName: ssmNames.distributionDomain,
      stringValue: this.distribution.distributionDomainName,
    });
    const host = props.domain ? props.domain.names[0] : this.distribution.distributionDomainName;
    new CfnOutput(this, 'Url', { value: `https://${host}` });
  }

  /** The domain's certificate; a literal ARN outside us-east-1 is refused here, not by CloudFormation. */
  private certificate(domain: CustomDomain) {
    if (domain.names.length === 0) throw new Error('A custom domain needs at least one name');
    const arn = domain.certificateArn;
    if (!Token.isUnresolved(arn) && !/^arn:aws[a-z-]*:acm:us-east-1:/.test(arn)) {
      throw new Error(`CloudFront needs an ACM certificate in us-east-1, got ${arn}`);
    }
    return Certificate.fromCertificateArn(this, 'Certificate', arn);
  }
}

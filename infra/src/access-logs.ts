/**
 * S3 server access logs: a dedicated, private log bucket per stack and the wiring of a source
 * bucket to it. The delivery is authorised by a bucket policy for the S3 logging service, scoped
 * to the source bucket and account (AWS's recommended way, no log-delivery ACL).
 */
import { Stack, type Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface AccessLogBucketOptions {
  /** Logs are deleted this long after delivery. */
  expiration: Duration;
  removalPolicy: RemovalPolicy;
  /**
   * CloudFront standard logging writes with an object ACL, so its bucket needs ACLs enabled
   * (BucketOwnerPreferred: the bucket owner still owns every object). Default: ACLs disabled.
   */
  allowCloudFrontLogs?: boolean;
}

/** A private, encrypted, SSL-only bucket that only receives access logs. */
export function accessLogBucket(scope: Construct, id: string, options: AccessLogBucketOptions): Bucket {
  const bucket = new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    // SSE-S3: S3 server access logging and CloudFront standard logs cannot write to SSE-KMS targets.
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: options.allowCloudFrontLogs ? ObjectOwnership.BUCKET_OWNER_PREFERRED : ObjectOwnership.BUCKET_OWNER_ENFORCED,
    lifecycleRules: [{ expiration: options.expiration }],
    removalPolicy: options.removalPolicy,
  });
  return bucket;
}

/** Sends the server access logs of `source` to `logs` under `prefix` (e.g. `s3/uploads/`). */
export function logAccessTo(source: Bucket, logs: Bucket, prefix: string): void {
  (source.node.defaultChild as CfnBucket).loggingConfiguration = {
    destinationBucketName: logs.bucketName,
    logFilePrefix: prefix,
  };
  logs.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal('logging.s3.amazonaws.com')],
      actions: ['s3:PutObject'],
      resources: [logs.arnForObjects(`${prefix}*`)],
      conditions: {
        ArnLike: { 'aws:SourceArn': source.bucketArn },
        StringEquals: { 'aws:SourceAccount': Stack.of(source).account },
      },
    }),
  );
}

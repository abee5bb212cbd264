import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BillingMode, Table, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, CfnBucket, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { tableDefinition, TTL_ATTRIBUTE } from '../../../functions/src/data/table';
import { accessLogBucket, logAccessTo } from '../access-logs';
import { tableShape } from '../table-shape';

export interface DataStackProps extends StackProps {
  /** Origins allowed to upload to the CAT bucket from the browser (presigned requests). */
  uploadOrigins: string[];
}

/**
 * How long an overwritten or deleted object of the upload bucket stays recoverable (a noncurrent
 * version): CAT files, weekly PDFs under reports/nyct-weekly/, map pictures under maps/.
 */
export const DELETED_OBJECTS_KEPT_DAYS = 30;

/**
 * The single DynamoDB table and the CAT upload bucket. Both are kept when the stack is deleted,
 * the table cannot be deleted while its deletion protection is on, and both can be brought back
 * to an earlier state: the table to any second of the last 35 days (point-in-time recovery), the
 * bucket's objects to any version of the last DELETED_OBJECTS_KEPT_DAYS days.
 */
export class DataStack extends Stack {
  readonly table: ITable;
  readonly uploads: IBucket;
  /** Names of the table's global secondary indexes (IAM grants name each index's ARN). */
  readonly tableIndexNames: string[];
  /** Server access logs of the upload bucket (who read or wrote which CAT file). */
  readonly accessLogs: IBucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    // The physical name is generated; the definition is read only for keys and indexes.
    const { partitionKey, sortKey, globalSecondaryIndexes, stream } = tableShape(tableDefinition('grindline'));
    const table = new Table(this, 'Table', {
      partitionKey,
      sortKey,
      billingMode: BillingMode.PAY_PER_REQUEST,
      stream,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // Sessions and login-failure counters expire by TTL (functions/src/data/table.ts).
      timeToLiveAttribute: TTL_ATTRIBUTE,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const gsi of globalSecondaryIndexes) table.addGlobalSecondaryIndex(gsi);
    this.table = table;
    this.tableIndexNames = globalSecondaryIndexes.map((gsi) => gsi.indexName);

    // Kept a year and kept on delete, like the data whose access they record.
    const accessLogs = accessLogBucket(this, 'AccessLogs', { expiration: Duration.days(365), removalPolicy: RemovalPolicy.RETAIN });
    this.accessLogs = accessLogs;

    const uploads = new Bucket(this, 'Uploads', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      versioned: true,
      // The browser sends CAT files straight to S3 with presigned requests; the signature is
      // what authorises, CORS only lets the page read the answer and its progress.
      cors: [
        {
          allowedMethods: [HttpMethods.PUT, HttpMethods.POST],
          allowedOrigins: props.uploadOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        {
          abortIncompleteMultipartUploadAfter: Duration.days(1),
          // A deleted or overwritten object is recoverable this long (docs/operations.md), then gone.
          noncurrentVersionExpiration: Duration.days(DELETED_OBJECTS_KEPT_DAYS),
          // A delete marker whose versions have all expired is removed too.
          expiredObjectDeleteMarker: true,
        },
      ],
    });
    // Object-created events go to EventBridge, where the API stack's rule sends CAT uploads to the
    // processing function: no notification on the bucket naming a Lambda of a later stack. Set on
    // the CloudFormation resource itself: the L2 `eventBridgeEnabled` goes through CDK's
    // notification custom resource (an AWS-managed policy and a wildcard).
    (uploads.node.defaultChild as CfnBucket).notificationConfiguration = { eventBridgeConfiguration: { eventBridgeEnabled: true } };
    logAccessTo(uploads, accessLogs, 's3/uploads/');
    this.uploads = uploads;
  }
}

import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BillingMode, Table, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, CfnBucket, HttpMethods, StorageClass, type IBucket } from 'aws-cdk-lib/aws-s3';
import { PHOTO_PREFIX, PHOTO_THUMB_PREFIX } from '../../../functions/src/data/bucket';
import type { Construct } from 'constructs';
import { tableDefinition, TTL_ATTRIBUTE } from '../../../functions/src/data/table';
import { accessLogBucket, logAccessTo } from '../access-logs';
import { tableShape } from '../table-shape';

export interface DataStackProps extends StackProps {
  /** Origins allowed to upload to the CAT bucket from the browser (presigned requests). */
  uploadOrigins: string[];
  /**
   * A table restored from a point in time (docs/operations.md 'Restore from a point in time'):
   * the stacks use it instead of the one this stack created, which stays in the account
   * (retained, deletion-protected) once it leaves the template.
   */
  restoredTable?: RestoredTable;
}

/** The restored table the deployment is pointed at (CDK context `restoredTable`). */
export interface RestoredTable {
  tableName: string;
  /** Its stream (enabled after the restore, NEW_IMAGE): the mail worker reads it. */
  tableStreamArn: string;
}

const TABLE_NAME = /^[A-Za-z0-9_.-]{3,255}$/;
const STREAM_ARN = /^arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/([A-Za-z0-9_.-]{3,255})\/stream\/[0-9A-Za-z:.T-]+$/;

/**
 * Reads the context value `restoredTable` (`{"tableName":"…","tableStreamArn":"…"}`); throws naming
 * the field that is wrong, so a deploy never points at half a configuration.
 */
export function parseRestoredTable(value: string | undefined): RestoredTable | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('restoredTable must be JSON: {"tableName":"…","tableStreamArn":"…"}');
  }
  const { tableName, tableStreamArn } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof tableName !== 'string' || !TABLE_NAME.test(tableName)) throw new Error('restoredTable.tableName must be a DynamoDB table name');
  const stream = typeof tableStreamArn === 'string' ? STREAM_ARN.exec(tableStreamArn) : null;
  if (!stream) throw new Error('restoredTable.tableStreamArn must be the ARN of the restored table\'s stream');
  if (stream[1] !== tableName) throw new Error(`restoredTable.tableStreamArn is the stream of ${stream[1]}, not of ${tableName}`);
  return { tableName, tableStreamArn: tableStreamArn as string };
}

/**
 * How long an overwritten or deleted object of the upload bucket stays recoverable (a noncurrent
 * version): CAT files, weekly PDFs under reports/nyct-weekly/, map pictures under maps/.
 */
export const DELETED_OBJECTS_KEPT_DAYS = 30;

/** Photos and thumbnails move to S3 Standard-IA this many days after upload (issue 28). */
export const PHOTOS_INFREQUENT_ACCESS_AFTER_DAYS = 90;
/** The bucket prefixes of the photos of shift reports and of their thumbnails. */
export const PHOTO_STORAGE_PREFIXES = [PHOTO_PREFIX, PHOTO_THUMB_PREFIX] as const;

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
    if (props.restoredTable) {
      // Same keys and indexes (a restore keeps them); PITR, TTL and deletion protection are set
      // on it by the runbook's commands, since CloudFormation does not manage an imported table.
      this.table = Table.fromTableAttributes(this, 'Table', {
        tableName: props.restoredTable.tableName,
        tableStreamArn: props.restoredTable.tableStreamArn,
        globalIndexes: globalSecondaryIndexes.map((gsi) => gsi.indexName),
      });
    } else {
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
    }
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
        // Photos of shift reports and their thumbnails (issue 28) are read in the weeks after the
        // shift, seldom later: infrequent access after 90 days (docs/data-model.md 'Photos').
        ...PHOTO_STORAGE_PREFIXES.map((prefix) => ({
          id: `${prefix.replace(/\/$/, '')}-infrequent-access`,
          prefix,
          transitions: [{ storageClass: StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(PHOTOS_INFREQUENT_ACCESS_AFTER_DAYS) }],
        })),
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

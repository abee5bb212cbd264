import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BillingMode, Table, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../../functions/src/data/table';
import { tableShape } from '../table-shape';

export interface DataStackProps extends StackProps {
  /** Origins allowed to upload to the CAT bucket from the browser (presigned requests). */
  uploadOrigins: string[];
}

/** The single DynamoDB table and the CAT upload bucket. Both are kept when the stack is deleted. */
export class DataStack extends Stack {
  readonly table: ITable;
  readonly uploads: IBucket;

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
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const gsi of globalSecondaryIndexes) table.addGlobalSecondaryIndex(gsi);
    this.table = table;

    this.uploads = new Bucket(this, 'Uploads', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
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
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
  }
}

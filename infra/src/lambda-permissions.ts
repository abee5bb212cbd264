/**
 * IAM statements of one Lambda from its RouteAccess (route-access.ts): named resources only,
 * so no statement needs a wildcard the resource could have avoided. The DynamoDB index ARNs are
 * named one by one (`table/index/bySiteDate`) rather than `table/index/*`.
 */
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { DataAccess, RouteAccess } from './route-access';

/** The table as the permissions need it: its ARN and the names of its global secondary indexes. */
export interface TableResource {
  tableArn: string;
  indexNames: readonly string[];
}

export interface AccessResources {
  table: TableResource;
  uploads: IBucket;
  userPoolArn: string;
}

/** What a reading handler does: single and batched reads, queries (table and indexes). */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
/** Added for writing handlers (transactions are authorised per Put/Update/Delete/ConditionCheck). */
export const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

const UPLOADS_READ_OBJECT = ['s3:GetObject'];
const UPLOADS_WRITE_OBJECT = ['s3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'];

/**
 * Every statement the Lambda needs for `access` (logging is granted by its log group). An empty
 * list for a Lambda that touches nothing.
 */
export function accessStatements(access: RouteAccess, resources: AccessResources): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  const { tableArn, indexNames } = resources.table;
  if (access.table !== 'none') {
    statements.push(
      new PolicyStatement({
        actions: access.table === 'read' ? TABLE_READ_ACTIONS : [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS],
        resources: [tableArn, ...indexNames.map((name) => `${tableArn}/index/${name}`)],
      }),
    );
  }
  for (const items of access.items) {
    statements.push(
      new PolicyStatement({
        actions: items.actions,
        resources: [tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': items.keyPrefixes.map((p) => `${p}*`) } },
      }),
    );
  }
  statements.push(...uploadsStatements(access.uploads, resources.uploads, access.uploadsPrefix));
  if (access.cognito.length > 0) {
    statements.push(new PolicyStatement({ actions: access.cognito, resources: [resources.userPoolArn] }));
  }
  return statements;
}

/**
 * Object reads (and writes) in the bucket, under `prefix` when given; listing (limited to the
 * same prefix) lets a missing key be a 404 rather than a 403.
 */
function uploadsStatements(level: DataAccess, bucket: IBucket, prefix?: string): PolicyStatement[] {
  if (level === 'none') return [];
  return [
    new PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [bucket.bucketArn],
      ...(prefix ? { conditions: { StringLike: { 's3:prefix': [`${prefix}*`] } } } : {}),
    }),
    new PolicyStatement({
      actions: level === 'read' ? UPLOADS_READ_OBJECT : [...UPLOADS_READ_OBJECT, ...UPLOADS_WRITE_OBJECT],
      resources: [bucket.arnForObjects(prefix ? `${prefix}*` : '*')],
    }),
  ];
}

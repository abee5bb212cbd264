/**
 * IAM statements of one Lambda from its RouteAccess (route-access.ts): named resources only,
 * so no statement needs a wildcard the resource could have avoided. The DynamoDB index ARNs are
 * named one by one (`table/index/bySiteDate`) rather than `table/index/*`.
 */
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { RouteAccess } from './route-access';

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

/**
 * What a reading handler does: single and batched reads, queries (table and indexes). No Scan or
 * DescribeTable: no handler makes them (the least-privilege proof, docs/reliability.md, lists any
 * grant no recorded call uses).
 */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
/**
 * Added for writing handlers (transactions are authorised per Put/Update/Delete/ConditionCheck:
 * a report change checks the shift's review, a review checks the report's version, issue 29).
 * No BatchWriteItem: only the seeders batch writes.
 */
export const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'];

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
  statements.push(...uploadsStatements(access, resources.uploads));
  if (access.cognito.length > 0) {
    statements.push(new PolicyStatement({ actions: access.cognito, resources: [resources.userPoolArn] }));
  }
  return statements;
}

/**
 * Object reads (and writes) in the bucket, under `prefix` when given; listing (limited to the
 * same prefix) lets a missing key be a 404 rather than a 403, so it comes with reading only.
 * Signing an upload ('put') needs PutObject alone; deleting is granted only where declared.
 */
function uploadsStatements(access: RouteAccess, bucket: IBucket): PolicyStatement[] {
  return [...mainUploadsStatements(access, bucket), ...objectReadStatements(access.objectReads ?? [], bucket)];
}

/** GetObject (and HeadObject) under each of `prefixes`, with listing limited to them. */
function objectReadStatements(prefixes: readonly string[], bucket: IBucket): PolicyStatement[] {
  if (prefixes.length === 0) return [];
  return [
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn], conditions: { StringLike: { 's3:prefix': prefixes.map((p) => `${p}*`) } } }),
    new PolicyStatement({ actions: ['s3:GetObject'], resources: prefixes.map((p) => bucket.arnForObjects(`${p}*`)) }),
  ];
}

function mainUploadsStatements(access: RouteAccess, bucket: IBucket): PolicyStatement[] {
  const { uploads: level, uploadsPrefix: prefix } = access;
  if (level === 'none') return [];
  const reads = level === 'read' || level === 'readWrite';
  const actions = [...(reads ? ['s3:GetObject'] : []), ...(level === 'read' ? [] : ['s3:PutObject']), ...(access.uploadsDelete ? ['s3:DeleteObject'] : [])];
  const objects = new PolicyStatement({ actions, resources: [bucket.arnForObjects(prefix ? `${prefix}*` : '*')] });
  if (!reads) return [objects];
  return [
    new PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [bucket.bucketArn],
      ...(prefix ? { conditions: { StringLike: { 's3:prefix': [`${prefix}*`] } } } : {}),
    }),
    objects,
  ];
}

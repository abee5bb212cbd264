/**
 * What IAM authorises for one AWS SDK call: the action, the resource ARN and the condition keys
 * that our policies test (dynamodb:LeadingKeys, s3:prefix). Used by the SDK call recorder
 * (sdk-recorder.ts) for the least-privilege proof (docs/reliability.md). The account of the ARNs
 * is a placeholder; the proof maps account, region and resource names onto the synthesised app's.
 */
import { tableDefinition } from '../data/table';

/** One request IAM evaluates. */
export interface IamRequest {
  action: string;
  resource: string;
  context?: Record<string, string | string[]>;
}

/** Where the call was made: the region and the user pool of the function's configuration. */
export interface CallEnvironment {
  region: string;
  userPoolId?: string;
}

/** The account of recorded ARNs: the local stack has none. */
export const RECORDED_ACCOUNT = '000000000000';

type Input = Record<string, unknown>;

/** Partition-key attribute of the table (`undefined`) and of each index, from the table's shape. */
const definition = tableDefinition('shape');
const hashOf = (schema: { AttributeName?: string; KeyType?: string }[] | undefined) =>
  schema?.find((k) => k.KeyType === 'HASH')?.AttributeName ?? 'pk';
const TABLE_HASH = hashOf(definition.KeySchema);
const INDEX_HASH = new Map((definition.GlobalSecondaryIndexes ?? []).map((g) => [g.IndexName ?? '', hashOf(g.KeySchema)]));

/** A key value as the document client (plain) or the low-level client (`{ S: ... }`) passes it. */
function plain(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    const v = value as { S?: string; N?: string };
    return v.S ?? v.N;
  }
  return undefined;
}

function tableArn(env: CallEnvironment, table: unknown, index?: unknown): string {
  const base = `arn:aws:dynamodb:${env.region}:${RECORDED_ACCOUNT}:table/${String(table)}`;
  return typeof index === 'string' ? `${base}/index/${index}` : base;
}

function leading(keys: unknown[]): Record<string, string[]> {
  const values = [...new Set(keys.map((k) => plain((k as Input | undefined)?.[TABLE_HASH])).filter((v): v is string => v !== undefined))];
  return values.length ? { 'dynamodb:LeadingKeys': values } : {};
}

/** The partition-key value a Query's key condition fixes (`#pk = :pk` or `pk = :v`). */
function queryLeadingKey(input: Input): Record<string, string[]> {
  const hash = typeof input.IndexName === 'string' ? (INDEX_HASH.get(input.IndexName) ?? TABLE_HASH) : TABLE_HASH;
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  const condition = String(input.KeyConditionExpression ?? '');
  for (const match of condition.matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    const name = names[match[1]] ?? match[1];
    const value = plain(values[match[2]]);
    if (name === hash && value !== undefined) return { 'dynamodb:LeadingKeys': [value] };
  }
  return {};
}

function dynamodb(command: string, input: Input, env: CallEnvironment): IamRequest[] {
  const action = `dynamodb:${command}`;
  switch (command) {
    case 'GetItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [{ action, resource: tableArn(env, input.TableName), context: leading([input.Key]) }];
    case 'PutItem':
      return [{ action, resource: tableArn(env, input.TableName), context: leading([input.Item]) }];
    case 'Query':
      return [{ action, resource: tableArn(env, input.TableName, input.IndexName), context: queryLeadingKey(input) }];
    case 'Scan':
      return [{ action, resource: tableArn(env, input.TableName, input.IndexName) }];
    case 'BatchGetItem':
      return Object.entries((input.RequestItems ?? {}) as Record<string, { Keys?: unknown[] }>).map(([table, request]) => ({
        action,
        resource: tableArn(env, table),
        context: leading(request.Keys ?? []),
      }));
    case 'BatchWriteItem':
      return Object.entries((input.RequestItems ?? {}) as Record<string, { PutRequest?: { Item?: unknown }; DeleteRequest?: { Key?: unknown } }[]>).map(
        ([table, requests]) => ({
          action,
          resource: tableArn(env, table),
          context: leading(requests.map((r) => r.PutRequest?.Item ?? r.DeleteRequest?.Key)),
        }),
      );
    // Transactions are authorised item by item, as the single-item action of each.
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return ((input.TransactItems ?? []) as Record<string, Input>[]).flatMap((item) =>
        Object.entries(item).map(([kind, op]) => ({
          action: `dynamodb:${{ Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem', Get: 'GetItem' }[kind] ?? kind}`,
          resource: tableArn(env, op.TableName),
          context: leading([op.Item ?? op.Key]),
        })),
      );
    default:
      return [{ action, resource: tableArn(env, input.TableName) }];
  }
}

function s3(command: string, input: Input): IamRequest[] {
  const object = `arn:aws:s3:::${String(input.Bucket)}/${String(input.Key)}`;
  switch (command) {
    // HEAD is authorised as the GET it stands for.
    case 'GetObject':
    case 'HeadObject':
      return [{ action: 's3:GetObject', resource: object }];
    case 'ListObjectsV2':
    case 'ListObjects':
      return [{ action: 's3:ListBucket', resource: `arn:aws:s3:::${String(input.Bucket)}`, context: { 's3:prefix': String(input.Prefix ?? '') } }];
    case 'CreateMultipartUpload':
    case 'UploadPart':
    case 'CompleteMultipartUpload':
      return [{ action: 's3:PutObject', resource: object }];
    default:
      return [{ action: `s3:${command}`, resource: object }];
  }
}

/**
 * Cognito's public-client operations: authorised by the app client and the user's token or
 * password, never by IAM (the IAM reference gives them no resource type, so no statement naming a
 * user pool can grant them). They need no IAM request.
 */
const COGNITO_PUBLIC_OPERATIONS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'RevokeToken',
  'GlobalSignOut',
  'SignUp',
  'ConfirmSignUp',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetUser',
  'ChangePassword',
  // TOTP enrolment with the user's own access token (services/accounts/totp.ts).
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

/** The identity a mail is sent as: its From address (`Name <a@b>` or `a@b`). */
function sesIdentity(input: Input, env: CallEnvironment): string {
  const from = String(input.FromEmailAddress ?? input.Source ?? '');
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return `arn:aws:ses:${env.region}:${RECORDED_ACCOUNT}:identity/${address}`;
}

/**
 * The IAM requests of one SDK call of `clientName` (`DynamoDBClient`, `S3Client`, ...) named
 * `commandName` (`GetItemCommand`, ...) with `input`; empty for a service we do not know.
 */
export function iamRequestsOf(clientName: string, commandName: string, input: Input, env: CallEnvironment): IamRequest[] {
  const command = commandName.replace(/Command$/, '');
  if (clientName.startsWith('DynamoDB')) return dynamodb(command, input, env);
  if (clientName.startsWith('S3')) return s3(command, input);
  if (clientName.startsWith('CognitoIdentityProvider')) {
    if (COGNITO_PUBLIC_OPERATIONS.has(command)) return [];
    const pool = String(input.UserPoolId ?? env.userPoolId ?? 'unknown');
    return [{ action: `cognito-idp:${command}`, resource: `arn:aws:cognito-idp:${env.region}:${RECORDED_ACCOUNT}:userpool/${pool}` }];
  }
  if (clientName.startsWith('SES')) return [{ action: `ses:${command}`, resource: sesIdentity(input, env) }];
  return [{ action: `${clientName.replace(/Client$/, '').toLowerCase()}:${command}`, resource: '*' }];
}

/**
 * A GET or HEAD of a missing object answers 404 only when the caller may also list the bucket at
 * that key (otherwise S3 says 403): that answer uses s3:ListBucket.
 */
export function notFoundRequests(clientName: string, commandName: string, input: Input): IamRequest[] {
  if (!clientName.startsWith('S3') || !/^(Get|Head)ObjectCommand$/.test(commandName)) return [];
  return [{ action: 's3:ListBucket', resource: `arn:aws:s3:::${String(input.Bucket)}`, context: { 's3:prefix': String(input.Key) } }];
}

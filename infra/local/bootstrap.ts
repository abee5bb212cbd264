/**
 * Creates what the handlers expect in the emulators: the table, the bucket, the user pool with
 * one group per role and an app client, and the demo users. Every step is idempotent, so a second
 * start on kept data changes nothing.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { accessFor, INVITATION_DAYS, PASSWORD_POLICY, ROLES } from '@grindline/domain';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableDefinition, TTL_ATTRIBUTE } from '../../functions/src/data/table';

/** Region and credentials every emulator accepts (s3rver insists on exactly S3RVER/S3RVER). */
export const LOCAL_AWS = {
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
} as const;

/** Password of every demo user. */
export const DEMO_PASSWORD = 'Grindline-demo-1';

/** A demo login: one per admin role (username = role lower-cased) plus the MBTA site user. */
export interface DemoUser {
  username: string;
  role: string;
}

/** The demo users: every admin role of domain's ROLES, `mbta` as a plain site user, then BART's agency inspector (decisions §53). */
export function demoUsers(): DemoUser[] {
  const admins = ROLES.filter((role) => accessFor(role).adminType !== null);
  return [...admins, 'MBTA', 'BARTinspector'].map((role) => ({ username: role.toLowerCase(), role }));
}

function isNamed(error: unknown, ...names: string[]): boolean {
  return error instanceof Error && names.includes(error.name);
}

/** Creates the single table from `tableDefinition` unless it already exists. */
export async function createTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ ...LOCAL_AWS, endpoint });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // A table kept from before the mail outbox (issue 9) gets its stream.
    const wanted = tableDefinition(tableName).StreamSpecification;
    if (wanted && !Table?.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: wanted }));
    }
  } catch (error) {
    if (!isNamed(error, 'ResourceNotFoundException')) throw error;
    try {
      await client.send(new CreateTableCommand(tableDefinition(tableName)));
    } catch (createError) {
      if (!isNamed(createError, 'ResourceInUseException')) throw createError;
    }
  }
  try {
    // Sessions and login counters expire by TTL, as in AWS (the CDK table sets the same attribute).
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
    if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
      await client.send(
        new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true } }),
      );
    }
  } finally {
    client.destroy();
  }
}

/**
 * Creates the bucket unless it already exists (path-style, as s3rver needs) and, given the app's
 * origins, sets the CORS rule the CDK data stack sets on the upload bucket: the browser PUTs CAT
 * files straight to the presigned URL, so s3rver must answer the preflight for the app's origin.
 */
export async function ensureBucket(endpoint: string, name: string, corsOrigins: readonly string[] = []): Promise<void> {
  const client = new S3Client({ ...LOCAL_AWS, endpoint, forcePathStyle: true });
  try {
    try {
      await client.send(new HeadBucketCommand({ Bucket: name }));
    } catch (error) {
      if (!isNamed(error, 'NotFound', 'NoSuchBucket')) throw error;
      await client.send(new CreateBucketCommand({ Bucket: name }));
    }
    if (corsOrigins.length > 0) {
      await client.send(
        new PutBucketCorsCommand({
          Bucket: name,
          CORSConfiguration: { CORSRules: [{ AllowedMethods: ['PUT', 'POST'], AllowedOrigins: [...corsOrigins], AllowedHeaders: ['*'], ExposeHeaders: ['ETag'], MaxAgeSeconds: 3000 }] },
        }),
      );
    }
  } finally {
    client.destroy();
  }
}

/** The user pool as the handlers and the authorizer need it. */
export interface UserPoolInfo {
  userPoolId: string;
  clientId: string;
  /** `iss` of cognito-local's tokens: `<endpoint>/<poolId>`. */
  issuer: string;
  jwksUrl: string;
}

const STATE_FILE = 'grindline-user-pool.json';

async function readState(
  client: CognitoIdentityProviderClient,
  file: string,
): Promise<{ userPoolId: string; clientId: string } | null> {
  if (!existsSync(file)) return null;
  const state = JSON.parse(readFileSync(file, 'utf8')) as { userPoolId: string; clientId: string };
  try {
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: state.userPoolId, ClientId: state.clientId }));
    return state;
  } catch (error) {
    // The emulator's data was removed while the state file stayed: start over.
    if (isNamed(error, 'ResourceNotFoundException')) return null;
    throw error;
  }
}

/**
 * Creates (or finds again, from `stateDir`) the user pool, its app client (USER_PASSWORD_AUTH
 * and REFRESH_TOKEN_AUTH) and one group per role of domain's ROLES (spec 002 section 4).
 */
export async function ensureUserPool(endpoint: string, stateDir: string): Promise<UserPoolInfo> {
  const client = new CognitoIdentityProviderClient({ ...LOCAL_AWS, endpoint });
  const file = join(stateDir, STATE_FILE);
  try {
    let state = await readState(client, file);
    if (!state) {
      // The same password rules as the AWS pool (domain PASSWORD_POLICY); TOTP optional, required
      // per role by the app (domain mfaRequired).
      const pool = await client.send(
        new CreateUserPoolCommand({
          PoolName: 'grindline',
          MfaConfiguration: 'OPTIONAL',
          Policies: {
            PasswordPolicy: {
              MinimumLength: PASSWORD_POLICY.minLength,
              RequireLowercase: PASSWORD_POLICY.requireLowercase,
              RequireUppercase: PASSWORD_POLICY.requireUppercase,
              RequireNumbers: PASSWORD_POLICY.requireDigits,
              RequireSymbols: PASSWORD_POLICY.requireSymbols,
              TemporaryPasswordValidityDays: INVITATION_DAYS,
            },
          },
        }),
      );
      const userPoolId = pool.UserPool!.Id!;
      const app = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: 'grindline-web',
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
      state = { userPoolId, clientId: app.UserPoolClient!.ClientId! };
      mkdirSync(stateDir, { recursive: true });
      writeFileSync(file, JSON.stringify(state, null, 2));
    }
    const existing = await client.send(new ListGroupsCommand({ UserPoolId: state.userPoolId }));
    const names = new Set((existing.Groups ?? []).map((g) => g.GroupName));
    for (const role of ROLES) {
      if (!names.has(role)) await client.send(new CreateGroupCommand({ UserPoolId: state.userPoolId, GroupName: role }));
    }
    const issuer = `${endpoint}/${state.userPoolId}`;
    return { ...state, issuer, jwksUrl: `${issuer}/.well-known/jwks.json` };
  } finally {
    client.destroy();
  }
}

/**
 * Creates the demo users that are missing, each CONFIRMED with the password 'Grindline-demo-1'
 * and in the group of its role; existing users are only put back into their group.
 */
export async function ensureDemoUsers(endpoint: string, userPoolId: string): Promise<DemoUser[]> {
  const client = new CognitoIdentityProviderClient({ ...LOCAL_AWS, endpoint });
  const users = demoUsers();
  try {
    for (const { username, role } of users) {
      let exists = true;
      try {
        await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (error) {
        if (!isNamed(error, 'UserNotFoundException')) throw error;
        exists = false;
      }
      if (!exists) {
        await client.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: username,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: `${username}@grindline.local` },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        );
        await client.send(
          new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: DEMO_PASSWORD, Permanent: true }),
        );
      }
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: role }));
    }
    return users;
  } finally {
    client.destroy();
  }
}

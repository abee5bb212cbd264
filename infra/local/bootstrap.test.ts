import {
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { ROLES } from '@grindline/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTable, DEMO_PASSWORD, demoUsers, ensureBucket, ensureDemoUsers, ensureUserPool, LOCAL_AWS } from './bootstrap';
import { startCognito } from './emulators/cognito';
import { startDynamo } from './emulators/dynamodb';
import { startS3 } from './emulators/s3';

const dir = mkdtempSync(join(tmpdir(), 'bootstrap-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts DynamoDB Local, cognito-local and s3rver on the data kept in `dir`, runs `fn`, stops them. */
async function withEmulators<T>(fn: (e: { dynamo: string; cognito: string; s3: string }) => Promise<T>): Promise<T> {
  const started = await Promise.all([
    startDynamo({ dataDir: join(dir, 'dynamodb') }),
    startCognito({ dataDir: join(dir, 'cognito') }),
    startS3({ dataDir: join(dir, 's3') }),
  ]);
  try {
    return await fn({ dynamo: started[0].endpoint, cognito: started[1].endpoint, s3: started[2].endpoint });
  } finally {
    await Promise.all(started.map((e) => e.stop()));
  }
}

describe('bootstrap of the local emulators', () => {
  it('creates the table, bucket, pool, groups and demo users, and a second start reuses them all', async () => {
    const first = await withEmulators(async (e) => {
      await createTable(e.dynamo, 'grindline');
      await createTable(e.dynamo, 'grindline');
      await ensureBucket(e.s3, 'files');
      const pool = await ensureUserPool(e.cognito, join(dir, 'cognito'));
      expect(pool.issuer).toBe(`${e.cognito}/${pool.userPoolId}`);
      await ensureDemoUsers(e.cognito, pool.userPoolId);
      const dynamo = new DynamoDBClient({ ...LOCAL_AWS, endpoint: e.dynamo });
      const table = await dynamo.send(new DescribeTableCommand({ TableName: 'grindline' }));
      expect(table.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(['bySiteDate']);
      await dynamo.send(new PutItemCommand({ TableName: 'grindline', Item: { pk: { S: 'P' }, sk: { S: 'S' } } }));
      dynamo.destroy();
      return pool;
    });

    await withEmulators(async (e) => {
      await createTable(e.dynamo, 'grindline');
      await ensureBucket(e.s3, 'files');
      const pool = await ensureUserPool(e.cognito, join(dir, 'cognito'));
      expect(pool.userPoolId).toBe(first.userPoolId);
      expect(pool.clientId).toBe(first.clientId);
      const users = await ensureDemoUsers(e.cognito, pool.userPoolId);
      expect(users).toEqual(demoUsers());

      const dynamo = new DynamoDBClient({ ...LOCAL_AWS, endpoint: e.dynamo });
      const item = await dynamo.send(new GetItemCommand({ TableName: 'grindline', Key: { pk: { S: 'P' }, sk: { S: 'S' } } }));
      expect(item.Item).toBeDefined();
      dynamo.destroy();
      const s3 = new S3Client({ ...LOCAL_AWS, endpoint: e.s3, forcePathStyle: true });
      await expect(s3.send(new HeadBucketCommand({ Bucket: 'files' }))).resolves.toBeDefined();
      s3.destroy();

      const cognito = new CognitoIdentityProviderClient({ ...LOCAL_AWS, endpoint: e.cognito });
      const groups = await cognito.send(new ListGroupsCommand({ UserPoolId: pool.userPoolId }));
      expect((groups.Groups ?? []).map((g) => g.GroupName).sort()).toEqual([...ROLES].sort());
      const mine = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: pool.userPoolId, Username: 'adminmgmt' }));
      expect(mine.Groups?.map((g) => g.GroupName)).toEqual(['adminMgmt']);
      const auth = await cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: pool.clientId,
          AuthParameters: { USERNAME: 'mbta', PASSWORD: DEMO_PASSWORD },
        }),
      );
      const claims = JSON.parse(Buffer.from(auth.AuthenticationResult!.IdToken!.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ 'cognito:groups': ['MBTA'], iss: pool.issuer, token_use: 'id' });
      cognito.destroy();
    });
  }, 60000);

  it('names one demo user per admin role plus mbta', () => {
    expect(demoUsers()).toEqual([
      { username: 'admin', role: 'admin' },
      { username: 'adminmgmt', role: 'adminMgmt' },
      { username: 'adminreadonly', role: 'adminReadOnly' },
      { username: 'skytrainadmin', role: 'SKYTRAINadmin' },
      { username: 'nyctadmin', role: 'NYCTadmin' },
      { username: 'nyctadminedit', role: 'NYCTadminedit' },
      { username: 'bartadmin', role: 'BARTadmin' },
      { username: 'otrainadmin', role: 'OTRAINadmin' },
      { username: 'nctdadmin', role: 'NCTDadmin' },
      { username: 'mbta', role: 'MBTA' },
      { username: 'bartinspector', role: 'BARTinspector' },
    ]);
  });
});

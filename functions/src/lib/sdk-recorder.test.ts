import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { asFunction, RECORD_DIR_ENV, recordSdkCalls, type SdkCallRecord } from './sdk-recorder';

const credentials = { accessKeyId: 'x', secretAccessKey: 'y' };
let dir: string;
const saved = process.env[RECORD_DIR_ENV];

/** A client whose calls never leave the process: the build step answers `answer()` itself. */
function offline<C extends DynamoDBClient | S3Client>(client: C, answer: () => unknown): C {
  const stack = client.middlewareStack as { add(middleware: unknown, options: { step: 'build'; name: string }): void };
  stack.add(() => async () => ({ output: answer(), response: {} }), { step: 'build', name: 'offline' });
  return client;
}
const records = (): SdkCallRecord[] =>
  readdirSync(dir).flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as SdkCallRecord));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sdk-calls-'));
  process.env[RECORD_DIR_ENV] = dir;
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  if (saved === undefined) delete process.env[RECORD_DIR_ENV];
  else process.env[RECORD_DIR_ENV] = saved;
});

describe('recordSdkCalls', () => {
  it("records a call made for a function, with the function's id and the IAM request, and nothing outside one", async () => {
    const dynamo = offline(recordSdkCalls(new DynamoDBClient({ region: 'eu-west-1', credentials })), () => ({ $metadata: {} }));
    const get = new GetItemCommand({ TableName: 'tbl', Key: { pk: { S: 'SESSION#1' }, sk: { S: 'S' } } });
    await dynamo.send(get);
    await asFunction('user-refresh', () => dynamo.send(get));
    expect(records()).toEqual([
      {
        functionId: 'user-refresh',
        client: 'DynamoDBClient',
        command: 'GetItemCommand',
        requests: [{ action: 'dynamodb:GetItem', resource: `arn:aws:dynamodb:${process.env.AWS_REGION ?? 'us-east-1'}:000000000000:table/tbl`, context: { 'dynamodb:LeadingKeys': ['SESSION#1'] } }],
      },
    ]);
  });

  it('records the listing a missing object answer needs, and still throws the error', async () => {
    const s3 = offline(recordSdkCalls(new S3Client({ region: 'eu-west-1', credentials })), () => {
      throw Object.assign(new Error('Not Found'), { name: 'NotFound' });
    });
    await expect(asFunction('datacollection-shift', () => s3.send(new HeadObjectCommand({ Bucket: 'b', Key: 'cat/uploads/x' })))).rejects.toThrow('Not Found');
    expect(records().map((r) => [r.command, r.requests[0].action])).toEqual([
      ['HeadObjectCommand', 's3:GetObject'],
      ['HeadObjectCommand (not found)', 's3:ListBucket'],
    ]);
  });

  it('leaves the client alone when no record folder is set', async () => {
    delete process.env[RECORD_DIR_ENV];
    const dynamo = offline(recordSdkCalls(new DynamoDBClient({ region: 'eu-west-1', credentials })), () => ({ $metadata: {} }));
    expect(dynamo.middlewareStack.identify().some((m) => m.startsWith('grindlineSdkRecorder'))).toBe(false);
  });
});

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { putStream } from './batch-write';

const key = (i: number) => ({ pk: 'TEST#put-stream', sk: `item#${String(i).padStart(3, '0')}` });

describe('putStream (DynamoDB Local)', () => {
  it('writes every item added, also those added while earlier batches are in flight', async () => {
    const stream = putStream(config.tableName, 3);
    stream.add(Array.from({ length: 30 }, (_, i) => ({ ...key(i), n: i })));
    await new Promise((resolve) => setImmediate(resolve));
    stream.add(Array.from({ length: 47 }, (_, i) => ({ ...key(30 + i), n: 30 + i })));
    stream.add([]);
    await stream.close();
    const read = await Promise.all(Array.from({ length: 77 }, (_, i) => ddb.send(new GetCommand({ TableName: config.tableName, Key: key(i), ConsistentRead: true }))));
    expect(read.map((r) => r.Item?.n)).toEqual(Array.from({ length: 77 }, (_, i) => i));
    expect(() => stream.add([{ ...key(99) }])).toThrow(/after close/);
  });

  it('rejects on close with the failure of a batch DynamoDB refused', async () => {
    const stream = putStream(config.tableName, 2);
    stream.add([{ pk: 'TEST#put-stream-bad' }]);
    await expect(stream.close()).rejects.toThrow();
  });
});

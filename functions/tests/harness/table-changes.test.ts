/**
 * The harness proves that refused requests write nothing by reading the table's stream
 * (table-changes.ts): it must see every insert, change and removal, and nothing else.
 */
import { createHarnessTable, dropHarnessTable, harnessDynamo, HARNESS_TABLE } from './isolated-table';
import { DeleteItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { config } from '../../src/lib/config';
import { changedKeys, closeTableChanges, tableChanges } from './table-changes';

const dynamo = harnessDynamo();
const key = { pk: { S: 'REPORT#BART#1' }, sk: { S: 'V#1' } };

beforeAll(async () => {
  await createHarnessTable(config.tableName);
});

afterAll(async () => {
  closeTableChanges();
  dynamo.destroy();
  await dropHarnessTable();
});

it('reads each insert, change and removal once, in order, with the item before and after', async () => {
  await tableChanges();
  await dynamo.send(new PutItemCommand({ TableName: HARNESS_TABLE, Item: { ...key, site: { S: 'BART' }, passes: { N: '2' } } }));
  await dynamo.send(new UpdateItemCommand({ TableName: HARNESS_TABLE, Key: key, UpdateExpression: 'SET passes = :p', ExpressionAttributeValues: { ':p': { N: '3' } } }));
  await dynamo.send(new DeleteItemCommand({ TableName: HARNESS_TABLE, Key: key }));

  const changes = await tableChanges();
  expect(changes.map((c) => `${c.event} ${c.key}`)).toEqual(['INSERT REPORT#BART#1|V#1', 'MODIFY REPORT#BART#1|V#1', 'REMOVE REPORT#BART#1|V#1']);
  expect(changes[1].before?.passes).toEqual({ N: '2' });
  expect(changes[1].after?.passes).toEqual({ N: '3' });
  expect(changes[2].before?.site).toEqual({ S: 'BART' });
  expect(await tableChanges()).toEqual([]);
});

it('filters by partition prefix and by what the item held', async () => {
  await dynamo.send(new PutItemCommand({ TableName: HARNESS_TABLE, Item: { pk: { S: 'LOGINFAIL#x' }, sk: { S: 'n' } } }));
  await dynamo.send(new PutItemCommand({ TableName: HARNESS_TABLE, Item: { pk: { S: 'REPORT#MBTA#2' }, sk: { S: 'V#1' }, site: { S: 'MBTA' } } }));
  const changes = await tableChanges();
  expect(changedKeys(changes, ['LOGINFAIL#'])).toEqual(['INSERT REPORT#MBTA#2|V#1']);
  expect(changedKeys(changes, [], (c) => c.after?.site?.S === 'BART')).toEqual([]);
});

it('a put that changes no attribute makes no record', async () => {
  const item = { pk: { S: 'REPORT#BART#3' }, sk: { S: 'V#1' }, site: { S: 'BART' } };
  await dynamo.send(new PutItemCommand({ TableName: HARNESS_TABLE, Item: item }));
  await tableChanges();
  await dynamo.send(new PutItemCommand({ TableName: HARNESS_TABLE, Item: item }));
  expect(await tableChanges()).toEqual([]);
});

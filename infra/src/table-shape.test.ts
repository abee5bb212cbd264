import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { AttributeType, ProjectionType, StreamViewType } from 'aws-cdk-lib/aws-dynamodb';
import { tableDefinition } from '../../functions/src/data/table';
import { tableShape } from './table-shape';

describe('tableShape', () => {
  it('maps the shared table definition to CDK keys and indexes', () => {
    expect(tableShape(tableDefinition('t'))).toEqual({
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      globalSecondaryIndexes: [
        {
          indexName: 'bySiteDate',
          partitionKey: { name: 'bySiteDatePk', type: AttributeType.STRING },
          sortKey: { name: 'bySiteDateSk', type: AttributeType.STRING },
          projectionType: ProjectionType.ALL,
        },
      ],
      stream: StreamViewType.NEW_IMAGE,
    });
  });

  it('keeps hash-only keys, numeric types and included attributes', () => {
    const def: CreateTableCommandInput = {
      TableName: 't',
      AttributeDefinitions: [
        { AttributeName: 'id', AttributeType: 'S' },
        { AttributeName: 'n', AttributeType: 'N' },
      ],
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byN',
          KeySchema: [{ AttributeName: 'n', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['a'] },
        },
      ],
    };
    expect(tableShape(def)).toEqual({
      partitionKey: { name: 'id', type: AttributeType.STRING },
      globalSecondaryIndexes: [
        { indexName: 'byN', partitionKey: { name: 'n', type: AttributeType.NUMBER }, projectionType: ProjectionType.INCLUDE, nonKeyAttributes: ['a'] },
      ],
    });
  });

  it('refuses a key attribute that has no definition rather than deploying another table', () => {
    const def: CreateTableCommandInput = {
      TableName: 't',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
    };
    expect(() => tableShape(def)).toThrow('key attribute sk has no supported AttributeDefinition');
  });

  it('refuses a key schema without a partition key', () => {
    expect(() => tableShape({ TableName: 't', KeySchema: [] })).toThrow('the table has no HASH key');
  });
});

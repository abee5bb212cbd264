/**
 * The single DynamoDB table: its definition, index names and the keys every item shares. The
 * entities live beside it, one file per family (`*-entities.ts`); docs/data-model.md lists every
 * access pattern with its keys.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/** Global secondary index: reports of one site ordered by date. */
export const BY_SITE_DATE = 'bySiteDate';

/** Index names, by purpose. */
export const indexes = { bySiteDate: BY_SITE_DATE } as const;

/**
 * The table as CreateTable input: on-demand billing, string keys pk/sk, and the `bySiteDate`
 * GSI (bySiteDatePk / bySiteDateSk, all attributes projected). Used by the local bootstrap; the
 * CDK app declares the same shape.
 */
export function tableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
      { AttributeName: 'bySiteDatePk', AttributeType: 'S' },
      { AttributeName: 'bySiteDateSk', AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: BY_SITE_DATE,
        KeySchema: [
          { AttributeName: 'bySiteDatePk', KeyType: 'HASH' },
          { AttributeName: 'bySiteDateSk', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
    // The mail outbox is drained from the table's stream (docs/decisions.md 'Report mails').
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
  };
}

/** Primary key of any item. */
export interface PrimaryKey {
  pk: string;
  sk: string;
}

/** Key attributes of the bySiteDate index. */
export interface BySiteDateKey {
  bySiteDatePk: string;
  bySiteDateSk: string;
}

/** Key of the marker item a seeder writes once it has finished (seed/demo.ts). */
export const seedMarkerKey = (name: string): PrimaryKey => ({ pk: 'SEED', sk: `SEED#${name}` });

/** The table's TTL attribute (sessions, login-failure counters, agency sign-ins in progress). */
export const TTL_ATTRIBUTE = 'expiresAt';

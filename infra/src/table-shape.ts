/**
 * Turns the table's one definition (functions/src/data/table.ts, also used by the local
 * bootstrap) into CDK key and index props, so AWS and the local stack cannot drift apart.
 */
import type { CreateTableCommandInput, KeySchemaElement } from '@aws-sdk/client-dynamodb';
import { AttributeType, ProjectionType, StreamViewType, type Attribute, type GlobalSecondaryIndexProps } from 'aws-cdk-lib/aws-dynamodb';

export interface TableShape {
  partitionKey: Attribute;
  sortKey?: Attribute;
  globalSecondaryIndexes: GlobalSecondaryIndexProps[];
  /** The stream, when the definition enables one (the mail outbox is drained from it). */
  stream?: StreamViewType;
}

const STREAM_VIEWS: Record<string, StreamViewType> = {
  NEW_IMAGE: StreamViewType.NEW_IMAGE,
  OLD_IMAGE: StreamViewType.OLD_IMAGE,
  NEW_AND_OLD_IMAGES: StreamViewType.NEW_AND_OLD_IMAGES,
  KEYS_ONLY: StreamViewType.KEYS_ONLY,
};

const ATTRIBUTE_TYPES: Record<string, AttributeType> = {
  S: AttributeType.STRING,
  N: AttributeType.NUMBER,
  B: AttributeType.BINARY,
};

const PROJECTIONS: Record<string, ProjectionType> = {
  ALL: ProjectionType.ALL,
  KEYS_ONLY: ProjectionType.KEYS_ONLY,
  INCLUDE: ProjectionType.INCLUDE,
};

/**
 * Key schema and GSIs of a CreateTable input as CDK props. Throws on anything it cannot map
 * (an undeclared key attribute, an unknown type or projection) instead of deploying a
 * different table than the local one.
 */
export function tableShape(def: CreateTableCommandInput): TableShape {
  const types = new Map((def.AttributeDefinitions ?? []).map((a) => [a.AttributeName, a.AttributeType]));
  const attribute = (name: string | undefined): Attribute => {
    const type = name ? ATTRIBUTE_TYPES[types.get(name) ?? ''] : undefined;
    if (!name || !type) throw new Error(`Table definition: key attribute ${name} has no supported AttributeDefinition`);
    return { name, type };
  };
  const keys = (schema: KeySchemaElement[] | undefined, where: string) => {
    const hash = schema?.find((k) => k.KeyType === 'HASH');
    if (!hash) throw new Error(`Table definition: ${where} has no HASH key`);
    const range = schema?.find((k) => k.KeyType === 'RANGE');
    return {
      partitionKey: attribute(hash.AttributeName),
      ...(range ? { sortKey: attribute(range.AttributeName) } : {}),
    };
  };

  const globalSecondaryIndexes = (def.GlobalSecondaryIndexes ?? []).map((gsi): GlobalSecondaryIndexProps => {
    const projectionType = PROJECTIONS[gsi.Projection?.ProjectionType ?? 'ALL'];
    if (!gsi.IndexName || !projectionType) {
      throw new Error(`Table definition: index ${gsi.IndexName} has no name or an unsupported projection`);
    }
    return {
      indexName: gsi.IndexName,
      ...keys(gsi.KeySchema, `index ${gsi.IndexName}`),
      projectionType,
      ...(gsi.Projection?.NonKeyAttributes ? { nonKeyAttributes: gsi.Projection.NonKeyAttributes } : {}),
    };
  });
  const spec = def.StreamSpecification;
  const stream = spec?.StreamEnabled ? STREAM_VIEWS[spec.StreamViewType ?? ''] : undefined;
  if (spec?.StreamEnabled && !stream) throw new Error(`Table definition: unsupported stream view ${spec.StreamViewType}`);
  return { ...keys(def.KeySchema, 'the table'), globalSecondaryIndexes, ...(stream ? { stream } : {}) };
}

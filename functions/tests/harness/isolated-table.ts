/**
 * A table of the harness's own, in a DynamoDB Local of the test file's own (support/own-dynamo.ts:
 * in the shared engine each harness table wrote slower than the one created before it, and the two
 * workers queued on one SQLite thread). Each harness test file names a fresh table in
 * `process.env.TABLE_NAME` when this module loads, before any handler module reads its
 * configuration (lib/config.ts snapshots the environment at load): so the changes the harness
 * reads from the table's stream are only what the harness's own calls wrote.
 *
 * IMPORT THIS MODULE FIRST in every harness test file.
 */
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { tableDefinition } from '../../src/data/table';
import { useOwnDynamo, type StopOwnDynamo } from '../support/own-dynamo';

let stopEngine: StopOwnDynamo | undefined;

/** The table this test file's handlers use. */
export const HARNESS_TABLE = `grindline-harness-${randomUUID().slice(0, 8)}`;
process.env.TABLE_NAME = HARNESS_TABLE;

/** A low-level client of the test backend's DynamoDB Local, independent of the handlers' clients. */
export function harnessDynamo(): DynamoDBClient {
  return new DynamoDBClient({});
}

/**
 * Starts the file's DynamoDB Local and creates {@link HARNESS_TABLE} in it, before any other
 * DynamoDB call of the file; fails when a handler module was loaded before this one (its
 * configuration would then name the shared table, and the digests would be meaningless).
 */
export async function createHarnessTable(configuredTable: string): Promise<void> {
  if (configuredTable !== HARNESS_TABLE) {
    throw new Error(`Handlers use table ${configuredTable}, not ${HARNESS_TABLE}: import ./isolated-table first`);
  }
  stopEngine = await useOwnDynamo();
  const client = harnessDynamo();
  try {
    // Old and new images: the harness reads what each request wrote from the stream (table-changes.ts).
    await client.send(new CreateTableCommand({ ...tableDefinition(HARNESS_TABLE), StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } }));
  } finally {
    client.destroy();
  }
}

/** Drops {@link HARNESS_TABLE} and stops the file's DynamoDB Local. */
export async function dropHarnessTable(): Promise<void> {
  const client = harnessDynamo();
  try {
    await client.send(new DeleteTableCommand({ TableName: HARNESS_TABLE }));
  } finally {
    client.destroy();
    await stopEngine?.();
  }
}

/**
 * A DynamoDB Local of a test file's own, for the files that create tables of their own (the trust
 * harness, the demo seed). In the test backend's shared engine a table created after others
 * writes slower and slower: DynamoDB Local keeps every stream record of every table in one SQLite
 * table indexed by sequence number only, and each write or stream read of a newer table scans the
 * older tables' records first (docs/bench.md 'Session 24'). Its single SQLite thread also served
 * both jest workers in turn.
 *
 * The AWS SDK reads AWS_ENDPOINT_URL_DYNAMODB at a client's first request, so start the engine
 * before the file's first DynamoDB call (in beforeAll); clients built at import are fine.
 */
import { startDynamo, type DynamoJit } from '../../../infra/local/emulators/dynamodb';

/** Stops the file's engine and points the environment back at the shared one. */
export type StopOwnDynamo = () => Promise<void>;

/** Starts a DynamoDB Local for this test file and points AWS_ENDPOINT_URL_DYNAMODB at it. */
export async function useOwnDynamo(jit: DynamoJit = 'quick'): Promise<StopOwnDynamo> {
  const shared = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const engine = await startDynamo({ jit });
  process.env.AWS_ENDPOINT_URL_DYNAMODB = engine.endpoint;
  return async () => {
    process.env.AWS_ENDPOINT_URL_DYNAMODB = shared;
    await engine.stop();
  };
}

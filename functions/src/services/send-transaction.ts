/**
 * Sending a TransactWriteItems with the retry the aggregates need (docs/decisions.md, issue 13).
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb';

/** Attempts of a transaction cancelled only because another transaction held one of its items. */
const CONFLICT_ATTEMPTS = 8;

/**
 * Sends one TransactWriteItems, sending it again (with a short random back-off) while DynamoDB
 * cancels it for a TransactionConflict only: reports of the same site, grinder and month add to
 * the same aggregate items, so two supervisors filing at once may collide. Any other cancellation
 * (a failed condition) is thrown at once, unchanged.
 */
export async function sendTransaction(TransactItems: NonNullable<TransactWriteCommandInput['TransactItems']>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems }));
      return;
    } catch (error) {
      const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
      const conflictOnly =
        (error as Error)?.name === 'TransactionCanceledException' &&
        reasons.some((r) => r.Code === 'TransactionConflict') &&
        reasons.every((r) => !r.Code || r.Code === 'None' || r.Code === 'TransactionConflict');
      const inProgress = (error as Error)?.name === 'TransactionInProgressException';
      if ((!conflictOnly && !inProgress) || attempt >= CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20 * attempt));
    }
  }
}

/**
 * Aggregate items held in memory: applying the Update items of {@link aggregateWrites} the way
 * DynamoDB does (SET the dimensions, ADD the counters). The rebuild of the seeds and the drift
 * test fold reports through it, so both go through the same function as a live write.
 */
import type { ShiftReport } from '@grindline/domain';
import { aggregateWrites, type AggregateUpdate } from './aggregate-writes';

/** Aggregate items by `pk|sk`, each with its key, dimension and counter attributes. */
export type AggregateTotals = Map<string, Record<string, unknown>>;

/** Applies `updates` to `totals` as DynamoDB would apply them (ADD on a missing number starts at 0). */
export function applyUpdates(totals: AggregateTotals, updates: readonly AggregateUpdate[]): AggregateTotals {
  for (const { Update } of updates) {
    const id = `${Update.Key.pk}|${Update.Key.sk}`;
    const item = totals.get(id) ?? { ...Update.Key };
    const [setPart, addPart] = Update.UpdateExpression.replace(/^SET /, '').split(' ADD ');
    for (const assignment of setPart.split(', ')) {
      const [name, value] = assignment.split(' = ');
      item[Update.ExpressionAttributeNames[name]] = Update.ExpressionAttributeValues[value];
    }
    for (const addition of addPart.split(', ')) {
      const [name, value] = addition.split(' ');
      const attribute = Update.ExpressionAttributeNames[name];
      item[attribute] = ((item[attribute] as number | undefined) ?? 0) + (Update.ExpressionAttributeValues[value] as number);
    }
    totals.set(id, item);
  }
  return totals;
}

/** The aggregate items of `reports` from scratch: each report added as a new one would be. */
export function rebuildTotals(reports: Iterable<ShiftReport>, tableName = 'rebuild'): AggregateTotals {
  const totals: AggregateTotals = new Map();
  for (const report of reports) applyUpdates(totals, aggregateWrites(null, report, tableName));
  return totals;
}

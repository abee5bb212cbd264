/**
 * Aggregate items held in memory: applying the Update items of {@link aggregateWrites} the way
 * DynamoDB does (SET the dimensions, ADD the counters). The rebuild of the seeds and the drift
 * test fold reports through it, so both go through the same function as a live write.
 */
import type { ShiftReport } from '@grindline/domain';
import { aggregateWrites, type AggregateUpdate } from './aggregate-writes';

/** Aggregate items by `pk|sk`, each with its key, dimension and counter attributes. */
export type AggregateTotals = Map<string, Record<string, unknown>>;

/** An UpdateExpression taken apart: the SET and the ADD pairs of name and value placeholders. */
interface ParsedExpression {
  sets: Array<[name: string, value: string]>;
  adds: Array<[name: string, value: string]>;
}

/**
 * Parsed expressions by their text: aggregateWrites makes a handful of shapes (`SET #d0 = :d0, ...
 * ADD #c0 :c0, ...`), so a rebuild of years of reports parses each shape once, not per update.
 */
const parsedExpressions = new Map<string, ParsedExpression>();

function parseExpression(expression: string): ParsedExpression {
  let parsed = parsedExpressions.get(expression);
  if (!parsed) {
    const [setPart, addPart] = expression.replace(/^SET /, '').split(' ADD ');
    parsed = {
      sets: setPart.split(', ').map((assignment) => assignment.split(' = ') as [string, string]),
      adds: addPart.split(', ').map((addition) => addition.split(' ') as [string, string]),
    };
    parsedExpressions.set(expression, parsed);
  }
  return parsed;
}

/** Applies `updates` to `totals` as DynamoDB would apply them (ADD on a missing number starts at 0). */
export function applyUpdates(totals: AggregateTotals, updates: readonly AggregateUpdate[]): AggregateTotals {
  for (const { Update } of updates) {
    const id = `${Update.Key.pk}|${Update.Key.sk}`;
    const item = totals.get(id) ?? { ...Update.Key };
    const { sets, adds } = parseExpression(Update.UpdateExpression);
    const names = Update.ExpressionAttributeNames;
    const values = Update.ExpressionAttributeValues;
    for (const [name, value] of sets) item[names[name]] = values[value];
    for (const [name, value] of adds) {
      const attribute = names[name];
      item[attribute] = ((item[attribute] as number | undefined) ?? 0) + (values[value] as number);
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

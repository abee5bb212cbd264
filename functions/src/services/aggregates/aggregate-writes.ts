/**
 * The transaction items that keep the aggregates exact when a report changes (docs/decisions.md
 * 'issue 13: aggregates in the report's own transaction'). Pure: the caller puts the items in the
 * same TransactWriteItems as the report change itself.
 */
import type { ShiftReport } from '@grindline/domain';
import { config } from '../../lib/config';
import { HttpError } from '../../lib/errors';
import { reportCells, SHIFT_COUNTERS, TRACK_COUNTERS, type Cell } from './cells';
import { aggregateKey, periodOf, type Period } from './keys';

/** One Update of a TransactWriteItems call (lib-dynamodb shape). */
export interface AggregateUpdate {
  Update: {
    TableName: string;
    Key: { pk: string; sk: string };
    UpdateExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  };
}

/**
 * Most aggregate items one report change may need. DynamoDB allows 100 items per transaction;
 * the report, its archive copy, versions and outbox use a few: this keeps room for them.
 */
export const MAX_AGGREGATE_ITEMS = 88;

/**
 * The items each cell is kept in. Shift cells also roll up per year: the overview and the totals
 * of long ranges read a year item instead of twelve months (docs/decisions.md, issue 13 session 3);
 * track cells stay per day and month because their readers chart by month.
 */
export const PERIODS: Readonly<Record<Cell['kind'], readonly Period[]>> = { shift: ['D', 'M', 'Y'], summary: ['D', 'M', 'Y'], track: ['D', 'M'] };

interface Delta {
  cell: Cell;
  period: Period;
  counters: Record<string, number>;
}

function accumulate(deltas: Map<string, Delta>, report: ShiftReport | null | undefined, sign: 1 | -1): void {
  if (!report) return;
  for (const cell of reportCells(report)) {
    for (const period of PERIODS[cell.kind]) {
      const { pk, sk } = aggregateKey(cell, period);
      const id = `${pk}|${sk}`;
      const delta = deltas.get(id) ?? { cell, period, counters: {} };
      for (const [name, value] of Object.entries(cell.counters)) delta.counters[name] = (delta.counters[name] ?? 0) + sign * value;
      deltas.set(id, delta);
    }
  }
}

/** Dimension attributes stored on an aggregate item, so a reader never parses sort keys. */
function dimensionValues(cell: Cell, period: Period): Record<string, string> {
  return { ...cell.dims, kind: cell.kind, period: periodOf(cell.date, period), entity: 'aggregate' };
}

/**
 * The Update items that turn the aggregates of `before` into those of `after`: ADD of each
 * counter's difference, per day, month (and, for shift cells, year) item. `before` null is a new report, `after` null
 * a delete; an edit or a restore passes both, of any variant. Items whose counters do not change
 * are left out, so an edit that moves no figure adds nothing to the transaction.
 * Throws 413 when the change would need more than {@link MAX_AGGREGATE_ITEMS} items.
 */
export function aggregateWrites(
  before: ShiftReport | null | undefined,
  after: ShiftReport | null | undefined,
  tableName: string = config.tableName,
): AggregateUpdate[] {
  const deltas = new Map<string, Delta>();
  accumulate(deltas, before, -1);
  accumulate(deltas, after, 1);
  const items: AggregateUpdate[] = [];
  for (const { cell, period, counters } of deltas.values()) {
    const changed = Object.entries(counters).filter(([, value]) => value !== 0);
    if (changed.length === 0) continue;
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    for (const [i, [name, value]] of Object.entries(dimensionValues(cell, period)).entries()) {
      names[`#d${i}`] = name;
      values[`:d${i}`] = value;
      sets.push(`#d${i} = :d${i}`);
    }
    const adds = changed.map(([name, value], i) => {
      names[`#c${i}`] = name;
      values[`:c${i}`] = value;
      return `#c${i} :c${i}`;
    });
    items.push({
      Update: {
        TableName: tableName,
        Key: aggregateKey(cell, period),
        UpdateExpression: `SET ${sets.join(', ')} ADD ${adds.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    });
  }
  if (items.length > MAX_AGGREGATE_ITEMS) {
    throw new HttpError(413, `The report grinds too many tracks to be stored at once (${items.length} figures to update, at most ${MAX_AGGREGATE_ITEMS}): split its rows over two reports`);
  }
  return items;
}

/** Counter names of a cell kind. */
export const countersOf = (kind: Cell['kind']): readonly string[] => (kind === 'track' ? TRACK_COUNTERS : SHIFT_COUNTERS);

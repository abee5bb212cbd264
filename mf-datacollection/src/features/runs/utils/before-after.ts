/**
 * Which two selected runs make a before/after comparison: the same rail of the same track over a
 * shared stretch, measured on two different days. Two rails of one run, or two tracks, compare
 * nothing that grinding changed.
 */
import type { DataCollectionRun } from '@grindline/domain';

type PairRun = Pick<DataCollectionRun, 'clientId' | 'trackId' | 'rail' | 'date' | 'from' | 'to'>;

/** Why two runs are not a before/after pair, as the end of 'These two runs are no before/after pair: …', or null when they are one. */
export function beforeAfterProblem(a: PairRun, b: PairRun): string | null {
  if (a.clientId !== b.clientId || a.trackId !== b.trackId) return `they are on different tracks (${a.clientId} ${a.trackId}, ${b.clientId} ${b.trackId}).`;
  if (a.rail !== b.rail) return 'one is the left rail, the other the right rail.';
  if (a.date === b.date) return `both were measured on ${a.date}.`;
  const overlap = Math.min(Math.max(a.from, a.to), Math.max(b.from, b.to)) - Math.max(Math.min(a.from, a.to), Math.min(b.from, b.to));
  if (overlap <= 0) return `their stretches do not meet (${a.from}-${a.to} and ${b.from}-${b.to}).`;
  return null;
}

/** The two runs as [before, after] by date when they are a pair, else null. */
export function beforeAfterPair<T extends PairRun>(runs: readonly T[]): [T, T] | null {
  if (runs.length !== 2) return null;
  const [a, b] = runs as [T, T];
  if (beforeAfterProblem(a, b) !== null) return null;
  return a.date < b.date ? [a, b] : [b, a];
}

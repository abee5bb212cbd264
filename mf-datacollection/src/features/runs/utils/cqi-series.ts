import { formatFixed, type DataCollectionRun } from '@grindline/domain';

type SeriesRun = Pick<DataCollectionRun, 'clientId' | 'trackId' | 'rail' | 'from' | 'to'>;

const low = (r: SeriesRun) => Math.min(r.from, r.to);
const high = (r: SeriesRun) => Math.max(r.from, r.to);

/**
 * The stretches of one rail's runs: runs whose stretches overlap (directly or through another
 * run) share one, as [start, end, indices]; stretches that only touch stay apart, as in a
 * before/after pair.
 */
function stretches(runs: readonly SeriesRun[], indices: readonly number[]): [number, number, number[]][] {
  const sorted = [...indices].sort((a, b) => low(runs[a]!) - low(runs[b]!));
  const out: [number, number, number[]][] = [];
  for (const i of sorted) {
    const last = out.at(-1);
    if (last && low(runs[i]!) < last[1]) {
      last[1] = Math.max(last[1], high(runs[i]!));
      last[2].push(i);
    } else out.push([low(runs[i]!), high(runs[i]!), [i]]);
  }
  return out;
}

/**
 * The line of CQI over time a run belongs to: one rail of one track over one stretch, named with
 * its site when the list spans several sites, whose track ids repeat (SkyTrain's and ETS's ML_1
 * are not one track), and with its mile posts when the rail was measured at places that do not
 * overlap (a rail's readings at MP 1 and at MP 9 are no history of one place).
 */
export function cqiSeriesNames(runs: readonly SeriesRun[]): string[] {
  const manySites = new Set(runs.map((r) => r.clientId)).size > 1;
  const rails = new Map<string, number[]>();
  runs.forEach((r, i) => {
    const name = `${manySites ? `${r.clientId} ` : ''}${r.trackId} ${r.rail}`;
    rails.set(name, [...(rails.get(name) ?? []), i]);
  });
  const names: string[] = new Array(runs.length);
  for (const [name, indices] of rails) {
    const parts = stretches(runs, indices);
    for (const [start, end, members] of parts) {
      for (const i of members) names[i] = parts.length > 1 ? `${name} MP ${formatFixed(start, 2)}–${formatFixed(end, 2)}` : name;
    }
  }
  return names;
}

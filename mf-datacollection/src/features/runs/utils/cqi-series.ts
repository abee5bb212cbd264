import type { DataCollectionRun } from '@grindline/domain';

/**
 * The line of CQI over time a run belongs to: one rail of one track, named with its site when the
 * list spans several sites, whose track ids repeat (SkyTrain's and ETS's ML_1 are not one track).
 */
export function cqiSeriesNames(runs: readonly Pick<DataCollectionRun, 'clientId' | 'trackId' | 'rail'>[]): string[] {
  const manySites = new Set(runs.map((r) => r.clientId)).size > 1;
  return runs.map((r) => `${manySites ? `${r.clientId} ` : ''}${r.trackId} ${r.rail}`);
}

/**
 * One seeding run, skipped when its marker item says it already completed: tracks of every
 * customer, then the history of every available variant, then the marker. Imported by demo.ts
 * and bench-cli.ts only after the environment is set, since the services read it on load.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { seedMarkerKey } from '../data/table';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { seedDashboards } from './aggregates';
import { loadHistory, loadTracks } from './load';
import { seedMeasurements } from './measurements';
import { timed, type Phases } from './phases';
import { markTracks, refreshTracks } from './track-refresh';

export interface SeedRun {
  /** Marker name: 'demo' or 'bench'. */
  name: string;
  seed: number;
  from: string;
  to: string;
}

export interface SeedSummary {
  name: string;
  skipped: boolean;
  from: string;
  to: string;
  tracks: number;
  trackChunks: number;
  points: number;
  reportsCreated: number;
  reportsExisting: number;
  byVariant: Record<string, number>;
  /** Items written: track headers and chunks, reports with their versions and audit entries, the marker. */
  items: number;
  seconds: number;
  /** Seconds per phase of this run (phases.ts); empty when it was skipped. */
  phases: Phases;
  /** A skipped run found the track catalogue changed since its data was loaded and imported every track again. */
  tracksRefreshed?: boolean;
}

/** Runs `run` unless its marker exists; the marker is written last, so a failed run is redone. */
export async function runSeed(run: SeedRun): Promise<SeedSummary> {
  const started = Date.now();
  const key = seedMarkerKey(run.name);
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }));
  if (Item) {
    // Measurement layers came after the history markers: a data directory seeded before them gets them now.
    await seedMeasurementsOnce(run);
    // The dashboards came after the history markers too: plans and aggregates rebuilt from the reports.
    await seedDashboards(run);
    // The catalogue may have changed since: its tracks replace the stored ones (track-refresh.ts).
    const refreshed = await refreshTracks();
    const summary = { ...(Item.summary as SeedSummary), ...(refreshed === null ? {} : { tracks: refreshed }) };
    if (refreshed !== null) await ddb.send(new PutCommand({ TableName: config.tableName, Item: { ...Item, summary } }));
    return { ...summary, skipped: true, tracksRefreshed: refreshed !== null, seconds: (Date.now() - started) / 1000, phases: {} };
  }
  const phases: Phases = {};
  const tracks = await timed(phases, 'tracks', () => loadTracks());
  await markTracks();
  const history = await loadHistory({ seed: run.seed, from: run.from, to: run.to, aggregates: true }, undefined, phases);
  await timed(phases, 'measurements', () => seedMeasurementsOnce(run));
  await seedDashboards(run, history.filed, phases, history.aggregated);
  const summary: SeedSummary = {
    name: run.name,
    skipped: false,
    from: run.from,
    to: run.to,
    tracks: tracks.tracks,
    trackChunks: tracks.chunks,
    points: tracks.points,
    reportsCreated: history.created,
    reportsExisting: history.existing,
    byVariant: history.byVariant,
    items: tracks.tracks + tracks.chunks + history.items + 1,
    seconds: (Date.now() - started) / 1000,
    phases,
  };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: { ...key, entity: 'seedMarker', summary, completedAt: new Date().toISOString() } }));
  return summary;
}

/** The demo measurement layers, once per data directory (their own marker). */
async function seedMeasurementsOnce(run: SeedRun): Promise<void> {
  const key = seedMarkerKey(`${run.name}-measurements-v1`);
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }));
  if (Item) return;
  const rows = await seedMeasurements(run.seed, run.to);
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: { ...key, entity: 'seedMarker', rows, completedAt: new Date().toISOString() } }));
}

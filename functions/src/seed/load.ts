/**
 * Loading seed data through the services: every catalogue track through importTrack (geometry
 * from functions/data/geometry or generated), and history through each variant's filing.
 */
import { accessFor, CUSTOMERS, type ShiftReport } from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { ConflictError } from '../lib/errors';
import { trackCatalogue } from '../reference/catalogue';
import { sourceCoordinates } from '../reference/geometry-source';
import { importTrack } from '../reference/track-import';
import { file } from '../services/file-report';
import { bumpSiteRevisions } from '../services/site-revision';
import { aggregateItems } from './aggregates';
import { ledgerOfStored, sitesWithoutReports, writeFiled } from './bulk-file';
import { timed, type Phases } from './phases';
import type { HistoryOptions } from './seeder';
import { SEEDERS } from './registry';

/** The system caller the seeders act as: a super admin (spec 002 section 4) whose history sends no mail. */
export const SEED_CALLER: Caller = { username: 'grindline-seed', role: 'admin', access: accessFor('admin'), notify: false };

/** Runs `task` over `items`, at most `limit` at a time. */
export async function inPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Imports every track of every customer; answers how many tracks, chunk items and points. */
export async function loadTracks(caller: Caller = SEED_CALLER): Promise<{ tracks: number; chunks: number; points: number }> {
  const jobs = trackCatalogue().flatMap((c) =>
    c.lines.flatMap((line) => {
      const coordinates = sourceCoordinates(line.source, `${c.customer}:${line.name}`);
      const seen = new Set<string>();
      // Directions that share a track id (NCTD M1, M2, MT are _2) share one stored track.
      return line.directions
        .filter((d) => !seen.has(d.trackId) && seen.add(d.trackId))
        .map((d) => ({ customer: c.customer, line: line.name, direction: d.direction, chainStart: line.minChain, chainEnd: line.maxChain, unit: 'chain' as const, geojson: { type: 'LineString', coordinates } }));
    }),
  );
  const totals = { tracks: 0, chunks: 0, points: 0 };
  await inPool(jobs, 4, async (job) => {
    const track = await importTrack(caller, job);
    totals.tracks += 1;
    totals.chunks += track.chunkCount;
    totals.points += track.pointCount;
  });
  return totals;
}

/** What a history load did. */
export interface HistoryLoad {
  created: number;
  existing: number;
  byVariant: Record<string, number>;
  /** The reports it filed, in filing order. */
  filed: readonly ShiftReport[];
  /** Items written: each filed report's current item, version and audit entry. */
  items: number;
  /**
   * Sites whose aggregates were written with the reports (`aggregates` asked, and the site had no
   * stored report before: its reports are exactly those filed).
   */
  aggregated: ReadonlySet<string>;
}

/**
 * Generates and files the history of every variant through each variant's filing (its schema,
 * checks and builder, numbered or refused by the services' own code) against a ledger of what is
 * stored, then writes what was filed in batches (bulk-file.ts). With `aggregates`, the sites that
 * held no report get their aggregates folded once from what was filed, written in the same
 * batches. Answers reports created, and those skipped because they were stored already or their
 * shift is taken by another report.
 */
export async function loadHistory(options: Omit<HistoryOptions, 'grinders'> & { aggregates?: boolean }, caller: Caller = SEED_CALLER, phases: Phases = {}): Promise<HistoryLoad> {
  const ledger = await timed(phases, 'ledger read', () => ledgerOfStored(options.from, options.to));
  // A site that held no report holds exactly what is filed now: its aggregates need no read back.
  const aggregated: ReadonlySet<string> = options.aggregates ? await sitesWithoutReports(CUSTOMERS) : new Set();
  let created = 0;
  let existing = 0;
  const byVariant: Record<string, number> = {};
  for (const seeder of SEEDERS) {
    const requests = await timed(phases, 'generating', () => seeder.generate({ ...options, grinders: seeder.grinders }));
    byVariant[seeder.variant] = requests.length;
    // One at a time, in order: the ledger answers at once, and the shift numbers come out the
    // same on every run.
    await timed(phases, 'numbering in memory', async () => {
      for (const request of requests) {
        try {
          if ((await file(seeder.filing(caller, request), ledger)).created) created += 1;
          else existing += 1;
        } catch (error) {
          // The shift is taken by a report filed since an earlier seeding (a user's, or an older
          // demo window's): theirs stays, the seed moves on.
          if (!(error instanceof ConflictError)) throw error;
          existing += 1;
        }
      }
    });
  }
  const alongside = await timed(phases, 'aggregates: folding', () => aggregateItems(ledger.accepted.filter((r) => aggregated.has(r.site))));
  const items = await writeFiled(ledger.accepted, phases, alongside);
  // The reports were filed without bumping it: answers kept before the seed are stale now.
  if (aggregated.size > 0) await bumpSiteRevisions([...aggregated]);
  return { created, existing, byVariant, filed: ledger.accepted, items, aggregated };
}

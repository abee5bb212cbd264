/**
 * Where the grinding of a standard customer stands, and the grind entries of one night: stretches
 * that advance along the customer's catalogue tracks (line and direction) from where the last
 * shift stopped, in the customer's entered units and on its entry resolution (spec 000 9.1).
 */
import { customerProfile, roundTo, type GrindEntryInput } from '@grindline/domain';
import { customerCatalogue } from '../reference/catalogue';
import type { Rng } from './prng';

/** One track of a customer, its ends counted in entry-resolution steps. */
interface Track {
  line: string;
  direction: string;
  lo: number;
  hi: number;
}

/** A customer's tracks and the point the next shift starts from. */
export interface SiteProgress {
  site: string;
  tracks: Track[];
  index: number;
  /** Next position, in entry-resolution steps. */
  at: number;
}

const decimals = (step: number): number => Math.max(0, Math.ceil(-Math.log10(step) - 1e-9));

/** The progress of a customer at a random track and point of its first half. */
export function startProgress(rng: Rng, site: string): SiteProgress {
  const { dbMultiplier, entryResolution } = customerProfile(site);
  const lines = customerCatalogue(site)?.lines ?? [];
  const tracks = lines.flatMap((line) =>
    line.directions.map((d) => ({
      line: line.name,
      direction: d.direction,
      // Both ends times the database multiplier stay within the line's chain bounds.
      lo: Math.ceil(d.minChain / dbMultiplier / entryResolution - 1e-9),
      hi: Math.floor(d.maxChain / dbMultiplier / entryResolution + 1e-9),
    })),
  ).filter((t) => t.hi - t.lo >= 2);
  if (tracks.length === 0) throw new Error(`${site} has no catalogue track to grind`);
  const index = rng.int(0, tracks.length - 1);
  const { lo, hi } = tracks[index];
  return { site, tracks, index, at: lo + rng.int(0, Math.floor((hi - lo) / 2)) };
}

/** The line the customer's next shift works on. */
export function currentLine(progress: SiteProgress): string {
  return progress.tracks[progress.index].line;
}

/** Steps of a stretch: 150-900 m or 500-3000 ft, at least one step. */
function stretchSteps(rng: Rng, site: string): number {
  const { lengthUnit, lengthMultiplier, entryResolution } = customerProfile(site);
  const length = lengthUnit === 'meters' ? rng.between(150, 900) : rng.between(500, 3000);
  return Math.max(1, Math.round(length / lengthMultiplier / entryResolution));
}

/** Curve or tangent number of a position: numbered every ~400 m along the track, every third a curve. */
function segmentNumber(site: string, steps: number): string {
  const { lengthUnit, lengthMultiplier, entryResolution } = customerProfile(site);
  const spacing = Math.max(1, Math.round((lengthUnit === 'meters' ? 400 : 1300) / lengthMultiplier / entryResolution));
  const n = 1 + Math.floor(steps / spacing);
  return `${n % 3 === 0 ? 'C' : 'T'}${n}`;
}

/**
 * One Regular night: 1-5 consecutive stretches on the current line, passes 1-6, profiles of the
 * customer, ~10% incomplete (ground again from its start the next night, so the night ends there).
 * At the end of a track the progress moves to the next track; a new line waits for the next night.
 */
export function nightEntries(rng: Rng, progress: SiteProgress): { line: string; entries: GrindEntryInput[] } {
  const { entryResolution, profiles } = customerProfile(progress.site);
  const value = (steps: number) => roundTo(steps * entryResolution, decimals(entryResolution));
  const line = currentLine(progress);
  const entries: GrindEntryInput[] = [];
  const count = rng.int(1, 5);
  const base = rng.int(1, 4);
  while (entries.length < count) {
    const track = progress.tracks[progress.index];
    if (track.line !== line) break;
    const from = progress.at;
    const to = Math.min(track.hi, from + stretchSteps(rng, progress.site));
    const complete = !rng.chance(0.1);
    entries.push({
      chainFrom_comp: value(from),
      chainTo_comp: value(to),
      direction: track.direction,
      number: segmentNumber(progress.site, from),
      profile_l: rng.pick(profiles),
      profile_r: rng.pick(profiles),
      passes_l: Math.min(6, base + rng.int(0, 2)),
      passes_r: Math.min(6, base + rng.int(0, 2)),
      complete,
    });
    if (!complete) break;
    progress.at = to;
    if (to >= track.hi) {
      progress.index = (progress.index + 1) % progress.tracks.length;
      progress.at = progress.tracks[progress.index].lo;
    }
  }
  return { line, entries };
}

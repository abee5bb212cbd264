/**
 * Deterministic history of the multi-step New Grind Report (spec 000 sections 2.2, 3.1, 5.2, 9.2).
 * The C-Train grinder works for C-Train only; the other grinders roam the other standard
 * customers in campaigns of 10-21 days, taking the next customer of a shared round-robin order
 * that is reshuffled a little each cycle (no customer moves more than two places), with a transit
 * shift or two between customers (LRG-31 leaves them for SkyTrain's Arm campaigns, three a year). That bounds every customer's wait: with the three roaming
 * grinders each customer has Regular shifts in any 122-day window. Same seed, same history.
 */
import { addDays, REGULAR_SHIFT, weekday, type StandardReportInput } from '@grindline/domain';
import { parse } from '../lib/validate';
import { STANDARD_SITES, standardFiling, submitStandardReportSchema } from '../services/standard-reports';
import { createRng, type Rng } from './prng';
import { checkHistoryOptions, variantSeeder, type HistoryOptions, type VariantSeeder } from './seeder';
import { armAway } from './skytrain-arm-history';
import { currentLine, nightEntries, startProgress, type SiteProgress } from './standard-progress';
import { crewStaff, nightShift, type CrewStaff } from './standard-shift';

/** A standard report request as POST /api/reports/standard takes it. */
export type StandardHistoryRequest = StandardReportInput & { submissionId: string };

/** The grinders of the standard history: three roaming ones, and the one of C-Train. */
export const STANDARD_HISTORY_GRINDERS = ['LRG-24', 'VM-8000', 'LRG-31', 'C-Train'] as const;
const HOME_GRINDERS: Readonly<Record<string, string>> = { 'C-Train': 'C-Train' };
const ROAMING_SITES = STANDARD_SITES.filter((s) => !Object.values(HOME_GRINDERS).includes(s));

const NIGHT_TYPES: ReadonlyArray<readonly [string, number]> = [
  [REGULAR_SHIFT, 80], ['S-Stand By', 6], ['F-Failed Shift', 5], ['FM-Force Majeure', 4], ['OD-Off Day', 4], ['M-Maintenance', 1],
];

interface Crew {
  grinder: string;
  site: string;
  nightsLeft: number;
  transitLeft: number;
  offDay: number;
  staff: CrewStaff;
}

/** The shared customer order of the roaming grinders: each cycle moves a customer at most two places. */
class RoundRobin {
  private order: string[];
  private pending: string[];

  constructor(private readonly rng: Rng, sites: readonly string[]) {
    this.order = [...sites];
    for (let i = this.order.length - 1; i > 0; i -= 1) {
      const j = rng.int(0, i);
      [this.order[i], this.order[j]] = [this.order[j], this.order[i]];
    }
    this.pending = [...this.order];
  }

  /** The next customer nobody else is working for. */
  next(busy: ReadonlySet<string>): string {
    if (this.pending.length === 0) {
      const keyed = this.order.map((site, i) => ({ site, key: i + this.rng.between(0, 3) }));
      this.order = keyed.sort((a, b) => a.key - b.key).map((k) => k.site);
      this.pending = [...this.order];
    }
    const i = Math.max(0, this.pending.findIndex((s) => !busy.has(s)));
    return this.pending.splice(i, 1)[0];
  }
}

/**
 * The history: per date and grinder, in that order, a night shift unless it is the crew's night
 * off (its weekly night plus ~7% of the others). Campaign nights are mostly Regular (~80%), with
 * Stand By, Failed Shift, Force Majeure, Off Day and rarely Maintenance; the nights between
 * customers are Transit. The shift number counts the grinder's shifts for the customer in the
 * year (1-999), so shift ids never repeat: one shift per grinder and date.
 */
export function generateStandardHistory({ seed, from, to, grinders = STANDARD_HISTORY_GRINDERS }: HistoryOptions): StandardHistoryRequest[] {
  checkHistoryOptions(from, to, { name: 'standard', known: STANDARD_HISTORY_GRINDERS, grinders });
  const rng = createRng(seed);
  const progress = new Map<string, SiteProgress>(STANDARD_SITES.map((s) => [s, startProgress(rng, s)]));
  const roundRobin = new RoundRobin(rng, ROAMING_SITES);
  const crews: Crew[] = [];
  const busy = () => new Set(crews.map((c) => c.site));
  [...new Set(grinders)].forEach((grinder, i) => {
    const site = HOME_GRINDERS[grinder] ?? roundRobin.next(busy());
    // Staggered first campaigns, so the grinders do not change customers together.
    crews.push({ grinder, site, nightsLeft: 4 + 6 * i + rng.int(0, 5), transitLeft: 0, offDay: [6, 0, 5, 1][i], staff: crewStaff(rng) });
  });
  const shiftCounts = new Map<string, number>();
  const out: StandardHistoryRequest[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const crew of crews) {
      // Lent to SkyTrain's Arm campaign (skytrain-arm-history.ts): its customers wait for it.
      if (armAway(crew.grinder, date)) continue;
      if (crew.nightsLeft <= 0 && crew.transitLeft <= 0) {
        const next = HOME_GRINDERS[crew.grinder] ?? roundRobin.next(busy());
        crew.transitLeft = next === crew.site ? 0 : rng.int(1, 2);
        crew.site = next;
        crew.nightsLeft = rng.int(10, 21);
      }
      let shiftType = 'TR-Transit';
      if (crew.transitLeft > 0) crew.transitLeft -= 1;
      else {
        crew.nightsLeft -= 1;
        if (weekday(date) === crew.offDay || rng.chance(0.07)) continue;
        shiftType = rng.weighted(NIGHT_TYPES);
      }
      const site = progress.get(crew.site)!;
      const night = shiftType === REGULAR_SHIFT ? nightEntries(rng, site) : { line: currentLine(site), entries: [] };
      const key = `${crew.grinder}|${crew.site}|${date.slice(0, 4)}`;
      const count = (shiftCounts.get(key) ?? 0) + 1;
      shiftCounts.set(key, count);
      out.push({
        submissionId: rng.uuid(),
        ...nightShift(rng, { date, site: crew.site, line: night.line, grinderType: crew.grinder, shiftType, shiftNum: ((count - 1) % 999) + 1, staff: crew.staff }),
        entries: night.entries,
      });
    }
  }
  return out;
}

/** The standard variant's seeder: its history filed through the standard report service. */
export const standardSeeder: VariantSeeder = variantSeeder({
  variant: 'standard',
  sites: STANDARD_SITES,
  grinders: STANDARD_HISTORY_GRINDERS,
  generate: generateStandardHistory,
  filing: (caller, request) => standardFiling(caller, parse(submitStandardReportSchema, request)),
});

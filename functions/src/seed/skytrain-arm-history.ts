/**
 * Deterministic SkyTrain 'Arm' grind history (spec 001 section 2.1, the Sky/Arm switch): shifts
 * the contractor's own crew files for SKYTRAIN on the contractor's generic form (spec 000 sections
 * 1 and 2.4 list SKYTRAIN among that form's customers; its work types are PRO and AGR), while
 * SkyTrain's TG8 grinders file the 'Sky' dataset on the elevated-rail form. Three campaigns a year
 * (from the first Sunday of February, June and October, 21 days; acoustic grinding, profile in June): the
 * contractor's LRG-31 leaves its standard customers for them (the standard history skips those
 * nights, see {@link armAway}), so no grinder is in two places on one night.
 */
import {
  addDays,
  customerProfile,
  genericRowLength,
  MULTI_STEP_MESSAGES,
  SKYTRAIN_STONE_TYPES,
  weekday,
  type GenericFiling,
} from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { BadRequestError } from '../lib/errors';
import { parse } from '../lib/validate';
import { customerCatalogue } from '../reference/catalogue';
import type { Filing } from '../services/file-report';
import { lineDirection, offered } from '../services/form-reports/checks';
import { buildGenericReport, submitGenericSchema } from '../services/form-reports/generic-reports';
import { createRng, type Rng } from './prng';
import { checkHistoryOptions, variantSeeder, type HistoryOptions, type VariantSeeder } from './seeder';
import { ROW_COMMENTS, TIE_UP_LOCATIONS, trackLayout, type Section } from './skytrain-track';

/** A generic-form request for SKYTRAIN as POST /api/reports/generic takes it. */
export type ArmHistoryRequest = GenericFiling & { submissionId: string };

const SITE = 'SKYTRAIN';
/** The contractor's grinder that works the Arm campaigns. */
export const ARM_GRINDER = 'LRG-31';
/** Months (0-based) whose first Sunday starts a campaign, and its length in days (first and last are transit). */
const CAMPAIGN_MONTHS = [1, 5, 9] as const;
const CAMPAIGN_DAYS = 21;

const LINES = customerCatalogue(SITE)!.lines;
const LAYOUTS: ReadonlyMap<string, Section[]> = new Map(LINES.map((l) => [l.name, trackLayout(l.name, l.minChain, l.maxChain)]));
const CREW = { operators: ['Dana Ortiz', 'Robin Larsen'], supervisor: 'Casey Moreau', rep: 'Harpreet Gill' } as const;
const COMMENTS = [
  'Acoustic grinding, low rail corrugation removed.',
  'Track released on time, good sparks control.',
  'Noise monitoring crew on site near the guideway.',
  'Fire watch followed the grinder through the station.',
  'Stone change at 02:30.',
];

/** First Sunday (YYYY-MM-DD) of `month` (0-based) in `year`. */
function firstSunday(year: number, month: number): string {
  let date = `${year}-${String(month + 1).padStart(2, '0')}-01`;
  while (weekday(date) !== 0) date = addDays(date, 1);
  return date;
}

/** The campaigns (first and last day, its number in the year from 0) that meet `from`..`to`. */
export function armCampaigns(from: string, to: string): { start: string; end: string; index: number }[] {
  const out: { start: string; end: string; index: number }[] = [];
  for (let year = Number(from.slice(0, 4)) - 1; year <= Number(to.slice(0, 4)); year += 1) {
    CAMPAIGN_MONTHS.forEach((month, index) => {
      const start = firstSunday(year, month);
      const end = addDays(start, CAMPAIGN_DAYS - 1);
      if (end >= from && start <= to) out.push({ start, end, index });
    });
  }
  return out;
}

/** True when `grinder` is away at SkyTrain's Arm campaign on `date` (transit days included). */
export function armAway(grinder: string, date: string): boolean {
  return grinder === ARM_GRINDER && armCampaigns(date, date).length > 0;
}

/** The section of `line` that segment `at` lies in. */
const sectionAt = (line: string, at: number) => LAYOUTS.get(line)!.find((s) => s.start <= at && at < s.end) ?? LAYOUTS.get(line)!.at(-1)!;

interface Walk {
  line: string;
  direction: 'IB' | 'OB';
  at: number;
  min: number;
  max: number;
}

/** One night's grind rows walking the campaign on; an incomplete row is ground again the next night. */
function nightRows(rng: Rng, w: Walk): ArmHistoryRequest['grinds'] {
  const rows: ArmHistoryRequest['grinds'] = [];
  const forward = w.direction === 'OB';
  for (let i = 0, count = rng.int(2, 4); i < count; i += 1) {
    if (forward ? w.at >= w.max : w.at <= w.min) break;
    const next = forward ? Math.min(w.max, w.at + rng.int(8, 30)) : Math.max(w.min, w.at - rng.int(8, 30));
    const [from, to] = [Math.min(w.at, next), Math.max(w.at, next)];
    const type = sectionAt(w.line, from).type;
    const base = type === 'Curve' ? rng.int(2, 4) : rng.int(1, 3);
    const incomplete = rng.chance(0.08);
    rows.push({
      segmentFrom: from,
      segmentTo: to,
      length: genericRowLength(from, to),
      curve: type,
      leftRailPasses: base,
      rightRailPasses: type === 'Curve' ? base + rng.int(0, 2) : base,
      completed: incomplete ? 'incomplete' : 'complete',
      direction: w.direction,
      leftRailProfile: 'SkyTrain',
      rightRailProfile: 'SkyTrain',
    });
    if (incomplete) break;
    w.at = next;
  }
  return rows;
}

/**
 * The Arm history: per campaign one line and direction (weighted by length), worked from a random
 * point in its travel sense on Sunday to Thursday nights between the transit days, two to four
 * stretches of 8-30 segments a night. The shift number is the campaign's (1, 2, 3) times 100 plus
 * its night, the same whatever window the history is generated for.
 */
export function generateSkytrainArmHistory({ seed, from, to }: HistoryOptions): ArmHistoryRequest[] {
  checkHistoryOptions(from, to);
  const out: ArmHistoryRequest[] = [];
  for (const { start, end, index } of armCampaigns(from, to)) {
    // One generator per campaign, so a window's shifts do not depend on where the history starts.
    const rng = createRng(`${seed}:arm:${start}`);
    const line = rng.weighted(LINES.map((l) => [l, l.maxChain - l.minChain] as const));
    const direction = rng.chance(0.5) ? 'OB' : 'IB';
    const offset = rng.int(0, Math.floor((line.maxChain - line.minChain) / 3));
    const walk: Walk = { line: line.name, direction, at: direction === 'OB' ? line.minChain + offset : line.maxChain - offset, min: line.minChain, max: line.maxChain };
    // Acoustic grinding against the noise in winter and autumn, profile grinding in summer.
    const workType = index === 1 ? 'PRO Profile Grinding' : 'AGR Acoustic Grinding';
    const stone = rng.pick(SKYTRAIN_STONE_TYPES);
    let night = 0;
    for (let date = addDays(start, 1); date < end; date = addDays(date, 1)) {
      if (weekday(date) >= 5 || rng.chance(0.05)) continue;
      const grinds = nightRows(rng, walk);
      night += 1;
      if (grinds.length === 0) continue;
      const shiftNum = (index + 1) * 100 + night;
      const sparkMins = rng.int(90, 210);
      out.push({
        submissionId: rng.uuid(),
        shiftDate: date,
        customer: SITE,
        line: line.name,
        shiftNum,
        shiftType: 'R-Regular',
        workType,
        grinderType: ARM_GRINDER,
        stoneType: stone,
        waterLevel: '',
        fuelLevel: '',
        sparkMins,
        passFeet: 0,
        callTime: '22:30',
        departedTime: '23:15',
        startTime: '01:05',
        stopTime: '04:40',
        startTimeLoc: rng.pick(TIE_UP_LOCATIONS[line.name]),
        stopTimeLoc: rng.pick(TIE_UP_LOCATIONS[line.name]),
        grinderTieUpTime: '05:10',
        grinderTieUpLoc: rng.pick(TIE_UP_LOCATIONS[line.name]),
        grinderOperator: rng.pick(CREW.operators),
        grinderOperatorNum: `604555${String(rng.int(0, 9999)).padStart(4, '0')}`,
        armSupervisor: CREW.supervisor,
        armSupervisorNum: '6045550142',
        transitRep: CREW.rep,
        transitRepNum: '6045550177',
        armTieUp: 'Edmonds OMC',
        machineDelay: 0,
        machineDelayComment: '',
        customerDelay: rng.chance(0.2) ? 15 : 0,
        customerDelayComment: '',
        loramDelay: 0,
        loramDelayComment: '',
        commentsInt: '',
        commentsExt: grinds.some((g) => g.completed === 'incomplete') ? rng.pick(ROW_COMMENTS.incomplete) : rng.pick(COMMENTS),
        grinds,
      });
    }
  }
  // Generated whole campaigns then cut, so a night is the same whatever window it is generated in.
  return out.filter((r) => r.shiftDate >= from && r.shiftDate <= to);
}

/** The checks the generic form makes of a standard customer, applied to SKYTRAIN's own lists and lines. */
export function checkArm(r: ArmHistoryRequest): void {
  if (r.customer !== SITE) throw new BadRequestError(`customer must be ${SITE}`, [{ path: 'customer', message: `customer must be ${SITE}` }]);
  const line = LINES.find((l) => l.name === r.line);
  if (!line) throw new BadRequestError(`Line ${r.line} is not a line of ${SITE}`, [{ path: 'line', message: `Line ${r.line} is not a line of ${SITE}` }]);
  const p = customerProfile(SITE);
  offered('shiftType', r.shiftType, p.shiftTypes, 'Shift type', SITE);
  offered('workType', r.workType, p.workTypes.filter((w) => p.grindWorkTypes.some((g) => w.startsWith(`${g} `))), 'Work type', SITE);
  offered('stoneType', r.stoneType, p.stoneTypes, 'Stone type', SITE, true);
  r.grinds.forEach((g, i) => lineDirection(`grinds.${i}.direction`, line, g.direction));
}

/** One Arm request as a filing: the generic form's schema and report, the one conditional write every form uses. */
export function armShiftFiling(caller: Caller, body: unknown): Filing {
  const request = parse(submitGenericSchema, body) as ArmHistoryRequest;
  checkArm(request);
  return { fixed: buildGenericReport(request, caller, new Date()), takenMessage: MULTI_STEP_MESSAGES.shiftIdExists, options: { mail: false, aggregates: caller.notify !== false } };
}

/** The Arm dataset's seeder (registry.ts). */
export const skytrainArmSeeder: VariantSeeder = variantSeeder({
  variant: 'skytrain-arm',
  sites: [SITE],
  grinders: [ARM_GRINDER],
  generate: generateSkytrainArmHistory,
  filing: armShiftFiling,
});

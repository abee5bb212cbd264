/**
 * Deterministic SkyTrain grind history (spec 000 sections 2.6, 5.5 and 9.3): each TG8 grinder
 * works Sunday to Thursday nights (some weekend overtime) on its own campaign along one line and
 * direction, a few sections of track a night, re-grinding the odd incomplete section the next
 * night. Every request passes the route's schema and the service's row checks.
 */
import { addDays, roundTo, SKYTRAIN_GRINDER_TYPES, weekday, type SkytrainReportInput } from '@grindline/domain';
import { customerCatalogue } from '../reference/catalogue';
import { parse } from '../lib/validate';
import { skytrainFiling, submitSkytrainReportSchema } from '../services/skytrain-reports';
import { createRng, type Rng } from './prng';
import { checkHistoryOptions, variantSeeder, type HistoryOptions, type VariantSeeder } from './seeder';
import { COMMENTS, FAILURES, OPERATORS, ROW_COMMENTS, TIE_UP_LOCATIONS, trackLayout, type Section } from './skytrain-track';

/** A SkyTrain report request as POST /api/reports/skytrain takes it. */
export type SkytrainHistoryRequest = SkytrainReportInput & { submissionId: string };
type Row = SkytrainReportInput['rows'][number];
type Direction = 'IB' | 'OB';

/** Longest row: a long tangent is logged in stretches of at most 500 m. */
const MAX_ROW_SEGMENTS = 20;
const STONES = [['coarse', 4], ['medium', 3], ['fine', 2]] as const;

/** A grinder's campaign: line and direction, the next segment boundary, and its travel sense. */
interface Campaign {
  line: string;
  direction: Direction;
  at: number;
  min: number;
  max: number;
}

interface Crew {
  campaign: Campaign;
  operators: string[];
  stone: string;
  engineHours: number;
}

const LINES = customerCatalogue('SKYTRAIN')!.lines;
const LAYOUTS: ReadonlyMap<string, Section[]> = new Map(LINES.map((l) => [l.name, trackLayout(l.name, l.minChain, l.maxChain)]));

/** Outbound grinds up the segment numbers, inbound down them. */
const forward = (c: Campaign) => c.direction === 'OB';
const finished = (c: Campaign) => (forward(c) ? c.at >= c.max : c.at <= c.min);

/** A campaign on a line and direction no other crew (nor this one) is on, weighted by length. */
function newCampaign(rng: Rng, busy: readonly Campaign[]): Campaign {
  const free = LINES.flatMap((l) => (['OB', 'IB'] as const).map((direction) => ({ l, direction })))
    .filter(({ l, direction }) => !busy.some((c) => c.line === l.name && c.direction === direction));
  const { l, direction } = rng.weighted(free.map((p) => [p, p.l.maxChain - p.l.minChain] as const));
  const span = l.maxChain - l.minChain;
  const offset = rng.int(0, Math.floor(span / 2));
  return { line: l.name, direction, at: direction === 'OB' ? l.minChain + offset : l.maxChain - offset, min: l.minChain, max: l.maxChain };
}

/** The section the next segment in the travel sense lies in. */
function sectionAhead(c: Campaign): Section {
  const segment = forward(c) ? c.at : c.at - 1;
  return LAYOUTS.get(c.line)!.find((s) => s.start <= segment && segment < s.end)!;
}

function passes(rng: Rng, type: string): [number, number] {
  const base = type === 'Curve' ? rng.int(2, 4) : type === 'Switch' ? 1 : rng.int(1, 3);
  // On curves the high rail usually takes more passes than the low rail.
  const extra = type === 'Curve' ? rng.int(0, 2) : rng.int(0, 1);
  return rng.chance(0.5) ? [base, Math.min(6, base + extra)] : [Math.min(6, base + extra), base];
}

/** One night's rows from the campaign's position, section by section; moves the position on. */
function nightRows(rng: Rng, c: Campaign): Row[] {
  const rows: Row[] = [];
  const count = rng.int(1, 6);
  for (let i = 0; i < count && !finished(c); i += 1) {
    const section = sectionAhead(c);
    const reach = rng.int(4, MAX_ROW_SEGMENTS);
    const next = forward(c) ? Math.min(section.end, c.at + reach) : Math.max(section.start, c.at - reach);
    const incomplete = rng.chance(0.1);
    const [passesLeft, passesRight] = passes(rng, section.type);
    rows.push({
      completed: incomplete ? 'incomplete' : 'complete',
      direction: c.direction,
      segmentFrom: Math.min(c.at, next),
      segmentTo: Math.max(c.at, next),
      curveType: section.type,
      passesLeft,
      passesRight,
      comments: incomplete ? rng.pick(ROW_COMMENTS.incomplete) : rng.chance(0.15) ? rng.pick(ROW_COMMENTS[section.type]) : '',
    });
    // An incomplete section is ground again from its start the next night.
    if (incomplete) break;
    c.at = next;
  }
  return rows;
}

/** A night lost to a failure: the planned section recorded unground, no sparks. */
function lostNightRow(c: Campaign): Row {
  const section = sectionAhead(c);
  const next = forward(c) ? Math.min(section.end, c.at + MAX_ROW_SEGMENTS) : Math.max(section.start, c.at - MAX_ROW_SEGMENTS);
  return {
    completed: 'incomplete',
    direction: c.direction,
    segmentFrom: Math.min(c.at, next),
    segmentTo: Math.max(c.at, next),
    curveType: section.type,
    passesLeft: 0,
    passesRight: 0,
    comments: 'Not ground: grinder failure.',
  };
}

/**
 * The history: per date and grinder a night shift on Sunday to Thursday nights (~6% lost to
 * weather, maintenance or no track release) and ~12% of Friday and Saturday nights as overtime.
 * ~3% of worked nights are lost to a failure (0 spark minutes, a comment saying so). Engine hours
 * run on per grinder. Ordered by date, then grinder.
 */
export function generateSkytrainHistory({ seed, from, to, grinders = SKYTRAIN_GRINDER_TYPES }: HistoryOptions): SkytrainHistoryRequest[] {
  checkHistoryOptions(from, to, { name: 'SkyTrain', known: SKYTRAIN_GRINDER_TYPES, grinders });
  const rng = createRng(seed);
  const crews = new Map<string, Crew>();
  for (const g of grinders) {
    const campaign = newCampaign(rng, [...crews.values()].map((c) => c.campaign));
    crews.set(g, { campaign, operators: [rng.pick(OPERATORS), rng.pick(OPERATORS)], stone: rng.weighted(STONES), engineHours: roundTo(rng.between(8000, 24000), 1) });
  }
  const out: SkytrainHistoryRequest[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekend = weekday(date) >= 5;
    for (const grinder of grinders) {
      const crew = crews.get(grinder)!;
      // Idling, moves and maintenance put a little on the meter even on nights off.
      crew.engineHours = roundTo(crew.engineHours + rng.between(0, 0.6), 1);
      if (weekend ? !rng.chance(0.12) : rng.chance(0.06)) continue;
      if (finished(crew.campaign)) crew.campaign = newCampaign(rng, [...crews.values()].map((c) => c.campaign));
      const campaign = crew.campaign;
      if (rng.chance(0.2)) crew.stone = rng.weighted(STONES);
      const trackTime = rng.int(36, 60) * 5;
      const lost = rng.chance(0.03);
      const rows = lost ? [lostNightRow(campaign)] : nightRows(rng, campaign);
      crew.engineHours = roundTo(crew.engineHours + (lost ? rng.between(0.5, 2) : trackTime / 60 + rng.between(1, 2.5)), 1);
      out.push({
        submissionId: rng.uuid(),
        shiftDate: date,
        line: campaign.line as SkytrainReportInput['line'],
        shiftType: weekend || rng.chance(0.05) ? 'OT-Overtime' : 'R-Regular',
        grinderOperator: rng.pick(crew.operators),
        grinderType: grinder as SkytrainReportInput['grinderType'],
        stoneType: crew.stone as SkytrainReportInput['stoneType'],
        sparkMins: lost ? 0 : rng.int(60, Math.min(240, trackTime - 30)),
        availableTrackTime: trackTime,
        engineHours: crew.engineHours,
        tieUpLocation: rng.pick(TIE_UP_LOCATIONS[campaign.line]),
        commentsExt: lost ? rng.pick(FAILURES) : rng.chance(0.6) ? rng.pick(COMMENTS) : '',
        rows,
      });
    }
  }
  return out;
}

/** The SkyTrain variant for the seed runs (registry.ts). */
export const skytrainSeeder: VariantSeeder = variantSeeder({
  variant: 'skytrain',
  sites: ['SKYTRAIN'],
  grinders: SKYTRAIN_GRINDER_TYPES,
  generate: generateSkytrainHistory,
  filing: (caller, request) => skytrainFiling(caller, parse(submitSkytrainReportSchema, request)),
});

/**
 * Deterministic BART grind history (spec 000 sections 2.7, 5.6 and 9.4): night shifts of each
 * grinder, working through the lines in campaigns that advance along a line a stretch per night,
 * with passes 1-6, the odd incomplete row ground again the next night, switches, stone types
 * that suit the grinder, and nights off. Same seed, same history; every request passes
 * domain bartReportSchema.
 */
import { addDays, BART_GRINDER_TYPES, BART_LINES, roundTo, weekday, type BartReportInput } from '@grindline/domain';
import { createRng, type Rng } from './prng';
import { checkHistoryOptions, type HistoryOptions } from './seeder';

/** A BART report request as POST /api/reports/bart takes it. */
export type BartHistoryRequest = BartReportInput & { submissionId: string };

const OPERATORS = ['Dana Ortiz', 'Lee Nguyen', 'Sam Patel', 'Chris Romero', 'Alex Kim', 'Jordan Hayes', 'Robin Fischer', 'Taylor Brooks'];
const STONES: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>> = {
  '5062': [['10" coarse', 4], ['10" medium', 3], ['10" coarse thin', 2], ['10" fine', 1]],
  '5063': [['10" coarse', 3], ['10" medium', 3], ['10" fine', 2], ['10" xf', 1]],
  'LRG-7': [['6" coarse', 3], ['6" fine', 2]],
  '2103': [['goli', 1]],
};
const STARTS = ['23:00', '23:15', '23:30', '23:30', '23:45', '00:00', '00:15', '00:30'];
const STOPS = ['03:30', '03:45', '04:00', '04:15', '04:30', '04:30', '04:45', '05:00'];
const COMMENTS = [
  'Clear night, no delays.',
  'Track released 20 min late.',
  'Spark blanket laid through dry grass section.',
  'Stone change mid-shift.',
  'Fire watch on site all shift.',
  'Flagging delay at interlocking.',
  'Light rain, good sparks control.',
  'Water truck refill at 02:00.',
  'Train traffic held us 15 min.',
];

/** Where a grinder is in its campaign: line, direction and the next mile point. */
interface Campaign {
  line: string;
  direction: '1' | '2';
  at: number;
  minMp: number;
  maxMp: number;
}

function newCampaign(rng: Rng): Campaign {
  const def = rng.weighted(BART_LINES.map((l) => [l, Math.max(0.5, l.maxMp - l.minMp)] as const));
  const span = def.maxMp - def.minMp;
  return { line: def.name, direction: rng.pick(['1', '2'] as const), at: roundTo(def.minMp + rng.between(0, span * 0.5), 2), minMp: def.minMp, maxMp: def.maxMp };
}

/** One night's rows: consecutive stretches from the campaign's position; returns where it ends. */
function nightRows(rng: Rng, c: Campaign): { rows: BartReportInput['rows']; next: number } {
  const rows: BartReportInput['rows'] = [];
  let at = c.at;
  const count = rng.int(2, 6);
  for (let i = 0; i < count && at < c.maxMp; i += 1) {
    const isSwitch = rng.chance(0.12);
    const to = roundTo(Math.min(c.maxMp, at + (isSwitch ? rng.between(0.02, 0.05) : rng.between(0.08, 0.4))), 2);
    if (to <= at) break;
    const incomplete = rng.chance(0.1);
    const base = rng.int(1, 4);
    rows.push({
      segmentType: isSwitch ? 'Switch' : 'Open Track',
      completed: incomplete ? 'incomplete' : 'complete',
      direction: rng.chance(0.9) ? c.direction : c.direction === '1' ? '2' : '1',
      segmentFrom: at,
      segmentTo: to,
      passesLeft: Math.min(6, base + rng.int(0, 2)),
      passesRight: Math.min(6, base + rng.int(0, 2)),
    });
    // An incomplete stretch is ground again from its start the next night.
    if (incomplete) return { rows, next: at };
    at = to;
  }
  return { rows, next: at };
}

/**
 * The history: for each date and grinder, a night shift unless it is the grinder's night off
 * (Friday and Saturday nights, plus ~8% of the others for weather, maintenance or no track
 * release). Ordered by date, then grinder.
 */
export function generateBartHistory({ seed, from, to, grinders = BART_GRINDER_TYPES }: HistoryOptions): BartHistoryRequest[] {
  checkHistoryOptions(from, to, { name: 'BART', known: BART_GRINDER_TYPES, grinders });
  const rng = createRng(seed);
  const crews = new Map(grinders.map((g) => [g, { campaign: newCampaign(rng), operators: [rng.pick(OPERATORS), rng.pick(OPERATORS)] }]));
  const out: BartHistoryRequest[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = weekday(date);
    for (const grinder of grinders) {
      const crew = crews.get(grinder)!;
      if (day === 5 || day === 6 || rng.chance(0.08)) continue;
      let campaign = crew.campaign;
      if (campaign.at >= campaign.maxMp - 0.02) campaign = crew.campaign = newCampaign(rng);
      const { rows, next } = nightRows(rng, campaign);
      campaign.at = next;
      if (rows.length === 0) continue;
      out.push({
        submissionId: rng.uuid(),
        grinderOperator: rng.pick(crew.operators),
        date,
        grinderType: grinder as BartReportInput['grinderType'],
        stoneType: rng.weighted(STONES[grinder]) as BartReportInput['stoneType'],
        startTime: rng.pick(STARTS),
        stopTime: rng.pick(STOPS),
        line: campaign.line,
        comments: rng.chance(0.55) ? rng.pick(COMMENTS) : '',
        rows,
      });
    }
  }
  return out;
}

/**
 * Deterministic New York subway history (spec 000 sections 2.8, 3.7, 3.8, 5.7 and 9.5): each
 * grinder works five nights a week inside a GO track outage, in campaigns along one track of a
 * division line, station by station, with 1-4 grind limits a night, defects removed on about 40%
 * of them, the odd incomplete limit ground again the next night, delays now and then, and lost
 * nights. Same seed, same history; every request passes the route's schema and line checks.
 */
import { addDays, NYCT_DEFECT_TYPES, NYCT_GRINDER_TYPES, NYCT_LINES, NYCT_LEVELS, weekday, type NyctDivision, type NyctGrindLimitInput, type NyctShiftInput } from '@grindline/domain';
import { parse } from '../lib/validate';
import { customerCatalogue } from '../reference/catalogue';
import type { CatalogueLine } from '../reference/catalogue-types';
import { NYCT_SITE, nyctFiling, submitNyctReportSchema } from '../services/nyct-reports';
import { createRng, type Rng } from './prng';
import { checkHistoryOptions, variantSeeder, type HistoryOptions, type VariantSeeder } from './seeder';

/** A subway report request as POST /api/reports/nyct takes it. */
export type NyctHistoryRequest = NyctShiftInput & { submissionId: string };

/** Stations along each line from its chain 0, for the limits' locations. */
const STATIONS: Readonly<Record<string, readonly string[]>> = {
  IRT_BB: ['Van Cortlandt Park - 242 St', 'Dyckman St', '168 St', '137 St - City College', '96 St', '72 St', 'Times Sq - 42 St', '14 St', 'Chambers St', 'South Ferry'],
  IRT_LX: ['Brooklyn Bridge', '14 St - Union Sq', 'Grand Central - 42 St', '59 St', '86 St', '125 St'],
  IRT_FL: ['Flushing - Main St', 'Mets - Willets Point', '74 St - Broadway', '61 St - Woodside', 'Queensboro Plaza', 'Hunters Point Av', 'Grand Central', 'Times Sq - 42 St'],
  IRT_PL: ['3 Av - 138 St', 'Hunts Point Av', 'Parkchester', 'Castle Hill Av', 'Pelham Bay Park'],
  IRT_JR: ['149 St - Grand Concourse', '161 St - Yankee Stadium', 'Burnside Av', 'Fordham Rd', 'Bedford Park Blvd', 'Woodlawn'],
  IRT_WP: ['149 St - Grand Concourse', 'E 180 St', 'Gun Hill Rd', '225 St', 'Wakefield - 241 St'],
  IRT_EP: ['Borough Hall', 'Atlantic Av', 'Franklin Av', 'Utica Av', 'Sutter Av', 'New Lots Av'],
  IRT_DA: ['E 180 St', 'Morris Park', 'Pelham Pkwy', 'Baychester Av', 'Eastchester - Dyre Av'],
  BMT_CN: ['8 Av', '14 St - Union Sq', 'Bedford Av', 'Lorimer St', 'Myrtle - Wyckoff Avs', 'Broadway Junction', 'Canarsie - Rockaway Pkwy'],
  BMT_JM: ['Broad St', 'Canal St', 'Essex St', 'Marcy Av', 'Myrtle Av', 'Broadway Junction', 'Cypress Hills', '121 St', 'Jamaica Center'],
  BMT_MY: ['Myrtle Av', 'Central Av', 'Knickerbocker Av', 'Forest Av', 'Fresh Pond Rd', 'Middle Village - Metropolitan Av'],
  BMT_FA: ['DeKalb Av', 'Atlantic Av - Barclays Ctr', 'Union St', '36 St', '59 St', 'Bay Ridge - 95 St'],
  BMT_SB: ['59 St', '8 Av', 'Fort Hamilton Pkwy', '18 Av', 'Kings Hwy', '86 St', 'Coney Island - Stillwell Av'],
  BMT_WE: ['9 Av', 'Fort Hamilton Pkwy', '62 St', '18 Av', 'Bay Pkwy', '25 Av', 'Coney Island - Stillwell Av'],
  BMT_BR: ['Prospect Park', 'Church Av', 'Newkirk Plaza', 'Kings Hwy', 'Sheepshead Bay', 'Brighton Beach', 'Coney Island - Stillwell Av'],
  BMT_AS: ['39 Av', '36 Av', 'Broadway', '30 Av', 'Astoria Blvd', 'Astoria - Ditmars Blvd'],
  IND_EA: ['Inwood - 207 St', '168 St', '145 St', '125 St', '59 St - Columbus Circle', '42 St - Port Authority', 'W 4 St', 'Chambers St', 'Jay St - MetroTech'],
  IND_SA: ['57 St', '47-50 Sts - Rockefeller Ctr', '42 St - Bryant Pk', '34 St - Herald Sq', '14 St', 'W 4 St'],
  IND_QB: ['Jamaica Center', 'Sutphin Blvd', 'Kew Gardens - Union Tpke', 'Forest Hills - 71 Av', 'Jackson Hts - Roosevelt Av', 'Queens Plaza', 'Lexington Av - 53 St', '7 Av', 'World Trade Center'],
  IND_CC: ['145 St', '155 St', '161 St - Yankee Stadium', 'Tremont Av', 'Fordham Rd', 'Bedford Park Blvd', 'Norwood - 205 St'],
  IND_CT: ['Court Sq', 'Greenpoint Av', 'Nassau Av', 'Metropolitan Av', 'Bedford - Nostrand Avs', 'Hoyt - Schermerhorn Sts', 'Church Av'],
  IND_FS: ['Jay St - MetroTech', 'Hoyt - Schermerhorn Sts', 'Nostrand Av', 'Utica Av', 'Broadway Junction', 'Euclid Av'],
  IND_RK: ['Broad Channel', 'Beach 90 St', 'Beach 98 St', 'Beach 105 St', 'Rockaway Park - Beach 116 St'],
  IND_CU: ['Jay St - MetroTech', '7 Av', 'Church Av', 'Ditmas Av', 'Kings Hwy', 'Avenue X', 'Coney Island - Stillwell Av'],
};
/** Yards of each division (spec 000 section 9.5 names; which yard serves which division is ours). */
const YARDS: Readonly<Record<NyctDivision, readonly string[]>> = {
  IRT: ['239th Street', 'Westchester', 'Corona', 'Livonia'],
  BMT: ['Canarsie', 'Coney Island', 'East New York'],
  IND: ['207th Street', 'Jamaica', 'Concourse', 'Pitkin'],
};
const SUB_DIVISIONS: Readonly<Record<NyctDivision, readonly NyctShiftInput['subDiv'][]>> = { IRT: ['T-1', 'T-2'], BMT: ['T-3'], IND: ['T-6'] };
const SUPERVISORS = ['Kevin Walsh', 'Maria Santos', 'Darnell Brooks', 'Angela Russo', 'Luis Ortega', 'Tanya Greene', 'Michael Chen', 'Patrick Doyle', 'Renee Jackson'];
const LEVELS = NYCT_LEVELS.map((l) => l.label) as NyctShiftInput['departFuel'][];
const DEFECT_TYPES = NYCT_DEFECT_TYPES.map((d) => d.label);
const DEFECT_COMMENTS = ['Left rail', 'Right rail', 'Both rails', 'At rail joint', 'Near insulated joint', 'Through the curve', 'At the weld'];
const DELAYS = {
  machine: ['Stone change', 'Hydraulic leak on carriage 2', 'Dust collector fault', 'Brake test failed, reset'],
  fm: ['Heavy rain, water in the tunnel', 'Flooding at the portal', 'Snow at the outdoor section'],
  train: ['Work train ahead', 'Late passenger train through the GO limits', 'Held at the interlocking'],
  customer: ['Flagging set up late', 'Power not removed on time', 'GO limits changed by the TSS'],
} as const;

const clock = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Where a grinder is: a track of a division line, the next position (feet) and where to stop. */
interface Campaign {
  div: NyctDivision;
  line: CatalogueLine;
  trackId: string;
  at: number;
  stop: number;
  yard: string;
  subDiv: NyctShiftInput['subDiv'];
}

function newCampaign(rng: Rng, lines: readonly CatalogueLine[]): Campaign {
  const line = rng.weighted(lines.map((l) => [l, l.maxChain - l.minChain] as const));
  const div = line.division as NyctDivision;
  const at = Math.round(line.minChain + rng.between(0, 0.7) * (line.maxChain - line.minChain));
  return {
    div,
    line,
    trackId: rng.pick(line.directions).trackId,
    at,
    stop: Math.min(line.maxChain, at + rng.int(4000, 20000)),
    yard: rng.pick(YARDS[div]),
    subDiv: rng.pick(SUB_DIVISIONS[div]),
  };
}

function location(rng: Rng, line: CatalogueLine, ft: number): string {
  const names = STATIONS[line.name];
  const i = Math.min(names.length - 2, Math.floor(((ft - line.minChain) / (line.maxChain - line.minChain)) * (names.length - 1)));
  return rng.weighted<string>([[names[i], 2], [`north of ${names[i]}`, 2], [`south of ${names[i + 1]}`, 2], [`${names[i]} to ${names[i + 1]}`, 2], ['', 1]]);
}

function defects(rng: Rng): NyctGrindLimitInput['defects'] {
  if (!rng.chance(0.4)) return [];
  const count = rng.int(1, 3);
  const types = new Set<string>();
  while (types.size < count) types.add(rng.pick(DEFECT_TYPES));
  return [...types].map((type) => ({
    numRemoved: rng.int(1, 12),
    type,
    priority: rng.weighted([['P1', 1], ['P2', 3], ['P3', 3]] as const),
    comment: rng.chance(0.4) ? rng.pick(DEFECT_COMMENTS) : '',
  }));
}

/** One night's grind limits: consecutive stretches of a few stations from the campaign's position. */
function nightLimits(rng: Rng, c: Campaign): { limits: NyctGrindLimitInput[]; next: number; passFeet: number } {
  const limits: NyctGrindLimitInput[] = [];
  let at = c.at;
  let passFeet = 0;
  const count = rng.int(1, 4);
  for (let i = 0; i < count && at < c.stop; i += 1) {
    // Later limits of a night may skip a stretch (a switch, a station); the first resumes where the last night ended.
    const from = at + (i > 0 && rng.chance(0.25) ? rng.int(50, 400) : 0);
    if (c.stop - from < 50) break;
    const to = Math.min(c.stop, from + rng.int(150, 700));
    const segmentType = rng.weighted([['Tangent', 6], ['Guarded Curve', 2], ['Un-Guarded Curve', 2]] as const);
    const curve = segmentType !== 'Tangent';
    const base = rng.int(1, 5);
    const high = Math.min(8, base + (curve ? rng.int(1, 3) : rng.int(0, 1)));
    const leftHigh = rng.chance(0.5);
    const incomplete = rng.chance(0.1);
    const highProfile = rng.pick(['HR-1', 'HR-2'] as const);
    limits.push({
      trackId: c.trackId,
      segmentType,
      segmentFrom: Math.floor(from / 100),
      segmentFromFeet: from % 100,
      segmentTo: Math.floor(to / 100),
      segmentToFeet: to % 100,
      passesLeft: leftHigh ? high : base,
      passesRight: leftHigh ? base : high,
      profileLeft: curve ? (leftHigh ? highProfile : 'LOW') : rng.weighted([['TAN', 4], ['HR-1', 1]] as const),
      profileRight: curve ? (leftHigh ? 'LOW' : highProfile) : rng.weighted([['TAN', 4], ['HR-1', 1]] as const),
      completed: incomplete ? 'incomplete' : 'complete',
      location: location(rng, c.line, from),
      defects: defects(rng),
    });
    passFeet += high * (to - from);
    // An incomplete limit is ground again from its start the next night.
    if (incomplete) return { limits, next: from, passFeet };
    at = to;
  }
  return { limits, next: at, passFeet };
}

function delay(rng: Rng, p: number, min: number, max: number, comments: readonly string[]): [number, string] {
  return rng.chance(p) ? [rng.int(min, max), rng.pick(comments)] : [0, ''];
}

/** The shift fields around the limits: crew, yards, fuel and water, GO and times, delays. */
function shiftFields(rng: Rng, date: string, c: Campaign, crew: Crew, passFeet: number) {
  const supervisor = rng.pick(crew.supervisors);
  const depart = rng.int(22 * 60 + 30, 23 * 60 + 15);
  const goStart = rng.pick([23 * 60 + 30, 23 * 60 + 45, 24 * 60 + 1, 24 * 60 + 1, 24 * 60 + 15, 24 * 60 + 30]);
  const goEnd = rng.pick([28 * 60 + 30, 28 * 60 + 45, 29 * 60, 29 * 60, 29 * 60 + 15, 29 * 60 + 30]);
  const entry = goStart + rng.int(10, 30);
  const leave = goEnd - rng.int(10, 25);
  const fuel = rng.int(0, 2);
  const water = rng.int(0, 1);
  const [machineDelay, machineDelayComment] = delay(rng, 0.1, 15, 90, DELAYS.machine);
  const [fmDelay, fmDelayComment] = delay(rng, 0.03, 30, 120, DELAYS.fm);
  const [trainDelay, trainDelayComment] = delay(rng, 0.12, 5, 40, DELAYS.train);
  const [customerDelay, customerDelayComment] = delay(rng, 0.08, 10, 45, DELAYS.customer);
  const lost = machineDelay + fmDelay + trainDelay + customerDelay;
  return {
    superName: supervisor.name,
    superType: supervisor.level,
    passNum: supervisor.passNum,
    subDiv: c.subDiv,
    departYard: c.yard,
    departTime: clock(depart),
    departFuel: LEVELS[fuel],
    departWater: LEVELS[water],
    arrivalYard: rng.chance(0.85) ? c.yard : rng.pick(YARDS[c.div]),
    arrivalTime: clock(goEnd + rng.int(20, 50)),
    arrivalFuel: LEVELS[fuel + rng.int(1, 2)],
    arrivalWater: LEVELS[water + rng.int(2, 4)],
    goNum: `G.O. ${date.slice(2, 4)}-${rng.int(10000, 99999)}`,
    goPriority: rng.weighted([['Scheduled', 3], ['Piggy Back', 1]] as const),
    goStartTime: clock(goStart),
    goEndTime: clock(goEnd),
    goEntryTime: clock(entry),
    goDepartTime: clock(leave),
    sparkMin: Math.max(60, Math.min(240, leave - entry - 20) - lost - rng.int(0, 60)),
    passDistance: Math.round((passFeet * rng.between(0.98, 1.06)) / 10) * 10,
    machineDelay, machineDelayComment, fmDelay, fmDelayComment, trainDelay, trainDelayComment, customerDelay, customerDelayComment,
  } satisfies Partial<NyctShiftInput>;
}

interface Crew {
  supervisors: { name: string; level: NyctShiftInput['superType']; passNum: string }[];
  /** The two nights of the week (0 = Sunday) the grinder does not work. */
  off: readonly number[];
  campaign: Campaign;
}

/**
 * The history: for each date and grinder a night shift, except the grinder's two nights off a
 * week and ~7% lost nights (GO cancelled, machine down). Ordered by date, then grinder.
 */
export function generateNyctHistory({ seed, from, to, grinders = NYCT_GRINDER_TYPES }: HistoryOptions): NyctHistoryRequest[] {
  checkHistoryOptions(from, to, { name: 'NYCT', known: NYCT_GRINDER_TYPES, grinders });
  const lines = customerCatalogue(NYCT_SITE)!.lines;
  const rng = createRng(seed);
  const crews = new Map<string, Crew>(
    grinders.map((g, i) => [
      g,
      {
        supervisors: [0, 1].map(() => ({ name: rng.pick(SUPERVISORS), level: rng.pick(['MS-I', 'MS-II'] as const), passNum: String(rng.int(500000, 699999)) })),
        off: i % 2 === 0 ? [5, 6] : [6, 0],
        campaign: newCampaign(rng, lines),
      },
    ]),
  );
  const out: NyctHistoryRequest[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const grinder of grinders) {
      const crew = crews.get(grinder)!;
      if (crew.off.includes(weekday(date)) || rng.chance(0.07)) continue;
      if (crew.campaign.at >= crew.campaign.stop - 100) crew.campaign = newCampaign(rng, lines);
      const c = crew.campaign;
      const { limits, next, passFeet } = nightLimits(rng, c);
      c.at = next;
      if (limits.length === 0) continue;
      out.push({
        submissionId: rng.uuid(),
        date,
        grinderType: grinder as NyctShiftInput['grinderType'],
        div: c.div,
        line: c.line.name,
        lineLabel: NYCT_LINES[c.div].find((l) => `${c.div}_${l.code}` === c.line.name)?.name ?? '',
        ...shiftFields(rng, date, c, crew, passFeet),
        grindLimits: limits,
      });
    }
  }
  return out;
}

/** The subway history filed through the NYCT service's filing, as the API would. */
export const nyctSeeder: VariantSeeder = variantSeeder({
  variant: 'nyct',
  sites: [NYCT_SITE],
  grinders: NYCT_GRINDER_TYPES,
  generate: generateNyctHistory,
  filing: (caller, request) => nyctFiling(caller, parse(submitNyctReportSchema, request)),
});

/**
 * The shift fields of one generated night of the multi-step form (spec 000 sections 3.1 and 5.2):
 * night-shift times (dated with 'Previous Day?' when the call is the evening before), tie-up
 * locations, crew and transit-rep names with numeric phones, spark minutes, levels, delays with
 * comments, and comments.
 */
import { addDays, customerProfile, REGULAR_SHIFT, type LevelOption, type StandardReportInput } from '@grindline/domain';
import { createRng, type Rng } from './prng';

interface Person {
  name: string;
  phone: string;
}

/** The people of a grinder crew: two operators and an ARM supervisor. */
export interface CrewStaff {
  operators: readonly Person[];
  supervisor: Person;
}

const FIRST = ['Dana', 'Lee', 'Sam', 'Chris', 'Alex', 'Jordan', 'Robin', 'Taylor', 'Morgan', 'Casey', 'Jamie', 'Riley', 'Avery', 'Quinn'];
const LAST = ['Ortiz', 'Nguyen', 'Patel', 'Romero', 'Kim', 'Hayes', 'Fischer', 'Brooks', 'Lavoie', 'Tremblay', 'Okafor', 'Larsen', 'Moreau', 'Singh'];

/** Area code, tie-up locations and transit reps per customer (our choice of real yard names). */
const SITES: Readonly<Record<string, { area: string; yards: readonly string[] }>> = {
  ETS: { area: '780', yards: ['D.L. MacDonald Yard', 'Gerry Wright OMF', 'Clareview Station'] },
  SOUNDTRANSIT: { area: '206', yards: ['Forest Street OMF', 'Bel-Red OMF', 'Tacoma OMF'] },
  PRT: { area: '412', yards: ['South Hills Village Yard', 'Glenbury Yard'] },
  MBTA: { area: '617', yards: ['Wellington Yard', 'Cabot Yard', 'Orient Heights Yard', 'Mattapan Yard'] },
  JFK: { area: '718', yards: ['AirTrain Maintenance Facility', 'Federal Circle'] },
  SDMTS: { area: '619', yards: ['Imperial Avenue Yard', 'South Yard'] },
  NCTD: { area: '760', yards: ['Stuart Mesa Yard', 'Escondido Yard'] },
  OTRAIN: { area: '613', yards: ['Belfast Yard', 'Walkley Yard'] },
  VTA: { area: '408', yards: ['Guadalupe Yard', 'Younger Yard'] },
  GCRTA: { area: '216', yards: ['Brookpark Yard', 'East 55th Street Shop'] },
  'C-Train': { area: '403', yards: ['Haysboro LRV Yard', 'Anderson Garage', 'Oliver Bowen Yard'] },
};
/** Stone size each grinder mostly runs. */
const STONE_SIZE: Readonly<Record<string, string>> = { 'LRG-24': '10"', 'LRG-31': '10"', 'VM-8000': '6"', 'C-Train': '4"' };
const STONE_GRADES: ReadonlyArray<readonly [string, number]> = [['coarse', 3], ['medium', 3], ['fine', 2], ['xf', 1]];

const EXTERNAL = ['Clear night, no delays.', 'Track released 20 min late.', 'Light rain, good sparks control.', 'Fire watch on site all shift.', 'Flagging delay at interlocking.', 'Stone change mid-shift.', 'Ground through station platforms at reduced speed.'];
const INTERNAL = ['Left stone carriage vibrating, check on weekend.', 'Water truck refill at 02:00.', 'Crew short one operator.', 'Dust suppression nozzles cleaned.', 'Order more coarse stones.'];
const MACHINE = ['Hydraulic leak on grind module.', 'Stone motor tripped.', 'Engine overheated, cooled down.', 'Dust collector fault.'];
const CUSTOMER = ['Track released late.', 'Work train in the block.', 'Waiting for protection.', 'Signal crew still on track.'];
const LORAM = ['Stone change.', 'Late crew change.', 'Water refill.'];
const NOT_REGULAR: Readonly<Record<string, string>> = {
  'S-Stand By': 'Stood by: track not released.',
  'F-Failed Shift': 'Shift failed: grinder would not start.',
  'FM-Force Majeure': 'Force majeure: severe weather, no track access.',
  'OD-Off Day': 'Crew off day.',
  'M-Maintenance': 'Maintenance shift: stone carriage service.',
  'TR-Transit': 'Grinder in transit to the next customer.',
};

const phone = (rng: Rng, area: string) => `${area}555${String(rng.int(0, 9999)).padStart(4, '0')}`;
const person = (rng: Rng, area: string): Person => ({ name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng, area) });
const siteOf = (site: string, line: string) => SITES[site] ?? { area: '555', yards: [`${line} Yard`] };

/** A crew: two operators and a supervisor, with their phones. */
export function crewStaff(rng: Rng): CrewStaff {
  return { operators: [person(rng, '555'), person(rng, '555')], supervisor: person(rng, '555') };
}

/** A customer's two transit reps: fixed per customer, whatever else the history draws. */
function transitReps(site: string): Person[] {
  const rng = createRng(`transit-rep:${site}`);
  const { area } = siteOf(site, '');
  return [person(rng, area), person(rng, area)];
}

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * Call, departed, start, stop and tie-up, strictly increasing: usually from the evening before
 * (every time then carries its date, as 'Previous Day?' writes it), sometimes all after midnight.
 */
function nightTimes(rng: Rng, date: string): [string, string, string, string, string] {
  const afterMidnight = rng.chance(0.2);
  const call = afterMidnight ? rng.int(0, 9) * 5 : -rng.int(12, 30) * 5;
  const departed = call + rng.int(4, 9) * 5;
  const start = departed + rng.int(4, 10) * 5;
  const stop = start + rng.int(afterMidnight ? 30 : 36, afterMidnight ? 48 : 60) * 5;
  const tieUp = stop + rng.int(4, 9) * 5;
  const times = [call, departed, start, stop, tieUp];
  if (afterMidnight) return times.map(hhmm) as [string, string, string, string, string];
  const previous = addDays(date, -1);
  return times.map((t) => `${t < 0 ? previous : date}T${hhmm(t)}`) as [string, string, string, string, string];
}

const level = (rng: Rng, levels: readonly LevelOption[], min: number) => String(rng.pick(levels.filter((l) => l.value >= min)).value);

function delay(rng: Rng, p: number, comments: readonly string[]): [number, string] {
  return rng.chance(p) ? [rng.int(2, 18) * 5, rng.pick(comments)] : [0, ''];
}

export interface NightSpec {
  date: string;
  site: string;
  line: string;
  grinderType: string;
  shiftType: string;
  shiftNum: number;
  staff: CrewStaff;
}

/** Every field of a night's request but the entries and the submission id. */
export function nightShift(rng: Rng, { date, site, line, grinderType, shiftType, shiftNum, staff }: NightSpec): Omit<StandardReportInput, 'entries'> {
  const profile = customerProfile(site);
  const regular = shiftType === REGULAR_SHIFT;
  const [callTime, departedTime, startTime, stopTime, grinderTime] = regular ? nightTimes(rng, date) : [hhmm(rng.int(252, 276) * 5), '', '', '', ''];
  const { yards } = siteOf(site, line);
  const [grindCode, otherCode] = profile.grindWorkTypes;
  const workCode = rng.weighted([[grindCode, 3], [otherCode, 1]] as const);
  const stones = profile.stoneTypes.filter((s) => s.startsWith(STONE_SIZE[grinderType] ?? '') && s !== 'NA');
  const grade = rng.weighted(STONE_GRADES);
  const rep = rng.pick(transitReps(site));
  const operator = rng.pick(staff.operators);
  const [machineDelay, machineDelayComment] = delay(rng, regular ? 0.12 : 0, MACHINE);
  const [customerDelay, customerDelayComment] = delay(rng, regular ? 0.18 : 0, CUSTOMER);
  const [loramDelay, loramDelayComment] = delay(rng, regular ? 0.06 : 0, LORAM);
  return {
    date, site: profile.id as StandardReportInput['site'], line, shiftNum, shiftType, grinderType,
    workType: profile.workTypes.find((w) => w === workCode || w.startsWith(`${workCode} `)) ?? profile.workTypes[0],
    stoneType: stones.find((s) => s.endsWith(` ${grade}`)) ?? stones[0] ?? profile.stoneTypes[0],
    sparkMin: regular ? rng.int(12, 48) * 5 : 0,
    callTime, departedTime, startTime, stopTime, grinderTime,
    grinderLoc: rng.pick(yards),
    ARMTieUpLoc: rng.pick(yards),
    machineDelay, machineDelayComment, customerDelay, customerDelayComment, loramDelay, loramDelayComment,
    fuelLevel: level(rng, profile.fuelLevels, 0.5),
    waterLevel: level(rng, profile.waterLevels, 0.25),
    sparkBlanket: '',
    grindPlanType: '',
    grinderOperator: operator.name,
    grinderOperatorNumber: operator.phone,
    ARMSupervisor: staff.supervisor.name,
    ARMSupervisorNumber: staff.supervisor.phone,
    transitRep: rep.name,
    transitRepNumber: rep.phone,
    commentsExt: regular ? (rng.chance(0.5) ? rng.pick(EXTERNAL) : '') : (NOT_REGULAR[shiftType] ?? ''),
    commentsInt: rng.chance(0.25) ? rng.pick(INTERNAL) : '',
  };
}

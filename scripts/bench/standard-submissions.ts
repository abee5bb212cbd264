/**
 * Times the standard customers' multi-step report on the local stack: one request carrying a
 * report over 2 km of O-Train's CONFEDERATION line (200 chain units of 0.01 km, database
 * multiplier 100), against the legacy form's pattern, one request per chain unit
 * (POST /form/submitGrind, spec 000 section 7.3), sent sequentially through the same gateway,
 * authorizer and handler (each unit its own report, the closest our API gets without a legacy route).
 */
import { signIn } from './bart-client';
import { median, postCreated } from './submit';
import { customerProfile } from '@grindline/domain';

const SITE = 'OTRAIN';
const CHAIN_UNITS = 200;
const STEP = 0.01;
const REPEATS = 10;

function report(date: string, shiftNum: number, entries: Array<{ from: number; to: number }>) {
  const profile = customerProfile(SITE);
  const line = profile.lines.find((l) => l.name === 'CONFEDERATION') ?? profile.lines[0];
  return {
    submissionId: crypto.randomUUID(),
    date,
    site: SITE,
    line: line.name,
    shiftNum: String(shiftNum),
    shiftType: 'R-Regular',
    workType: profile.workTypes[0],
    grinderType: profile.grinderTypes[0],
    stoneType: profile.stoneTypes[0],
    sparkMin: '30',
    callTime: '20:00',
    departedTime: '21:00',
    startTime: '22:00',
    stopTime: '23:00',
    grinderTime: '23:30',
    grinderLoc: 'Yard',
    ARMTieUpLoc: 'Yard',
    machineDelay: '0',
    customerDelay: '0',
    grinderOperator: 'Bench Runner',
    ARMSupervisor: 'Bench',
    ARMSupervisorNumber: '1',
    transitRep: 'Bench',
    transitRepNumber: '2',
    commentsExt: 'benchmark',
    entries: entries.map((e) => ({
      chainFrom_comp: e.from,
      chainTo_comp: e.to,
      direction: line.directions[0],
      number: 'T1',
      profile_l: profile.profiles[0],
      profile_r: profile.profiles[0],
      passes_l: 2,
      passes_r: 2,
      complete: true,
    })),
  };
}

const day = (year: number, offset: number) => new Date(Date.UTC(year, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** Runs both ways and returns the printed figures (one request against one per chain unit, as a ratio). */
export async function timeStandardSubmissions(url: string): Promise<string> {
  const cookie = await signIn(url, 'otrainadmin');
  await postCreated(url, cookie, '/api/reports/standard', report(day(2093, 400), 1, [{ from: 0, to: 0.5 }])); // warm the bundles

  const oneRequest: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const started = performance.now();
    await postCreated(url, cookie, '/api/reports/standard', report(day(2094, i), 1, [{ from: 0, to: Number((CHAIN_UNITS * STEP).toFixed(2)) }]));
    oneRequest.push(performance.now() - started);
  }
  const started = performance.now();
  for (let unit = 0; unit < CHAIN_UNITS; unit += 1) {
    const from = Number((unit * STEP).toFixed(2));
    await postCreated(url, cookie, '/api/reports/standard', report(day(2095, 0), unit + 1, [{ from, to: Number((from + STEP).toFixed(2)) }]));
  }
  const legacy = performance.now() - started;
  const one = median(oneRequest);
  return [
    `Standard (multi-step) report covering 2 km of ${SITE} (${CHAIN_UNITS} chain units), local stack:`,
    `  one request (median of ${REPEATS}): ${one.toFixed(1)} ms`,
    `  legacy pattern, ${CHAIN_UNITS} sequential requests (one per chain unit): ${legacy.toFixed(0)} ms`,
    `  ratio legacy/new: ${(legacy / one).toFixed(1)}x`,
  ].join('\n');
}

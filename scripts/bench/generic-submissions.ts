/**
 * Times a generic single-page report (issue 10) whose rows cover 100 chain units (of 0.1 km), filed as one
 * request, against the old form's shape, one request per chain unit of the rows (spec 000 section
 * 4: 'done when the last chain of the last row has been posted'), sent sequentially through the
 * same gateway, authorizer and handler; each unit is its own report here, the closest our API gets
 * to that shape without a legacy route.
 */
import { signIn } from './bart-client';
import { median, postCreated } from './submit';
const UNITS = 100;
/** One chain unit in the form's entered units: 0.1 km, so the rows lie on TRILLIUM (0 to 19.1), which the server checks. */
const STEP = 0.1;
const at = (unit: number) => Number((unit * STEP).toFixed(2));
const REPEATS = 5;

function report(date: string, shiftNum: number, rows: { from: number; to: number }[]) {
  return {
    submissionId: crypto.randomUUID(), shiftDate: date, customer: 'OTRAIN', line: 'TRILLIUM', shiftNum, shiftType: 'R-Regular', grinderType: 'LRG-24',
    sparkMins: 90, passFeet: 0, grinderOperator: 'Bench Runner', grinderOperatorNum: '1', armSupervisor: 'Sup', armSupervisorNum: '2', transitRep: 'Rep', transitRepNum: '3',
    grinds: rows.map((r) => ({ segmentFrom: r.from, segmentTo: r.to, length: 0, curve: 'T', leftRailPasses: 2, rightRailPasses: 2, completed: 'complete', direction: 'NB' })),
  };
}

const day = (offset: number) => new Date(Date.UTC(2096, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** Runs both ways and returns the printed figures. */
export async function timeGenericSubmissions(url: string): Promise<string> {
  const cookie = await signIn(url, 'otrainadmin');
  const base = (Math.floor(Date.now() / 86_400_000) % 100) * 3; // fresh dates per run
  await postCreated(url, cookie, '/api/reports/generic', report(day(base), 999, [{ from: 0, to: at(1) }]));
  const one: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const started = performance.now();
    await postCreated(url, cookie, '/api/reports/generic', report(day(base + 1), i + 1, [{ from: 0, to: at(UNITS / 2) }, { from: at(UNITS / 2), to: at(UNITS) }]));
    one.push(performance.now() - started);
  }
  const started = performance.now();
  for (let u = 0; u < UNITS; u += 1) await postCreated(url, cookie, '/api/reports/generic', report(day(base + 2), u + 1, [{ from: at(u), to: at(u + 1) }]));
  const oldWay = performance.now() - started;
  return [
    `Generic report, 2 rows covering ${UNITS} chain units, local stack:`,
    `  one request (median of ${REPEATS}): ${median(one).toFixed(1)} ms`,
    `  old way, ${UNITS} sequential requests (one per row chain): ${oldWay.toFixed(0)} ms`,
    `  ratio old/new: ${(oldWay / median(one)).toFixed(1)}x`,
  ].join('\n');
}

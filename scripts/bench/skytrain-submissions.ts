/**
 * Times a SkyTrain report of 40 segments (spec 000 9.3: 25 m each) filed as one request against
 * the old application's shape, one request per segment, sent sequentially through the same
 * gateway, authorizer and handler (issue 10).
 */
import { signIn } from './bart-client';
import { median, postCreated } from './submit';
const SEGMENTS = 40;
const REPEATS = 5;

function report(date: string, rows: { from: number; to: number }[]) {
  return {
    submissionId: crypto.randomUUID(),
    shiftDate: date,
    line: 'EXPO',
    shiftType: 'R-Regular',
    grinderOperator: 'Bench Runner',
    grinderType: 'TG8-5',
    stoneType: 'coarse',
    sparkMins: 100,
    rows: rows.map((r) => ({ completed: 'complete', direction: 'OB', segmentFrom: r.from, segmentTo: r.to, curveType: 'Tangent', passesLeft: 2, passesRight: 2 })),
  };
}

const day = (offset: number) => new Date(Date.UTC(2093, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** Runs both ways and returns the printed figures. */
export async function timeSkytrainSubmissions(url: string): Promise<string> {
  const cookie = await signIn(url, 'skytrainadmin');
  const runDay = Math.floor(Date.now() / 86_400_000) % 300; // fresh dates per run: shift numbers stay low
  await postCreated(url, cookie, '/api/reports/skytrain', report(day(runDay), [{ from: 100, to: 101 }]));
  const one: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const started = performance.now();
    await postCreated(url, cookie, '/api/reports/skytrain', report(day(runDay + 1), [{ from: 100, to: 100 + SEGMENTS }]));
    one.push(performance.now() - started);
  }
  const started = performance.now();
  for (let s = 0; s < SEGMENTS; s += 1) await postCreated(url, cookie, '/api/reports/skytrain', report(day(runDay + 2), [{ from: 100 + s, to: 101 + s }]));
  const oldWay = performance.now() - started;
  return [
    `SkyTrain report of ${SEGMENTS} segments, local stack:`,
    `  one request (median of ${REPEATS}): ${median(one).toFixed(1)} ms`,
    `  old way, ${SEGMENTS} sequential requests (one per segment): ${oldWay.toFixed(0)} ms`,
    `  ratio old/new: ${(oldWay / median(one)).toFixed(1)}x`,
  ].join('\n');
}

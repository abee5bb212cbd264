/**
 * Times a SkyTrain report of 40 segments (spec 000 9.3: 25 m each) filed as one request against
 * the old application's shape, one request per segment, sent sequentially through the same
 * gateway, authorizer and handler (issue 10).
 */
const SEGMENTS = 40;
const REPEATS = 5;

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'skytrainadmin', password: 'Grindline-demo-1' }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

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

async function post(url: string, cookie: string, body: unknown): Promise<void> {
  const response = await fetch(`${url}/api/reports/skytrain`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`bench submission failed: ${response.status} ${await response.text()}`);
}

const day = (offset: number) => new Date(Date.UTC(2093, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs both ways and returns the printed figures. */
export async function timeSkytrainSubmissions(url: string): Promise<string> {
  const cookie = await signIn(url);
  const runDay = Math.floor(Date.now() / 86_400_000) % 300; // fresh dates per run: shift numbers stay low
  await post(url, cookie, report(day(runDay), [{ from: 100, to: 101 }]));
  const one: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const started = performance.now();
    await post(url, cookie, report(day(runDay + 1), [{ from: 100, to: 100 + SEGMENTS }]));
    one.push(performance.now() - started);
  }
  const started = performance.now();
  for (let s = 0; s < SEGMENTS; s += 1) await post(url, cookie, report(day(runDay + 2), [{ from: 100 + s, to: 101 + s }]));
  const oldWay = performance.now() - started;
  return [
    `SkyTrain report of ${SEGMENTS} segments, local stack:`,
    `  one request (median of ${REPEATS}): ${median(one).toFixed(1)} ms`,
    `  old way, ${SEGMENTS} sequential requests (one per segment): ${oldWay.toFixed(0)} ms`,
    `  ratio old/new: ${(oldWay / median(one)).toFixed(1)}x`,
  ].join('\n');
}

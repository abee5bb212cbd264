/**
 * Times the NYCT report (issue 11) on the local stack: one request filing a Grind Shift Report of
 * 20 grind limits each with a defect removed, against the old application's pattern (the shift,
 * then one request per grind report, then one per grind: 1 + 20 + 20 sequential requests,
 * each here its own conditional write through the same gateway, authorizer and handler, the
 * closest our API gets to that shape without a legacy route); then the time of an edit (load the
 * report for edit, save it as a new version in one transaction).
 */
import { signIn } from './bart-client';
import { median } from './submit';
import { customerCatalogue } from '../../functions/src/reference/catalogue';

const LIMITS = 20;
const REPEATS = 10;

async function call(url: string, cookie: string, method: string, path: string, body?: unknown): Promise<Record<string, any>> {
  const response = await fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json', cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`bench ${method} ${path} failed: ${response.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

/** Stations of the Canarsie line's track 2, so every limit lies within its line. */
function stations(): { first: number; step: number } {
  const line = customerCatalogue('NYCT')!.lines.find((l) => l.name === 'BMT_CN')!;
  const first = Math.ceil(line.minChain / 100) + 1;
  const step = Math.max(1, Math.floor((line.maxChain / 100 - first - 1) / (LIMITS + 1)));
  return { first, step };
}

function report(date: string, limits: number, withDefects: boolean, sparkMin = 150) {
  const { first, step } = stations();
  return {
    submissionId: crypto.randomUUID(),
    date, grinderType: 'LPC-5', superName: 'Bench Runner', superType: 'MS-I', passNum: '1', subDiv: 'T-3', div: 'BMT', line: 'BMT_CN', lineLabel: '',
    departYard: 'Canarsie', departTime: '23:20', departFuel: '7/8', departWater: 'Full', arrivalYard: 'Canarsie', arrivalTime: '05:35', arrivalFuel: '3/4', arrivalWater: '1/2',
    goNum: 'G.O. bench', goPriority: 'Scheduled', goStartTime: '00:01', goEndTime: '05:00', goEntryTime: '00:20', goDepartTime: '04:40', sparkMin, passDistance: 0,
    grindLimits: Array.from({ length: limits }, (_, i) => ({
      trackId: 'BMT_CN_2', segmentType: 'Tangent', segmentFrom: first + i * step, segmentFromFeet: 0, segmentTo: first + i * step + step / 2, segmentToFeet: 0,
      passesLeft: 2, passesRight: 2, profileLeft: 'HR-2', profileRight: 'HR-2', completed: 'complete', location: '',
      defects: withDefects ? [{ numRemoved: 1, type: 'Battered', priority: 'P2', comment: '' }] : [],
    })),
  };
}

const day = (base: number, offset: number) => new Date(Date.UTC(base, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** Runs both ways and the edits; returns the printed figures. */
export async function timeNyctSubmissionAndEdit(url: string): Promise<string> {
  const filer = await signIn(url, 'nyctadmin');
  const editor = await signIn(url, 'nyctadminedit');
  await call(url, filer, 'POST', '/api/reports/nyct', report(day(2093, 400), 1, true)); // warm the bundles

  const oneRequest: number[] = [];
  const filed: string[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const started = performance.now();
    filed.push((await call(url, filer, 'POST', '/api/reports/nyct', report(day(2093, i), LIMITS, true))).shiftId);
    oneRequest.push(performance.now() - started);
  }

  const started = performance.now();
  // The shift, then one request per grind report, then one per grind (defect): 41 writes.
  await call(url, filer, 'POST', '/api/reports/nyct', report(day(2094, 0), 1, false));
  for (let i = 0; i < LIMITS; i += 1) await call(url, filer, 'POST', '/api/reports/nyct', report(day(2094, 1 + i), 1, false));
  for (let i = 0; i < LIMITS; i += 1) await call(url, filer, 'POST', '/api/reports/nyct', report(day(2094, 1 + LIMITS + i), 1, true));
  const oldWay = performance.now() - started;

  await call(url, editor, 'GET', `/api/reports/${filed[0]}/edit`); // warm the edit bundles
  const edits: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const shiftId = filed[i];
    const t0 = performance.now();
    const loaded = await call(url, editor, 'GET', `/api/reports/${shiftId}/edit`);
    await call(url, editor, 'PUT', `/api/reports/${shiftId}`, { ...loaded.form, changeId: loaded.changeId, sparkMin: 140 });
    edits.push(performance.now() - t0);
  }
  const one = median(oneRequest);
  return [
    `NYCT Grind Shift Report, ${LIMITS} grind limits each with a defect removed, local stack:`,
    `  one request (median of ${REPEATS}): ${one.toFixed(1)} ms`,
    `  legacy pattern, 1 + ${LIMITS} + ${LIMITS} sequential requests: ${oldWay.toFixed(0)} ms`,
    `  ratio legacy/new: ${(oldWay / one).toFixed(1)}x`,
    `  edit of that report (load for edit + save as a new version, median of ${REPEATS}): ${median(edits).toFixed(1)} ms`,
  ].join('\n');
}

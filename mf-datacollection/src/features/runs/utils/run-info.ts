/**
 * The run-information popup's content (spec 001 section 2.13): what was measured where, by whom,
 * and what processing made of it, as label/value rows; and the body of its static map.
 */
import type { DataCollectionRun, MapImageInput } from '@grindline/domain';

/** The longest caption POST /api/maps/image accepts. */
const MAX_LABEL = 80;

function statusText(run: DataCollectionRun): string {
  if (run.status === 'failed') return `failed: ${run.reason ?? 'no reason given'}`;
  return run.status;
}

/** The popup's rows, in the order a measurement crew reads them; empty texts are left out. */
export function runInfoRows(run: DataCollectionRun): [string, string][] {
  const rows: [string, string | number | null | undefined][] = [
    ['Date', run.date],
    ['Site', run.clientId],
    ['Line', run.lineName],
    ['Track Id', run.trackId],
    ['Start MP', run.from],
    ['End MP', run.to],
    ['Rail', run.rail],
    ['Sensor position (mm)', run.sensor],
    ['Running band', run.runningBand],
    ['Description', run.description],
    ['Operator', run.operator],
    ['Comment', run.comment],
    ['File', run.fileName],
    ['Shift', run.shiftId],
    ['Status', statusText(run)],
    ['Length (m)', run.lengthM === undefined ? undefined : run.lengthM.toFixed(1)],
    ['CQI 65/75/85/95% (µm)', run.cqi ? ['65', '75', '85', '95'].map((q) => run.cqi?.[q] ?? '–').join(' / ') : undefined],
  ];
  return rows.filter((r): r is [string, string | number] => r[1] !== undefined && r[1] !== null && String(r[1]).trim() !== '').map(([k, v]) => [k, String(v)]);
}

/** POST /api/maps/image's body: the run's start..end MP drawn as a measured range on its line. */
export function runMapBody(run: Pick<DataCollectionRun, 'clientId' | 'lineName' | 'date' | 'trackId' | 'rail' | 'from' | 'to'>): MapImageInput {
  return {
    site: run.clientId,
    line: run.lineName,
    date: run.date,
    label: `CAT run ${run.trackId} ${run.rail}`.slice(0, MAX_LABEL),
    completeChains: [[run.from, run.to]],
    incompleteChains: [],
    purpose: 'measurement',
  };
}

/**
 * The aggregates against DynamoDB Local: random histories filed and deleted through the real
 * services, and edited the way issue 11's report change will (the new version and
 * aggregateWrites(before, after) in one transaction), leave exactly the items a rebuild from the
 * surviving reports gives. Each run uses a month of its own in 2088 (ETS), so runs never meet.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { accessFor, type ShiftReport } from '@grindline/domain';
import { queryAll } from '../../data/query-all';
import { deleteReport } from '../delete-report';
import { fileReport } from '../file-report';
import { getReport, sendTransaction, toReportItem } from '../report-store';
import { config } from '../../lib/config';
import { aggregateWrites, countersOf } from './aggregate-writes';
import { rebuildTotals } from './totals';
import { aggregatePartition, SUMMARY_PARTITION } from './keys';

const ADMIN = { username: 'admin', role: 'admin', access: accessFor('admin') };
let month = 0;

const arbFields = fc.record({
  day: fc.integer({ min: 1, max: 28 }),
  grinderType: fc.constantFrom('5062', 'LRG-7'),
  shiftType: fc.constantFrom('R-Regular', 'OT-Overtime'),
  sparkMin: fc.integer({ min: 0, max: 300 }),
  feetComp: fc.integer({ min: 0, max: 5000 }),
  tracks: fc.array(fc.record({ trackId: fc.constantFrom('A_1', 'A_2', 'B_1'), length: fc.integer({ min: 1, max: 900 }), complete: fc.boolean() }), { maxLength: 3 }),
});
const arbOp = fc.oneof(
  fc.record({ op: fc.constant('file' as const), fields: arbFields }),
  fc.record({ op: fc.constant('edit' as const), pick: fc.nat(), fields: arbFields }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
);

type Fields = { day: number; grinderType: string; shiftType: string; sparkMin: number; feetComp: number; tracks: Array<{ trackId: string; length: number; complete: boolean }> };

const build = (shiftId: string, prefix: string, f: Fields, submissionId: string = randomUUID()): ShiftReport => ({
  shiftId,
  site: 'ETS',
  variant: 'standard',
  date: `${prefix}-${String(f.day).padStart(2, '0')}`,
  line: 'Capital',
  grinderType: f.grinderType,
  stoneType: '10V',
  grinderOperator: 'Fuzz',
  shiftType: f.shiftType,
  sparkMin: f.sparkMin,
  passFeet: 2 * f.feetComp,
  feetComp: f.feetComp,
  feetIncomp: 0,
  comments: '',
  ranges: f.tracks.map((t) => ({ trackId: t.trackId, direction: '1', from: 0, to: 1, length: t.length, passesLeft: 1, passesRight: 1, complete: t.complete })),
  createdAt: '2088-01-01T00:00:00.000Z',
  createdBy: 'fuzz',
  submissionId,
});

/** Items of one month as a reader sees them: counters default to 0, all-zero items carry nothing. */
function figures(items: Iterable<Record<string, unknown>>, prefix: string): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const item of items) {
    if (!String(item.period).startsWith(prefix)) continue;
    const counters = Object.fromEntries(countersOf(item.kind as 'shift' | 'summary' | 'track').map((n) => [n, (item[n] as number | undefined) ?? 0]));
    if (Object.values(counters).every((v) => v === 0)) continue;
    out[String(item.sk)] = counters;
  }
  return out;
}

it('after random files, edits and deletes, equal a rebuild from the surviving reports', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(arbOp, { maxLength: 8 }), async (ops) => {
      month += 1;
      const prefix = `2088-${String(month).padStart(2, '0')}`;
      const live = new Map<string, ShiftReport>();
      let seq = 0;
      for (const op of ops) {
        const ids = [...live.keys()];
        if (op.op === 'file') {
          seq += 1;
          const report = build(`${prefix.replace('-', '')}${String(op.fields.day).padStart(2, '0')}00${String(seq).padStart(3, '0')}`, prefix, op.fields);
          await fileReport(report, 'taken', { mail: false });
          live.set(report.shiftId, report);
        } else if (ids.length > 0) {
          const id = ids[op.pick % ids.length];
          const before = (await getReport(id))!;
          if (op.op === 'edit') {
            const after = { ...build(id, prefix, op.fields, before.submissionId), date: before.date };
            await sendTransaction([{ Put: { TableName: config.tableName, Item: toReportItem(after) } }, ...aggregateWrites(before, after)]);
            live.set(id, after);
          } else {
            await deleteReport(ADMIN, id);
            live.delete(id);
          }
        }
      }
      // The site's own partition and its summary cells in the all-site one.
      const stored = [
        ...(await queryAll<Record<string, unknown>>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': aggregatePartition('ETS') } })),
        ...(await queryAll<Record<string, unknown>>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': SUMMARY_PARTITION } })).filter((i) => i.site === 'ETS'),
      ];
      expect(figures(stored, prefix)).toEqual(figures(rebuildTotals(live.values()).values(), prefix));
    }),
    { numRuns: 12 },
  );
}, 120_000);

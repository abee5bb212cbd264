import fc from 'fast-check';
import type { GrindRange, ShiftReport } from '@grindline/domain';
import { aggregateWrites, countersOf, MAX_AGGREGATE_ITEMS } from './aggregate-writes';
import { applyUpdates, rebuildTotals, type AggregateTotals } from './totals';

const TABLE = 't';

const range = (overrides: Partial<GrindRange> = {}): GrindRange => ({
  trackId: 'A1',
  direction: 'EB',
  from: 0,
  to: 1,
  length: 100,
  passesLeft: 2,
  passesRight: 3,
  complete: true,
  ...overrides,
});

const report = (overrides: Partial<ShiftReport> = {}): ShiftReport => ({
  shiftId: '2024030500101',
  site: 'MBTA',
  variant: 'standard',
  date: '2024-03-05',
  line: 'Red',
  grinderType: 'LRG-24',
  stoneType: '10V',
  grinderOperator: 'Sam',
  shiftType: 'R-Regular',
  availableTrackTime: '04:30',
  sparkMin: 120,
  passFeet: 1000,
  feetComp: 500,
  feetIncomp: 100,
  comments: '',
  ranges: [range(), range({ trackId: 'A2', complete: false, length: 40 })],
  createdAt: '2024-03-05T00:00:00Z',
  createdBy: 'sam',
  submissionId: 'x',
  ...overrides,
});

/**
 * What a reader sees: a missing counter reads as 0 (read-aggregates.ts), and an item whose every
 * counter is zero carries no figure (a rebuild never creates it).
 */
function figures(totals: AggregateTotals): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [id, stored] of totals) {
    const item = { ...stored };
    for (const name of countersOf(item.kind as 'shift' | 'summary' | 'track')) item[name] = (item[name] as number | undefined) ?? 0;
    const counters = Object.entries(item).filter(([, v]) => typeof v === 'number');
    if (counters.every(([, v]) => Math.abs(v as number) < 1e-6)) continue;
    out[id] = Object.fromEntries(Object.entries(item).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v]));
  }
  return out;
}

describe('aggregateWrites', () => {
  it("keeps a shift whose form asked no spark minutes (the second flow, BART) out of the spark counters, and in every other", () => {
    for (const unasked of [report({ site: 'NCTD', form: 'second-flow', sparkMin: 0 }), report({ site: 'BART', variant: 'bart', sparkMin: 0 })]) {
      const month = Object.values(figures(applyUpdates(new Map(), aggregateWrites(null, unasked, TABLE)))).find((i) => String(i.sk).startsWith('S#M#'));
      expect(month).toMatchObject({ shifts: 1, feetComp: 500, passFeet: 1000, sparkShifts: 0, sparkFeetComp: 0, sparkPassFeet: 0 });
    }
    // The second flow's stored 'R-Regular' was never chosen: its shift type cell is the unrecorded ''.
    const keys = aggregateWrites(null, report({ site: 'NCTD', form: 'second-flow' }), TABLE).map((i) => i.Update.Key.sk);
    expect(keys).toContain('S#M#2024-03#LRG-24#Red##10V');
    expect(aggregateWrites(null, report({ site: 'BART', variant: 'bart' }), TABLE).map((i) => i.Update.Key.sk)).toContain('S#M#2024-03#LRG-24#Red#R-Regular#10V');
  });

  it('adds a new report to its day, month and year shift and summary cells and to one day and month cell per track', () => {
    const items = aggregateWrites(null, report(), TABLE);
    const keys = items.map((i) => i.Update.Key.sk).sort();
    expect(keys).toEqual([
      'G#D#2024-03-05#MBTA#LRG-24#10V',
      'G#M#2024-03#MBTA#LRG-24#10V',
      'G#Y#2024#MBTA#LRG-24#10V',
      'S#D#2024-03-05#LRG-24#Red#R-Regular#10V',
      'S#M#2024-03#LRG-24#Red#R-Regular#10V',
      'S#Y#2024#LRG-24#Red#R-Regular#10V',
      'T#D#2024-03-05#LRG-24#Red#A1',
      'T#D#2024-03-05#LRG-24#Red#A2',
      'T#M#2024-03#LRG-24#Red#A1',
      'T#M#2024-03#LRG-24#Red#A2',
    ]);
    const month = figures(applyUpdates(new Map(), items))['AGG#MBTA|S#M#2024-03#LRG-24#Red#R-Regular#10V'];
    expect(month).toMatchObject({ shifts: 1, sparkMin: 120, passFeet: 1000, feetComp: 500, feetIncomp: 100, availableMin: 270, availableShifts: 1, passSum: 10, rangeCount: 2, sparkShifts: 1, sparkFeetComp: 500, sparkPassFeet: 1000 });
    expect(figures(applyUpdates(new Map(), items))['AGG#MBTA|S#Y#2024#LRG-24#Red#R-Regular#10V']).toMatchObject({ shifts: 1, sparkMin: 120, rangeCount: 2, period: '2024' });
    expect(figures(applyUpdates(new Map(), items))['AGG#MBTA|T#D#2024-03-05#LRG-24#Red#A2']).toMatchObject({ compFeet: 0, incompFeet: 40 });
    // The summary cell, in the all-site partition, carries the shift cell's counters without line and shift type.
    expect(items.filter((i) => i.Update.Key.sk.startsWith('G#')).map((i) => i.Update.Key.pk)).toEqual(['AGG#*', 'AGG#*', 'AGG#*']);
    expect(figures(applyUpdates(new Map(), items))['AGG#*|G#Y#2024#MBTA#LRG-24#10V']).toMatchObject({ shifts: 1, sparkMin: 120, passFeet: 1000, feetComp: 500, rangeCount: 2, grinderType: 'LRG-24', stoneType: '10V' });
  });

  it('subtracts a deleted report, and an edit that moves no figure writes nothing', () => {
    const r = report();
    const totals = applyUpdates(applyUpdates(new Map(), aggregateWrites(null, r, TABLE)), aggregateWrites(r, null, TABLE));
    expect(figures(totals)).toEqual({});
    expect(aggregateWrites(r, { ...r, comments: 'new comment', grinderOperator: 'Other' }, TABLE)).toEqual([]);
  });

  it('moves an edited report between cells when its grinder or date changes', () => {
    const r = report();
    const moved = { ...r, grinderType: '5062', date: '2024-04-01' };
    const totals = applyUpdates(applyUpdates(new Map(), aggregateWrites(null, r, TABLE)), aggregateWrites(r, moved, TABLE));
    expect(figures(totals)).toEqual(figures(rebuildTotals([moved], TABLE)));
  });

  it('encodes a # in a dimension so it cannot split the key', () => {
    const [first] = aggregateWrites(null, report({ line: 'L#1' }), TABLE);
    expect(first.Update.Key.sk).toBe('S#D#2024-03-05#LRG-24#L%231#R-Regular#10V');
  });

  it('refuses with 413 a change that would need more items than a transaction holds', () => {
    const ranges = Array.from({ length: 45 }, (_, i) => range({ trackId: `T${i}` }));
    expect(() => aggregateWrites(null, report({ ranges }), TABLE)).toThrow(expect.objectContaining({ statusCode: 413 }));
    const fits = Array.from({ length: 40 }, (_, i) => range({ trackId: `T${i}` }));
    expect(aggregateWrites(null, report({ ranges: fits }), TABLE).length).toBeLessThanOrEqual(MAX_AGGREGATE_ITEMS);
  });
});

// A random history of files, edits and deletes, applied one change at a time, must leave exactly
// the aggregates a rebuild from the surviving reports gives.
const arbRange = fc.record({
  trackId: fc.constantFrom('A1', 'A2', 'B#1'),
  length: fc.integer({ min: 0, max: 5000 }),
  passesLeft: fc.integer({ min: 0, max: 9 }),
  passesRight: fc.integer({ min: 0, max: 9 }),
  complete: fc.boolean(),
});
const arbFields = fc.record({
  site: fc.constantFrom('MBTA', 'BART', 'NYCT'),
  date: fc.constantFrom('2024-01-31', '2024-02-01', '2024-02-29', '2025-12-31'),
  line: fc.constantFrom('Red', 'Blue'),
  grinderType: fc.constantFrom('5062', 'LRG-24'),
  stoneType: fc.constantFrom('10V', '10" coarse'),
  shiftType: fc.constantFrom('R-Regular', 'OT-Overtime', 'F-Failed Shift|Staffing'),
  availableTrackTime: fc.option(fc.constantFrom('04:30', '00:45', 'bad'), { nil: undefined }),
  sparkMin: fc.integer({ min: 0, max: 600 }),
  passFeet: fc.integer({ min: 0, max: 90000 }),
  feetComp: fc.integer({ min: 0, max: 9000 }),
  feetIncomp: fc.integer({ min: 0, max: 9000 }),
  ranges: fc.array(arbRange, { maxLength: 4 }),
});
const arbOp = fc.oneof(
  fc.record({ op: fc.constant('file' as const), fields: arbFields }),
  fc.record({ op: fc.constant('edit' as const), pick: fc.nat(), fields: arbFields }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('aggregates never drift from the reports', () => {
  it('after any sequence of files, edits and deletes equal a rebuild from scratch', () => {
    fc.assert(
      fc.property(fc.array(arbOp, { maxLength: 40 }), (ops) => {
        const reports = new Map<string, ShiftReport>();
        const totals: AggregateTotals = new Map();
        let seq = 0;
        for (const op of ops) {
          const ids = [...reports.keys()];
          if (op.op === 'file') {
            const after = report({ ...op.fields, shiftId: `s${(seq += 1)}`, ranges: op.fields.ranges.map((r) => range(r)) });
            reports.set(after.shiftId, after);
            applyUpdates(totals, aggregateWrites(null, after, TABLE));
          } else if (ids.length > 0) {
            const id = ids[op.pick % ids.length];
            const before = reports.get(id)!;
            if (op.op === 'edit') {
              const after = { ...before, ...op.fields, shiftId: id, ranges: op.fields.ranges.map((r) => range(r)) };
              reports.set(id, after);
              applyUpdates(totals, aggregateWrites(before, after, TABLE));
            } else {
              reports.delete(id);
              applyUpdates(totals, aggregateWrites(before, null, TABLE));
            }
          }
        }
        expect(figures(totals)).toEqual(figures(rebuildTotals(reports.values(), TABLE)));
      }),
      { numRuns: 300 },
    );
  });
});

import type { BartReportRequest, ShiftReport } from '@grindline/domain';
import { bartConflictRows } from './conflict-rows';

const mine = {
  grinderOperator: 'Dana Ortiz',
  date: '2024-03-05',
  grinderType: '5062',
  line: 'A',
  stoneType: '10" coarse',
  startTime: '23:30',
  stopTime: '04:15',
  comments: '',
  rows: [{ segmentFrom: 1, segmentTo: 1.5 }],
} as unknown as BartReportRequest;

describe('bartConflictRows', () => {
  it("puts the user's report beside the filed one in the form's words", () => {
    const filed = { ...mine, grinderOperator: 'Lee Chan', line: 'C', ranges: [{ from: 2, to: 3 }] } as unknown as ShiftReport;
    const rows = bartConflictRows(mine, filed);
    expect(rows.find((r) => r.label === 'Person in Charge')).toEqual({ label: 'Person in Charge', mine: 'Dana Ortiz', theirs: 'Lee Chan' });
    expect(rows.find((r) => r.label === 'Mile points ground')).toEqual({ label: 'Mile points ground', mine: '1-1.5', theirs: '2-3' });
    expect(rows.find((r) => r.label === 'Comments')?.mine).toBe('-');
  });

  it("says when the filed report could not be loaded, keeping the user's values", () => {
    const rows = bartConflictRows(mine, undefined);
    expect(rows.every((r) => r.theirs === 'not loaded')).toBe(true);
    expect(rows[0].mine).toBe('Dana Ortiz');
  });
});

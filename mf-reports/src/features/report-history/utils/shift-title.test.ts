import type { ReportHistory, ShiftReport } from '@grindline/domain';
import { shiftTitle } from './shift-title';

const report = { shiftId: '20261101000001', site: 'BART', date: '2026-11-01', line: 'A', grinderType: '5062' } as ShiftReport;
const version = (v: number, action: 'file' | 'edit' | 'delete', withReport: boolean) => ({ shiftId: report.shiftId, site: 'BART', version: v, changeId: `c${v}`, action, at: '2026-11-01T08:00:00.000Z', by: 'bartadmin', diff: null, ...(withReport ? { report: { ...report, grinderType: `506${v}` } } : {}) });

describe('shiftTitle', () => {
  it('names the shift by its newest stored version, a deletion having none', () => {
    const history: ReportHistory = { shiftId: report.shiftId, site: 'BART', deleted: true, currentVersion: null, versions: [version(1, 'file', true), version(2, 'edit', true), version(3, 'delete', false)] };
    expect(shiftTitle(history)).toBe('BART report of Sun, Nov 1, 2026, Line A, grinder 5062');
  });

  it('says only the site when no version kept the report', () => {
    expect(shiftTitle({ shiftId: 'x', site: 'BART', deleted: true, currentVersion: null, versions: [version(1, 'delete', false)] })).toBe('BART report');
  });
});

import type { MonthlyFigures } from './figures';
import { monthlyCsvTables, monthlyInputError, monthlyReportFileName, otherPhase, otherPhaseNote } from './monthly-report';
import { monthlyView } from './site-views';

const input = { site: 'NCTD', projectStart: '2018-02-01', reportEnd: '2025-03-14', interval: '31' };

describe('monthlyInputError (the Report Generator and the monthly route refuse the same)', () => {
  it('accepts the defaults for a site of the caller', () => {
    expect(monthlyInputError(input, ['BART', 'NCTD'])).toBeNull();
    expect(monthlyInputError({ ...input, interval: '366' }, null)).toBeNull();
  });

  it.each([
    [{ site: 'NYCT' }, 'Site: NYCT is not one of your sites'],
    [{ site: '' }, 'Site: choose a site'],
    [{ projectStart: '' }, 'Project Start Date: enter a date'],
    [{ reportEnd: '2025-02-30' }, 'Report End Date: enter a date'],
    [{ reportEnd: '2018-01-31' }, 'Report End Date must be on or after the Project Start Date'],
    [{ interval: '0' }, 'Report Interval must be at least 1 day'],
    [{ interval: '367' }, 'Report Interval must be at most 366 days'],
    [{ interval: '3.5' }, 'Report Interval must be a whole number of days'],
  ])('names the field of %j', (change, message) => {
    expect(monthlyInputError({ ...input, ...change }, ['BART', 'NCTD'])).toBe(message);
  });
});

const figures: MonthlyFigures = {
  site: 'NCTD',
  units: 'Miles',
  phase: 1,
  mtd: { startDate: '2024-03-01', endDate: '2024-04-01' },
  ptd: { startDate: '2018-02-01', endDate: '2024-02-29' },
  plan: null,
  completed: { mtdFeet: 5280, ptdFeet: 10560, totalFeet: 15840, trackFeet: 52800, remainingFeet: 36960 },
  byMonth: [{ month: '2024-02', feet: 10560 }, { month: '2024-03', feet: 5280 }],
  byTrack: [{ trackId: 'C_1', line: 'Coaster', ptdFeet: 10560, mtdFeet: 5280, remainingFeet: 36960 }],
  shiftTypes: [{ grinderType: '5063', mtd: { 'R-Regular': 2 }, ptd: {} }],
};

describe('monthlyCsvTables', () => {
  it('writes every table of the report, with the figures the screen shows', () => {
    const tables = monthlyCsvTables(monthlyView(figures), 'nctd-phase-1');
    expect(tables.map((t) => [t.title, t.fileName])).toEqual([
      ['Completed Miles', 'nctd-phase-1-completed-miles.csv'],
      ['Completed Miles by Month', 'nctd-phase-1-completed-miles-by-month.csv'],
      ['Completed Miles by Line', 'nctd-phase-1-completed-miles-by-line.csv'],
      ['Shift Types', 'nctd-phase-1-shift-types.csv'],
    ]);
    expect(tables[0].csv.split('\r\n')[1]).toBe('Completed this Month,1.00,10.00');
    expect(tables[1].csv).toBe('Month,Miles\r\n2024-02,2.00\r\n2024-03,1.00\r\n');
    expect(tables[2].csv).toBe('Track,PTD,MTD,Remaining\r\nC_1,2,1,7\r\n');
    expect(tables[3].csv).toBe('Chart,Shift type,Shifts\r\n5063 Shift Types (Month to Date),R-Regular,2\r\n');
  });

  it('names the PDF by site, phase and range', () => {
    expect(monthlyReportFileName('NYCT', 2, '2018-02-01', '2025-03-14')).toBe('Monthly Report NYCT phase 2 2018-02-01 to 2025-03-14.pdf');
  });
});

describe('otherPhaseNote (an empty phase says where the work is)', () => {
  const plan = { site: 'NCTD', goalFeet: null, phases: [] };
  const none = { mtdFeet: 0, ptdFeet: 0, totalFeet: 0, trackFeet: 52800, remainingFeet: 52800 };
  const empty: MonthlyFigures = { ...figures, plan, completed: none, byMonth: [], byTrack: [] };
  const other: MonthlyFigures = { ...figures, plan, phase: 2 };

  it('names the range and what the other phase holds, in the site units', () => {
    expect(otherPhaseNote(empty, other)).toEqual({
      text: "Nothing was ground on the tracks of Phase 1 from 2018-02-01 to 2024-04-01. Phase 2's tracks have 3.00 mi completed.",
      phase: '2',
    });
  });

  it('starts at the MTD range when the project has no PTD range', () => {
    const first = { ...empty, ptd: { startDate: '2024-03-01', endDate: '2024-02-29' } };
    expect(otherPhaseNote(first, other)?.text).toContain('from 2024-03-01 to 2024-04-01');
  });

  it('says nothing when the shown phase has work, the other has none, it is not known yet, or there is no plan', () => {
    expect(otherPhaseNote({ ...figures, plan }, other)).toBeNull();
    expect(otherPhaseNote(empty, { ...empty, phase: 2 })).toBeNull();
    expect(otherPhaseNote(empty, undefined)).toBeNull();
    expect(otherPhaseNote({ ...empty, plan: null }, { ...other, plan: null })).toBeNull();
  });

  it('pairs each phase with the other', () => {
    expect([otherPhase(1), otherPhase('2')]).toEqual(['2', '1']);
  });
});

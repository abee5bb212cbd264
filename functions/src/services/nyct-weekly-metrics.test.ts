import type { GrindRange, ShiftReport } from '@grindline/domain';
import { buildWeeklyReport, distanceRow, metricsRow, progressRows, reportDates, unionFeet, type ProgressLine } from './nyct-weekly-metrics';

const range = (over: Partial<GrindRange> = {}): GrindRange => ({
  trackId: 'IRT_BB_1',
  direction: '1',
  from: 10,
  to: 36.4, // stations: 1000 ft to 3640 ft, 2640 ft = 0.5 mi
  length: 2640,
  passesLeft: 2,
  passesRight: 4,
  complete: true,
  defects: [],
  ...over,
});

let n = 0;
const shift = (date: string, over: Partial<ShiftReport> = {}): ShiftReport => ({
  shiftId: `${date.replace(/-/g, '')}${String((n += 1)).padStart(3, '0')}01`,
  site: 'NYCT',
  variant: 'nyct',
  date,
  line: 'IRT_BB',
  grinderType: 'LPC-1',
  stoneType: '',
  grinderOperator: 'Kevin Walsh',
  shiftType: 'R-Regular',
  availableTrackTime: '05:00',
  sparkMin: 150,
  passFeet: 10560, // 2 pass miles
  feetComp: 2640,
  feetIncomp: 0,
  comments: '',
  delays: [
    { kind: 'machine', minutes: 20, comment: '' },
    { kind: 'fm', minutes: 30, comment: '' },
    { kind: 'train', minutes: 10, comment: '' },
    { kind: 'customer', minutes: 5, comment: '' },
  ],
  ranges: [range()],
  createdAt: `${date}T06:00:00.000Z`,
  createdBy: 'test',
  submissionId: 'x',
  ...over,
});

const LINES: ProgressLine[] = [
  { name: 'IRT_BB', label: 'Broadway-Seventh Avenue', division: 'IRT', tracks: { IRT_BB_1: [0, 10560], IRT_BB_2: [0, 10560] } },
  { name: 'BMT_CN', label: 'Canarsie', division: 'BMT', tracks: { BMT_CN_1: [0, 5280] } },
];

describe('reportDates', () => {
  it('runs five Monday weeks from 35 days before the chosen Monday to the Sunday before it, YTD from 1 January', () => {
    expect(reportDates('2026-11-18')).toEqual({
      week: '2026-11-16',
      startDate: '2026-10-12',
      endDate: '2026-11-16',
      lastDay: '2026-11-15',
      weeks: ['2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'],
      ytdFrom: '2026-01-01',
      ytdLineFrom: '2026-01-01',
    });
  });

  it('never starts the year to date before the report data starts (2021-03-15, lines 2021-03-01)', () => {
    expect(reportDates('2021-05-03')).toMatchObject({ ytdFrom: '2021-03-15', ytdLineFrom: '2021-03-01' });
  });
});

describe('metricsRow', () => {
  it('sums minutes and miles, and derives utilisation and average passes', () => {
    const row = metricsRow('2026-11-09', [shift('2026-11-09'), shift('2026-11-10', { sparkMin: 90, availableTrackTime: '04:00', delays: [], ranges: [range({ passesLeft: 1, passesRight: 1, length: 1320, defects: [{ numRemoved: 3 }, { numRemoved: 4 }] })] })]);
    expect(row).toEqual({
      week: '2026-11-09',
      loram_delay: 20, // machine only: force majeure is nobody's fault
      customer_delay: 5,
      train_delay: 10,
      track_time: 540,
      spark_min: 240,
      miles_profiled: 4,
      defectsRemoved: 7,
      avg_passes: 2.33, // (3 * 2640 + 1 * 1320) / 3960
      percent_util: 44.44,
      completed_miles: 1,
    });
  });

  it('is all zeros for a week without shifts', () => {
    expect(metricsRow('2026-11-09', [])).toMatchObject({ track_time: 0, percent_util: 0, avg_passes: 0, completed_miles: 0 });
  });
});

describe('distanceRow and unionFeet', () => {
  it('counts complete length only as completed, every range as pass miles', () => {
    expect(distanceRow('w', [range(), range({ complete: false, defects: [{ numRemoved: 2 }] })])).toEqual({ week: 'w', completed_miles: 0.5, miles_profiled: 4, defectsRemoved: 2 });
  });

  it('measures overlapping and reversed intervals once', () => {
    expect(unionFeet([[0, 100], [50, 150], [300, 200], [400, 400]])).toBe(250);
    expect(unionFeet([])).toBe(0);
  });
});

describe('progressRows', () => {
  it('gives distinct miles per line this year and in the last week, and what remains of its tracks', () => {
    const ytd = [range(), range({ from: 20, to: 46.4 }), range({ trackId: 'IRT_BB_2', complete: false })];
    const week = [range({ from: 20, to: 46.4 })];
    expect(progressRows('IRT', LINES, ytd, week)).toEqual([{ track_id: 'IRT_BB', label: 'Broadway-Seventh Avenue', ytd: 0.69, wtd: 0.5, rem: 3.31 }]);
  });
});

describe('buildWeeklyReport', () => {
  const dates = reportDates('2026-11-16');
  const reports = [
    shift('2026-11-09'),
    shift('2026-11-15', { grinderType: 'LRG-32', ranges: [range({ trackId: 'BMT_CN_1', from: 0, to: 26.4, defects: [{ numRemoved: 5 }] })], feetComp: 2640 }),
    shift('2026-11-16'), // the chosen Monday itself: after the report's last day
    shift('2026-03-02'), // this year, before the window
    shift('2025-12-29'), // last year: totals only
    shift('2021-03-05'), // before the shift data start, after the line data start: totals only
  ];
  const report = buildWeeklyReport(dates, reports, LINES);

  it('has five weekly rows and a YTD row per grinder, the YTD row last', () => {
    const lpc = report.grinders.find((g) => g.grinder === 'LPC-1')!;
    expect(lpc.rows.map((r) => r.week)).toEqual([...dates.weeks, 'YTD']);
    expect(lpc.rows[4]).toMatchObject({ spark_min: 150, completed_miles: 0.5 });
    expect(lpc.rows[5]).toMatchObject({ spark_min: 300, completed_miles: 1 });
    expect(report.grinders.find((g) => g.grinder === 'LRG-32')!.rows[4]).toMatchObject({ spark_min: 150, defectsRemoved: 5 });
  });

  it('splits division distance into corrective (defects removed) and preventative grinding', () => {
    const bmt = report.divisions.find((d) => d.division === 'BMT')!;
    expect(bmt.corrective[4]).toMatchObject({ completed_miles: 0.5, defectsRemoved: 5 });
    expect(bmt.preventative[4]).toMatchObject({ completed_miles: 0 });
    const irt = report.divisions.find((d) => d.division === 'IRT')!;
    expect(irt.preventative.map((r) => r.completed_miles)).toEqual([0, 0, 0, 0, 0.5, 1]);
    expect(bmt.progress).toEqual([{ track_id: 'BMT_CN', label: 'Canarsie', ytd: 0.5, wtd: 0.5, rem: 0.5 }]);
  });

  it('totals every division since the line data start, up to the last day', () => {
    expect(report.totals).toEqual([
      { division: 'IRT', defectsRemoved: 0, miles_ground: 2 },
      { division: 'IND', defectsRemoved: 0, miles_ground: 0 },
      { division: 'BMT', defectsRemoved: 5, miles_ground: 0.5 },
    ]);
  });
});

describe('yearSegments', () => {
  it('splits the history into calendar years for parallel reads', async () => {
    const { yearSegments } = await import('./nyct-weekly');
    expect(yearSegments('2021-03-01', '2023-02-05')).toEqual([
      { from: '2021-03-01', to: '2021-12-31' },
      { from: '2022-01-01', to: '2022-12-31' },
      { from: '2023-01-01', to: '2023-02-05' },
    ]);
    expect(yearSegments('2021-03-01', '2021-03-01')).toEqual([{ from: '2021-03-01', to: '2021-03-01' }]);
    expect(yearSegments('2021-03-01', '2021-02-28')).toEqual([]);
  });
});

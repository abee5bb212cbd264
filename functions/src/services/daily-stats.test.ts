import type { ShiftReport } from '@grindline/domain';
import { parse } from '../lib/validate';
import { csvHeader, dailyStatsCsv, dailyStatsQuerySchema, toDailyStatsCard } from './daily-stats';

const report: ShiftReport = {
  shiftId: '20240305000002',
  site: 'BART',
  variant: 'bart',
  date: '2024-03-05',
  line: 'A',
  grinderType: '5063',
  stoneType: 'goli',
  grinderOperator: 'Pat Lee',
  shiftType: 'R-Regular',
  startTime: '22:30',
  stopTime: '04:15',
  availableTrackTime: '05:45',
  sparkMin: 0,
  passFeet: 9240,
  feetComp: 2640,
  feetIncomp: 1320,
  comments: 'Rain, then "fog"',
  ranges: [
    { trackId: 'A_1', direction: '1', from: 1, to: 1.5, length: 2640, passesLeft: 2, passesRight: 3, complete: true },
    { trackId: 'A_2', direction: '2', from: 2, to: 2.25, length: 1320, passesLeft: 1, passesRight: 1, complete: false },
  ],
  createdAt: '2024-03-06T05:00:00.000Z',
  createdBy: 'bartadmin',
  submissionId: '8f14e45f-ceea-4e7a-9c1b-2d1f4a3b5c6d',
};

describe('toDailyStatsCard', () => {
  it('maps a BART report to its card: ranges as grind data, no delay, spark minutes or shift type (its form asks none)', () => {
    expect(toDailyStatsCard(report)).toEqual({
      shiftId: '20240305000002',
      site: 'BART',
      line: 'A',
      date: '2024-03-05',
      grinderType: '5063',
      passFeet: 9240,
      sparkMin: null,
      feetComp: 2640,
      feetIncomp: 1320,
      availableTime: '05:45',
      shiftType: null,
      delay: null,
      comments: 'Rain, then "fog"',
      grindData: report.ranges,
    });
  });

  it('counts the photos of a report that has some (issue 28), and says nothing of photos otherwise', () => {
    const photo = (n: number) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, fileName: `IMG_${n}.jpg`, contentType: 'image/jpeg' as const, size: 10 });
    expect(toDailyStatsCard({ ...report, photos: [photo(1), photo(2)] }).photoCount).toBe(2);
    expect(toDailyStatsCard({ ...report, photos: [] })).not.toHaveProperty('photoCount');
  });

  it('sums the delay minutes of reports that have them and has no available time when none was stored', () => {
    const withDelays: ShiftReport = {
      ...report,
      availableTrackTime: undefined,
      delays: [
        { kind: 'machine', minutes: 15, comment: 'Hydraulic leak' },
        { kind: 'customer', minutes: 30, comment: 'Late track release' },
        { kind: 'loram', minutes: 0, comment: '' },
      ],
    };
    const card = toDailyStatsCard(withDelays);
    expect(card.delay).toBe(45);
    expect(card.availableTime).toBeNull();
  });

  it('has no delay, not 0, for a report whose form records none (BART, SkyTrain, the second flow)', () => {
    expect(toDailyStatsCard({ ...report, delays: undefined }).delay).toBeNull();
    expect(toDailyStatsCard({ ...report, delays: [] }).delay).toBe(0);
  });
});

describe('dailyStatsCsv', () => {
  it('writes a header and one escaped row per shift with its ranges summarised', () => {
    const csv = dailyStatsCsv('BART', [toDailyStatsCard(report)]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Shift ID,Date,Site,Line,Grinder,Shift Type,Feet Completed,Feet Incomplete,Pass Feet,Spark Minutes,Available Track Time,Delay Minutes,Comments,Grind ranges');
    expect(lines[1]).toBe(
      '20240305000002,2024-03-05,BART,A,5063,,2640,1320,9240,,05:45,,"Rain, then ""fog""",A_1 1-1.5 (complete); A_2 2-2.25 (incomplete)',
    );
    expect(lines[2]).toBe('');
    expect(lines).toHaveLength(3);
  });

  it("leaves spark minutes blank where the site's form has none (BART), and writes them elsewhere", () => {
    const [, bart, mbta] = dailyStatsCsv('BART', [toDailyStatsCard(report), toDailyStatsCard({ ...report, site: 'MBTA', variant: 'standard', comments: '', sparkMin: 0 })]).split('\r\n');
    expect(bart.split(',')[9]).toBe('');
    expect(mbta.split(',')[9]).toBe('0');
  });

  it("leaves the shift type blank where the site's form asks none (BART, NYCT), and writes it elsewhere", () => {
    const [, bart, nyct, mbta] = dailyStatsCsv('ALL', [toDailyStatsCard(report), toDailyStatsCard({ ...report, site: 'NYCT', variant: 'nyct' }), toDailyStatsCard({ ...report, site: 'MBTA', variant: 'standard', comments: '', shiftType: 'S-Stand By' })]).split('\r\n');
    expect([bart, nyct, mbta].map((line) => line.split(',')[5])).toEqual(['', '', 'S-Stand By']);
  });

  it('tells a second-flow report (SOUNDTRANSIT, NCTD: no shift type or spark minutes asked) from a multi-step one of the same site', () => {
    const multiStep: ShiftReport = { ...report, site: 'NCTD', variant: 'standard', comments: '', shiftType: 'S-Stand By', sparkMin: 45 };
    const secondFlow: ShiftReport = { ...multiStep, shiftId: '20240305000003', form: 'second-flow', shiftType: 'R-Regular', sparkMin: 0 };
    expect([toDailyStatsCard(multiStep), toDailyStatsCard(secondFlow)].map((c) => [c.shiftType, c.sparkMin])).toEqual([
      ['S-Stand By', 45],
      [null, null],
    ]);
    const [, asked, unasked] = dailyStatsCsv('NCTD', [toDailyStatsCard(multiStep), toDailyStatsCard(secondFlow)]).split('\r\n');
    expect([asked, unasked].map((line) => [line.split(',')[5], line.split(',')[9]])).toEqual([
      ['S-Stand By', '45'],
      ['', ''],
    ]);
  });

  it('writes only the header when there are no shifts', () => {
    expect(dailyStatsCsv('BART', [])).toBe(`${csvHeader('BART').join(',')}\r\n`);
  });

  it("heads a metre site's lengths in metres", () => {
    expect(csvHeader('SKYTRAIN').slice(6, 9)).toEqual(['Metres Completed', 'Metres Incomplete', 'Pass Metres']);
  });
});

describe('dailyStatsQuerySchema', () => {
  const query = { site: 'BART', startDate: '2024-03-01', endDate: '2024-03-31' };

  it('accepts a site and date range, a blank grinder meaning every grinder', () => {
    expect(parse(dailyStatsQuerySchema, { ...query, grinder: '' })).toEqual({ ...query, grinder: undefined });
    expect(parse(dailyStatsQuerySchema, { ...query, grinder: '5062' }).grinder).toBe('5062');
  });

  it('refuses missing, malformed and impossible dates with clear messages', () => {
    expect(() => parse(dailyStatsQuerySchema, { ...query, startDate: undefined })).toThrow('startDate is required');
    expect(() => parse(dailyStatsQuerySchema, { ...query, endDate: '03/31/2024' })).toThrow('endDate must be a date written YYYY-MM-DD');
    expect(() => parse(dailyStatsQuerySchema, { ...query, endDate: '2024-02-30' })).toThrow('endDate must be a date written YYYY-MM-DD');
  });

  it('refuses a start after the end', () => {
    expect(() => parse(dailyStatsQuerySchema, { ...query, startDate: '2024-04-01' })).toThrow('startDate must be on or before endDate');
  });
});

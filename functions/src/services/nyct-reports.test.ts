import { randomUUID } from 'node:crypto';
import { accessFor } from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { parse } from '../lib/validate';
import {
  buildNyctReport,
  nyctPlaceIssues,
  submitNyctReport,
  submitNyctReportSchema,
  type SubmitNyctReportRequest,
} from './nyct-reports';
import { MAX_SHIFT_NUMBER_ATTEMPTS, NO_SHIFT_NUMBER } from './file-report';
import * as store from './report-store';
import { seedReport, storedItem } from './test-fixtures';

// The day's query can be made to lag (as a real index may) to reach the put-collision paths.
jest.mock('./report-store', () => {
  const actual = jest.requireActual('./report-store');
  return { ...actual, querySiteReports: jest.fn(actual.querySiteReports) };
});
const querySiteReports = store.querySiteReports as jest.MockedFunction<typeof store.querySiteReports>;

const caller: Caller = { username: 'nyctadmin', role: 'NYCTadmin', access: accessFor('NYCTadmin') };
const SUBMISSION = '3c5a1e7d-9b2f-4c8a-8d1e-5f6a7b8c9d0e';

const limit = (overrides: Record<string, unknown> = {}) => ({
  trackId: 'IRT_BB_1',
  segmentType: 'Tangent',
  segmentFrom: '101',
  segmentFromFeet: '25',
  segmentTo: '105',
  segmentToFeet: '75',
  passesLeft: '3',
  passesRight: '2',
  profileLeft: 'HR-1',
  profileRight: 'TAN',
  completed: 'complete',
  location: '96 St - 103 St',
  defects: [{ numRemoved: '4', type: 'Corrugated', priority: 'P2', comment: 'Left rail' }],
  ...overrides,
});

const form = (overrides: Record<string, unknown> = {}) => ({
  submissionId: SUBMISSION,
  date: '2084-02-03',
  grinderType: 'LPC-5',
  superName: 'Maria Santos',
  superType: 'MS-II',
  passNum: '604512',
  subDiv: 'T-2',
  div: 'IRT',
  line: 'IRT_BB',
  lineLabel: '',
  departYard: '239th Street',
  departTime: '23:10',
  departFuel: 'Full',
  departWater: '7/8',
  arrivalYard: '239th Street',
  arrivalTime: '05:40',
  arrivalFuel: '3/4',
  arrivalWater: '1/2',
  goNum: 'G.O. 84-10234',
  goPriority: 'Scheduled',
  goStartTime: '23:45',
  goEndTime: '05:00',
  goEntryTime: '00:05',
  goDepartTime: '04:40',
  sparkMin: '185',
  passDistance: '3200',
  machineDelay: '20',
  machineDelayComment: 'Stone change',
  fmDelay: '',
  trainDelay: 0,
  customerDelay: '15',
  customerDelayComment: 'Flagging started late',
  grindLimits: [
    limit(),
    limit({ trackId: 'IRT_BB_3', segmentType: 'Guarded Curve', segmentFrom: 200, segmentFromFeet: '', segmentTo: 198, segmentToFeet: 50, passesLeft: 1, passesRight: 4, profileLeft: 'LOW', profileRight: 'HR-2', completed: 'incomplete', location: '', defects: [] }),
  ],
  ...overrides,
});

const request = (overrides: Record<string, unknown> = {}) => parse(submitNyctReportSchema, form(overrides)) as SubmitNyctReportRequest;

describe('buildNyctReport', () => {
  const report = buildNyctReport(request(), caller, new Date('2084-02-04T06:00:00.000Z'), 3);

  it('makes the shift id of date, shift number and grinder code (LPC-5 is 02, spec 000 3.3)', () => {
    expect(report.shiftId).toBe('2084020300302');
    expect(report.shiftNum).toBe(3);
  });

  it('turns each grind limit into a range: track number as direction, ends as chain + feet/100, length in feet, defects', () => {
    expect(report.ranges).toEqual([
      {
        trackId: 'IRT_BB_1', direction: '1', from: 101.25, to: 105.75, length: 450, segmentType: 'Tangent', passesLeft: 3, passesRight: 2,
        profileLeft: 'HR-1', profileRight: 'TAN', complete: true, location: '96 St - 103 St',
        defects: [{ numRemoved: 4, type: 'Corrugated', priority: 'P2', comment: 'Left rail' }],
      },
      {
        trackId: 'IRT_BB_3', direction: '3', from: 200, to: 198.5, length: 150, segmentType: 'Guarded Curve', passesLeft: 1, passesRight: 4,
        profileLeft: 'LOW', profileRight: 'HR-2', complete: false, location: '', defects: [],
      },
    ]);
  });

  it('computes pass feet, feet totals and the GO track time across midnight', () => {
    expect(report.passFeet).toBe(3 * 450 + 4 * 150);
    expect(report.feetComp).toBe(450);
    expect(report.feetIncomp).toBe(150);
    expect(report.availableTrackTime).toBe('05:15');
  });

  it('stores the subway constants, the supervisor as operator, the four delays and the extended fields', () => {
    expect(report).toMatchObject({
      site: 'NYCT', variant: 'nyct', date: '2084-02-03', line: 'IRT_BB', grinderType: 'LPC-5', stoneType: '', shiftType: 'R-Regular',
      grinderOperator: 'Maria Santos', sparkMin: 185, comments: '', createdAt: '2084-02-04T06:00:00.000Z', createdBy: 'nyctadmin', submissionId: SUBMISSION,
    });
    expect(report.delays).toEqual([
      { kind: 'machine', minutes: 20, comment: 'Stone change' },
      { kind: 'fm', minutes: 0, comment: '' },
      { kind: 'train', minutes: 0, comment: '' },
      { kind: 'customer', minutes: 15, comment: 'Flagging started late' },
    ]);
    expect(report.extended).toEqual({
      kind: 'nyct', superType: 'MS-II', passNum: '604512', subDiv: 'T-2', div: 'IRT', lineLabel: 'Broadway-Seventh Avenue',
      departYard: '239th Street', departTime: '23:10', departFuel: 'Full', departWater: '7/8',
      arrivalYard: '239th Street', arrivalTime: '05:40', arrivalFuel: '3/4', arrivalWater: '1/2',
      goNum: 'G.O. 84-10234', goPriority: 'Scheduled', goStartTime: '23:45', goEndTime: '05:00', goEntryTime: '00:05', goDepartTime: '04:40',
      passDistance: 3200,
    });
  });

  it('keeps a line label the form gives', () => {
    expect(buildNyctReport(request({ lineLabel: '1 Line' }), caller, new Date(), 1).extended).toMatchObject({ lineLabel: '1 Line' });
  });
});

describe('line and track checks', () => {
  const issues = (overrides: Record<string, unknown>) => nyctPlaceIssues(request(overrides));

  it('accepts the division lines and their tracks', () => {
    expect(issues({})).toEqual([]);
  });

  it('refuses a line of another division or not in the catalogue', () => {
    expect(issues({ div: 'BMT' })).toEqual([{ path: 'line', message: 'Line IRT_BB is not a line of the BMT division' }]);
    expect(issues({ line: 'IRT_XX' })).toEqual([{ path: 'line', message: 'Line IRT_XX is not a line of the IRT division' }]);
  });

  it('refuses a track of another line, naming the grind limit', () => {
    expect(issues({ grindLimits: [limit(), limit({ trackId: 'IRT_LX_1' })] })).toEqual([
      { path: 'grindLimits.1.trackId', message: 'Grind limit 2: track IRT_LX_1 is not a track of line IRT_BB' },
    ]);
    expect(issues({ grindLimits: [limit({ trackId: 'IRT_BB_M' })] })[0].message).toBe('Grind limit 1: track IRT_BB_M is not a track of line IRT_BB');
  });

  it("lets 'Other' take a track of any division, within that track's own line", () => {
    expect(issues({ line: 'Other', div: 'BMT', grindLimits: [limit({ trackId: 'IND_QB_2' }), limit({ trackId: 'BMT_CN_1' })] })).toEqual([]);
    expect(issues({ line: 'Other', grindLimits: [limit({ trackId: 'IND_XX_2' })] })).toEqual([
      { path: 'grindLimits.0.trackId', message: 'Grind limit 1: track IND_XX_2 is not a NYCT track' },
    ]);
    // BMT_AS is 13100 ft long: station 140 is past its end.
    expect(issues({ line: 'Other', grindLimits: [limit({ trackId: 'BMT_AS_1', segmentFrom: 130, segmentTo: 140 })] })).toEqual([
      { path: 'grindLimits.0.segmentTo', message: 'Grind limit 1: entered chain is out of bounds (stations 0+00 to 131+00 on BMT_AS)' },
    ]);
  });

  it('checks both ends, feet included, against the line (IRT_BB runs to station 772+00)', () => {
    expect(issues({ grindLimits: [limit({ segmentFrom: 770, segmentFromFeet: 0, segmentTo: 772, segmentToFeet: 0 })] })).toEqual([]);
    expect(issues({ grindLimits: [limit({ segmentFrom: 771, segmentFromFeet: 0, segmentTo: 772, segmentToFeet: 1 })] })).toEqual([
      { path: 'grindLimits.0.segmentTo', message: 'Grind limit 1: entered chain is out of bounds (stations 0+00 to 772+00 on IRT_BB)' },
    ]);
  });

  it('makes buildNyctReport refuse a bad track with a 400', () => {
    expect(() => buildNyctReport(request({ grindLimits: [limit({ trackId: 'IRT_LX_1' })] }), caller, new Date(), 1)).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'Grind limit 1: track IRT_LX_1 is not a track of line IRT_BB' }),
    );
  });
});

describe('submitNyctReportSchema', () => {
  it("answers the spec's '<Field> is Required' messages", () => {
    expect(() => parse(submitNyctReportSchema, form({ superName: ' ' }))).toThrow('Supervisor Name is Required');
    expect(() => parse(submitNyctReportSchema, form({ goEntryTime: '' }))).toThrow('GO Entry Time is Required');
    expect(() => parse(submitNyctReportSchema, form({ grindLimits: [limit({ defects: [{ numRemoved: 2, type: '', priority: 'P1' }] })] }))).toThrow('Defect Type is Required');
  });

  it('requires a UUID submissionId, after the form fields', () => {
    expect(() => parse(submitNyctReportSchema, form({ submissionId: 'abc' }))).toThrow('submissionId must be a UUID');
    expect(() => parse(submitNyctReportSchema, form({ submissionId: undefined, passNum: '' }))).toThrow('Pass Number is Required');
  });
});

// Dates in 2084-02 belong to this file (the table is shared by the whole run).
describe('submitNyctReport shift numbers', () => {
  const other = { site: 'NYCT', variant: 'nyct' as const, grinderType: 'LRG-32', line: 'IRT_BB' };

  it('takes the next number when the counted one is taken by another submission', async () => {
    // A deleted 001 leaves one report (002): the count says 002, which is taken, so 003.
    await seedReport({ ...other, shiftId: '2084021000205', date: '2084-02-10', shiftNum: 2 });
    const result = await submitNyctReport(caller, request({ date: '2084-02-10', grinderType: 'LRG-32', submissionId: randomUUID() }));
    expect(result).toMatchObject({ created: true, shiftId: '2084021000305', report: { shiftNum: 3 } });
  });

  it('answers a retry found only by the failed put (the day query lagging) with the stored report', async () => {
    const body = request({ date: '2084-02-11', grinderType: 'LRG-32', submissionId: randomUUID() });
    const first = await submitNyctReport(caller, body);
    querySiteReports.mockResolvedValueOnce([]);
    const second = await submitNyctReport(caller, body);
    expect(second).toEqual({ created: false, shiftId: first.shiftId, report: first.report });
    expect(await storedItem('2084021100205')).toBeUndefined();
  });

  it('gives up with 409 after the bounded attempts, writing nothing', async () => {
    for (let n = 1; n <= MAX_SHIFT_NUMBER_ATTEMPTS; n += 1) {
      await seedReport({ ...other, shiftId: `20840212${String(n).padStart(3, '0')}05`, date: '2084-02-12', shiftNum: n });
    }
    querySiteReports.mockResolvedValueOnce([]);
    const attempt = submitNyctReport(caller, request({ date: '2084-02-12', grinderType: 'LRG-32', submissionId: randomUUID() }));
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, message: NO_SHIFT_NUMBER });
    expect(await storedItem(`20840212${String(MAX_SHIFT_NUMBER_ATTEMPTS + 1).padStart(3, '0')}05`)).toBeUndefined();
  });
});

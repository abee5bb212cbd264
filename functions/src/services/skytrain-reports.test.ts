import { accessFor } from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { BadRequestError } from '../lib/errors';
import { parse } from '../lib/validate';
import { buildSkytrainReport, submitSkytrainReportSchema, type SubmitSkytrainReportRequest } from './skytrain-reports';

const caller: Caller = { username: 'skyadmin', role: 'SKYTRAINadmin', access: accessFor('SKYTRAINadmin') };
const SUBMISSION = '3a1f5c2e-7b4d-4e6a-9c8b-1d2e3f4a5b6c';
const NOW = new Date('2083-02-02T06:00:00.000Z');

const form = (overrides: Record<string, unknown> = {}) => ({
  submissionId: SUBMISSION,
  shiftDate: '2083-02-01',
  line: 'MLine',
  shiftType: 'OT-Overtime',
  grinderOperator: 'Kim Dhillon',
  grinderType: 'TG8-5',
  stoneType: 'medium',
  sparkMins: '',
  availableTrackTime: '245',
  engineHours: '15234.5',
  tieUpLocation: 'Lougheed Town Centre',
  commentsExt: 'Power off 20 min late.',
  rows: [
    { completed: 'complete', direction: 'OB', segmentFrom: '10', segmentTo: '14', curveType: 'Curve', passesLeft: '3', passesRight: '4', comments: 'High rail corrugated' },
    { completed: 'incomplete', direction: 'IB', segmentFrom: 20, segmentTo: 22, curveType: 'Switch', passesLeft: 1, passesRight: 0 },
  ],
  ...overrides,
});

const request = (overrides: Record<string, unknown> = {}) => parse(submitSkytrainReportSchema, form(overrides)) as SubmitSkytrainReportRequest;
const row = (overrides: Record<string, unknown>) => [{ ...form().rows[0], ...overrides }];

describe('buildSkytrainReport', () => {
  const report = buildSkytrainReport(request(), caller, NOW, 7);

  it('makes the shift id of date, 3-digit shift number and the code 08 (spec 000 3.3)', () => {
    expect(report.shiftId).toBe('2083020100708');
    expect(report.shiftNum).toBe(7);
  });

  it('turns rows into ranges with the line abbreviation track id and 25 m per segment (spec 9.3)', () => {
    expect(report.ranges).toEqual([
      { trackId: 'ML_1', direction: 'OB', from: 10, to: 14, length: 100, segmentType: 'Curve', passesLeft: 3, passesRight: 4, complete: true, comments: 'High rail corrugated' },
      { trackId: 'ML_2', direction: 'IB', from: 20, to: 22, length: 50, segmentType: 'Switch', passesLeft: 1, passesRight: 0, complete: false, comments: '' },
    ]);
  });

  it('computes pass metres and completed and incompleted metres in the feet fields', () => {
    expect(report.passFeet).toBe(4 * 100 + 1 * 50);
    expect(report.feetComp).toBe(100);
    expect(report.feetIncomp).toBe(50);
  });

  it('stores the shift fields: blank spark mins as 0, track time as HH:MM, engine hours and tie-up', () => {
    expect(report).toMatchObject({
      site: 'SKYTRAIN',
      variant: 'skytrain',
      date: '2083-02-01',
      line: 'MLine',
      shiftType: 'OT-Overtime',
      grinderType: 'TG8-5',
      stoneType: 'medium',
      grinderOperator: 'Kim Dhillon',
      sparkMin: 0,
      availableTrackTime: '04:05',
      comments: 'Power off 20 min late.',
      extended: { kind: 'skytrain', engineHours: 15234.5, tieUpLocation: 'Lougheed Town Centre' },
      createdAt: NOW.toISOString(),
      createdBy: 'skyadmin',
      submissionId: SUBMISSION,
    });
  });

  it('names EXPO and EverGreen tracks EXPO_n and EG_n', () => {
    expect(buildSkytrainReport(request({ line: 'EXPO' }), caller, NOW, 1).ranges.map((r) => r.trackId)).toEqual(['EXPO_1', 'EXPO_2']);
    expect(buildSkytrainReport(request({ line: 'EverGreen' }), caller, NOW, 1).ranges.map((r) => r.trackId)).toEqual(['EG_1', 'EG_2']);
  });

  it('refuses a segment outside the line with a message naming the row and the line range', () => {
    const build = () => buildSkytrainReport(request({ line: 'EverGreen', rows: [form().rows[1], ...row({ segmentTo: 442 })] }), caller, NOW, 1);
    let caught: unknown;
    try {
      build();
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BadRequestError);
    expect((caught as BadRequestError).message).toBe('Row 2: entered chain is out of bounds (Segment To 442; EverGreen runs from 0 to 441).');
    expect((caught as BadRequestError).issues).toEqual([{ path: 'rows.1.segmentTo', message: (caught as BadRequestError).message }]);
    expect(() => buildSkytrainReport(request({ line: 'EverGreen', rows: row({ segmentTo: 441 }) }), caller, NOW, 1)).not.toThrow();
  });

  it('refuses a row whose Segment From is greater than its Segment To', () => {
    expect(() => buildSkytrainReport(request({ rows: row({ segmentFrom: 15, segmentTo: 14 }) }), caller, NOW, 1)).toThrow(
      'Row 1: Segment From cannot be greater than Segment To.',
    );
  });
});

describe('submitSkytrainReportSchema', () => {
  it('shows the spec message of the first problem', () => {
    expect(() => parse(submitSkytrainReportSchema, form({ shiftType: '' }))).toThrow('Type of shift is required.');
    expect(() => parse(submitSkytrainReportSchema, form({ sparkMins: 'lots' }))).toThrow('Spark mins must be a number.');
  });

  it('requires a UUID submissionId', () => {
    expect(() => parse(submitSkytrainReportSchema, form({ submissionId: undefined }))).toThrow('submissionId must be a UUID');
  });
});

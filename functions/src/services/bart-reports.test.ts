import { accessFor } from '@grindline/domain';
import { parse } from '../lib/validate';
import type { Caller } from '../lib/create-handler';
import { buildBartReport, submitBartReportSchema, type SubmitBartReportRequest } from './bart-reports';

const caller: Caller = { username: 'bartadmin', role: 'BARTadmin', access: accessFor('BARTadmin') };
const SUBMISSION = '8f14e45f-ceea-4e7a-9c1b-2d1f4a3b5c6d';

const form = (overrides: Record<string, unknown> = {}) => ({
  submissionId: SUBMISSION,
  grinderOperator: 'Pat Lee',
  date: '2024-03-05',
  grinderType: '5063',
  stoneType: '10" coarse',
  startTime: '22:30',
  stopTime: '04:15',
  line: 'A',
  comments: 'Rain after 02:00',
  rows: [
    { segmentType: 'Open Track', completed: 'complete', direction: '1', segmentFrom: '1.00', segmentTo: '1.50', passesLeft: '2', passesRight: '3' },
    { segmentType: 'Switch', completed: 'incomplete', direction: '2', segmentFrom: 2, segmentTo: 2.25, passesLeft: 1, passesRight: 1 },
  ],
  ...overrides,
});

describe('buildBartReport', () => {
  const request = parse(submitBartReportSchema, form()) as SubmitBartReportRequest;
  const report = buildBartReport(request, caller, new Date('2024-03-06T05:00:00.000Z'));

  it('derives the shift id from date and grinder type (5063 -> 002, spec 000 3.3)', () => {
    expect(report.shiftId).toBe('20240305000002');
  });

  it('turns each row into a range with track id, length in feet and complete flag (MP 1.00-1.50 is 2640 ft)', () => {
    expect(report.ranges).toEqual([
      { trackId: 'A_1', direction: '1', from: 1, to: 1.5, length: 2640, segmentType: 'Open Track', passesLeft: 2, passesRight: 3, complete: true },
      { trackId: 'A_2', direction: '2', from: 2, to: 2.25, length: 1320, segmentType: 'Switch', passesLeft: 1, passesRight: 1, complete: false },
    ]);
  });

  it('computes feet totals, pass feet and the available track time across midnight', () => {
    expect(report.feetComp).toBe(2640);
    expect(report.feetIncomp).toBe(1320);
    expect(report.passFeet).toBe(3 * 2640 + 1 * 1320);
    expect(report.availableTrackTime).toBe('05:45');
  });

  it('records the BART constants and who submitted it when', () => {
    expect(report).toMatchObject({
      site: 'BART',
      variant: 'bart',
      shiftType: 'R-Regular',
      sparkMin: 0,
      line: 'A',
      grinderType: '5063',
      stoneType: '10" coarse',
      grinderOperator: 'Pat Lee',
      startTime: '22:30',
      stopTime: '04:15',
      comments: 'Rain after 02:00',
      createdAt: '2024-03-06T05:00:00.000Z',
      createdBy: 'bartadmin',
      submissionId: SUBMISSION,
    });
  });
});

describe('submitBartReportSchema', () => {
  it('shows the spec message of the first problem of the form', () => {
    expect(() => parse(submitBartReportSchema, form({ grinderOperator: ' ' }))).toThrow('Name of Person in Charge is required.');
  });

  it('requires a UUID submissionId', () => {
    expect(() => parse(submitBartReportSchema, form({ submissionId: undefined }))).toThrow('submissionId must be a UUID');
    expect(() => parse(submitBartReportSchema, form({ submissionId: 'abc' }))).toThrow('submissionId must be a UUID');
  });
});

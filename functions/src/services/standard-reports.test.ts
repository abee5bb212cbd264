import { accessFor } from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { BadRequestError } from '../lib/errors';
import { parse } from '../lib/validate';
import {
  buildStandardReport,
  checkStandardReport,
  STANDARD_SITES,
  standardTrackTime,
  submitStandardReport,
  submitStandardReportSchema,
} from './standard-reports';

const caller: Caller = { username: 'otrainadmin', role: 'OTRAINadmin', access: accessFor('OTRAINadmin') };
const SUBMISSION = '3c6e0b8a-9c0b-4b7a-8f3e-2a1d5c7e9b10';

const entry = (overrides: Record<string, unknown> = {}) => ({
  chainFrom_comp: '12.50', chainTo_comp: '12.85', direction: 'EB', number: 'T12', profile_l: 'CPG', profile_r: 'CPF', passes_l: '2', passes_r: '4', ...overrides,
});

// Dates in 2082-01 belong to this file.
const form = (overrides: Record<string, unknown> = {}) => ({
  submissionId: SUBMISSION,
  date: '2082-01-05', site: 'OTRAIN', line: 'CONFEDERATION',
  shiftNum: '42', shiftType: 'R-Regular', workType: 'PRO Profile Grinding', grinderType: 'VM-8000', stoneType: '10" coarse', sparkMin: '185',
  callTime: '2082-01-04T22:30', departedTime: '2082-01-04T23:00', startTime: '2082-01-04T23:40', stopTime: '2082-01-05T04:10', grinderTime: '2082-01-05T04:45',
  grinderLoc: 'Belfast Yard', ARMTieUpLoc: 'Tremblay', fuelLevel: '0.75', waterLevel: 'Full',
  machineDelay: '0', customerDelay: '20', customerDelayComment: 'Track released late', loramDelay: '5', loramDelayComment: 'Stone change',
  grinderOperator: 'Dana Ortiz', grinderOperatorNumber: '6135550101', ARMSupervisor: 'Lee Nguyen', ARMSupervisorNumber: '6135550102', transitRep: 'Sam Patel', transitRepNumber: '6135550103',
  commentsExt: 'Clear night', commentsInt: 'Left rail stone worn',
  entries: [entry(), entry({ chainFrom_comp: '12.85', chainTo_comp: '13.00', direction: 'WB', number: 'C3', complete: false, passes_l: 3, passes_r: 1 })],
  ...overrides,
});
const checked = (overrides: Record<string, unknown> = {}) => checkStandardReport(parse(submitStandardReportSchema, form(overrides)));
const refusal = (overrides: Record<string, unknown>) => {
  try {
    checked(overrides);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError);
    return { message: (error as BadRequestError).message, issues: (error as BadRequestError).issues };
  }
  throw new Error('expected a BadRequestError');
};
const standBy = { shiftType: 'S-Stand By', departedTime: '', startTime: '', stopTime: '', grinderTime: '', sparkMin: 0, entries: [] };

describe('buildStandardReport', () => {
  const report = buildStandardReport(checked(), caller, new Date('2082-01-05T06:00:00.000Z'));

  it('derives the shift id from date, shift number and grinder number (VM-8000 is 4, spec 000 3.3)', () => {
    expect(report.shiftId).toBe('2082010504204');
  });

  it('turns each entry into a range with its track id (CONFEDERATION reversed), length in meters and status', () => {
    expect(report.ranges).toEqual([
      { trackId: 'CONFEDERATION_2', direction: 'EB', from: 12.5, to: 12.85, length: 350, segmentNum: 'T12', passesLeft: 2, passesRight: 4, profileLeft: 'CPG', profileRight: 'CPF', complete: true },
      { trackId: 'CONFEDERATION_1', direction: 'WB', from: 12.85, to: 13, length: 150, segmentNum: 'C3', passesLeft: 3, passesRight: 1, profileLeft: 'CPG', profileRight: 'CPF', complete: false },
    ]);
  });

  it('computes pass feet, feet totals and the track time from departed to tie-up across midnight', () => {
    expect(report).toMatchObject({ passFeet: 4 * 350 + 3 * 150, feetComp: 350, feetIncomp: 150, availableTrackTime: '05:45', startTime: '23:40', stopTime: '04:10' });
  });

  it('stores the shift fields, delays, comments and the form fields of extended', () => {
    expect(report).toMatchObject({
      site: 'OTRAIN', variant: 'standard', date: '2082-01-05', line: 'CONFEDERATION', shiftNum: 42, shiftType: 'R-Regular',
      workType: 'PRO Profile Grinding', grinderType: 'VM-8000', stoneType: '10" coarse', grinderOperator: 'Dana Ortiz', sparkMin: 185,
      comments: 'Clear night', commentsInt: 'Left rail stone worn',
      createdAt: '2082-01-05T06:00:00.000Z', createdBy: 'otrainadmin', submissionId: SUBMISSION,
    });
    expect(report.delays).toEqual([
      { kind: 'machine', minutes: 0, comment: '' },
      { kind: 'customer', minutes: 20, comment: 'Track released late' },
      { kind: 'loram', minutes: 5, comment: 'Stone change' },
    ]);
    expect(report.extended).toEqual({
      kind: 'standard', callTime: '2082-01-04T22:30', departedTime: '2082-01-04T23:00', grinderTime: '2082-01-05T04:45',
      grinderLoc: 'Belfast Yard', ARMTieUpLoc: 'Tremblay', ARMSupervisor: 'Lee Nguyen', ARMSupervisorNumber: '6135550102',
      transitRep: 'Sam Patel', transitRepNumber: '6135550103', grinderOperatorNumber: '6135550101',
      fuelLevel: '0.75', waterLevel: 'Full', sparkBlanket: '', grindPlanType: '',
    });
  });

  it('files a shift that is not Regular without ranges, times or track time', () => {
    const stood = buildStandardReport(checked(standBy), caller, new Date());
    expect(stood).toMatchObject({ shiftType: 'S-Stand By', ranges: [], passFeet: 0, feetComp: 0, feetIncomp: 0, sparkMin: 0 });
    expect(stood).not.toHaveProperty('availableTrackTime');
    expect(stood).not.toHaveProperty('startTime');
  });

  it('gives C-Train shifts grinder number 11 and MBTA lengths in feet from chains', () => {
    const ctrain = buildStandardReport(checked({ site: 'C-Train', line: 'Red Line', grinderType: 'C-Train', entries: [entry({ direction: 'NB' })] }), caller, new Date());
    expect(ctrain.shiftId).toBe('2082010504211');
    expect(ctrain.ranges[0]).toMatchObject({ trackId: 'RL_2', length: 350 });
    const mbta = buildStandardReport(checked({ site: 'MBTA', line: 'Red Line', entries: [entry({ chainFrom_comp: '120.3', chainTo_comp: '125.0', direction: 'SB' })] }), caller, new Date());
    expect(mbta.ranges[0]).toMatchObject({ trackId: 'RL_1', from: 120.3, to: 125, length: 470 });
  });
});

describe('standardTrackTime', () => {
  it('counts minutes from departed to tie-up, dated or not, crossing midnight', () => {
    expect(standardTrackTime('2082-01-04T23:00', '2082-01-05T04:45')).toBe('05:45');
    expect(standardTrackTime('23:00', '04:45')).toBe('05:45');
    expect(standardTrackTime('00:30', '05:05')).toBe('04:35');
    expect(standardTrackTime('2082-01-04T23:00', '04:45')).toBe('05:45');
    expect(standardTrackTime('', '04:45')).toBeUndefined();
  });
});

describe('checkStandardReport', () => {
  it('sends customers of another form to that form', () => {
    expect(refusal({ site: 'BART', line: 'A' }).message).toBe('BART reports are not filed on this form; use the Bay Area rapid-transit grind report (POST /api/reports/bart)');
    expect(refusal({ site: 'NYCT' }).message).toMatch(/^NYCT reports are not filed on this form; use the New York subway/);
    expect(refusal({ site: 'SKYTRAIN' }).message).toMatch(/POST \/api\/reports\/skytrain/);
  });

  it('refuses a line the site does not have', () => {
    expect(refusal({ line: 'Red Line' })).toEqual({ message: 'Line Red Line is not a line of OTRAIN', issues: [{ path: 'line', message: 'Line Red Line is not a line of OTRAIN' }] });
  });

  it("checks entries against the line's chain bounds with the spec messages", () => {
    // CONFEDERATION runs to chain 3366, entered 33.66.
    expect(refusal({ entries: [entry({ chainTo_comp: '33.67' })] }).issues).toEqual([{ path: 'entries.0.chainTo_comp', message: 'entered chain is out of bounds' }]);
    expect(checked({ entries: [entry({ chainTo_comp: '33.66' })] }).entries[0].length).toBe(21160);
    expect(refusal({ entries: [entry({ chainFrom_comp: '14' })] }).message).toBe("'Chain From' cannot be greater than 'Chain To'");
    expect(refusal({ site: 'ETS', line: 'Capital Line', entries: [entry({ chainTo_comp: '12.87', direction: 'NB' })] }).message).toBe('Value must be entered in 50m segments');
  });

  it("refuses a direction the line does not have, listing the line's directions", () => {
    expect(refusal({ entries: [entry({ direction: 'NB' })] })).toEqual({
      message: 'Direction NB is not a direction of CONFEDERATION; expected one of EB, WB',
      issues: [{ path: 'entries.0.direction', message: 'Direction NB is not a direction of CONFEDERATION; expected one of EB, WB' }],
    });
  });

  it("refuses a grinder the customer does not use, listing the customer's grinders", () => {
    expect(refusal({ grinderType: 'C-Train' }).message).toBe('Grinder type C-Train does not work for OTRAIN; expected one of LRG-24, VM-8000, LRG-31, LRG-7');
    expect(refusal({ site: 'C-Train', line: 'Red Line', grinderType: 'LRG-24' }).message).toBe('Grinder type LRG-24 does not work for C-Train; expected one of C-Train');
  });

  it('refuses shift, work and stone types and levels outside the lists', () => {
    expect(refusal({ ...standBy, shiftType: 'X-Party' }).issues).toEqual([{ path: 'shiftType', message: expect.stringMatching(/^Shift type X-Party is not offered for OTRAIN; expected one of R-Regular, /) }]);
    expect(refusal({ workType: 'PRO' }).issues?.[0].path).toBe('workType');
    expect(refusal({ stoneType: '12" coarse' }).issues?.[0].path).toBe('stoneType');
    expect(refusal({ fuelLevel: 'half' }).issues?.[0].path).toBe('fuelLevel');
  });

  it('knows every standard customer and no other', () => {
    expect(STANDARD_SITES).toEqual(['ETS', 'SOUNDTRANSIT', 'PRT', 'MBTA', 'JFK', 'SDMTS', 'NCTD', 'OTRAIN', 'VTA', 'GCRTA', 'C-Train']);
  });
});

describe('submitStandardReportSchema', () => {
  it('shows the step messages and requires a UUID submissionId', () => {
    expect(() => parse(submitStandardReportSchema, form({ entries: [] }))).toThrow('submit all grind reports');
    expect(() => parse(submitStandardReportSchema, form({ submissionId: 'abc' }))).toThrow('submissionId must be a UUID');
  });

  it('refuses bad input before anything is written', async () => {
    await expect(submitStandardReport(caller, parse(submitStandardReportSchema, form({ line: 'Nope' })))).rejects.toThrow('Line Nope is not a line of OTRAIN');
  });
});

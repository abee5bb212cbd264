import type { ShiftReport } from '@grindline/domain';
import { defaultValues, fromDraft, toFormValues, toRequest, type BartFormValues } from './form-values';

const filled: BartFormValues = {
  grinderOperator: '  Dana Ortiz ',
  date: '2024-03-05',
  grinderType: '5062',
  startTime: '23:30',
  stopTime: '04:15',
  line: 'A',
  stoneType: '10" coarse',
  comments: 'Wet rail',
  rows: [
    { segmentType: 'Open Track', completed: 'complete', direction: '1', segmentFrom: '1.00', segmentTo: '1.50', passesLeft: '3', passesRight: '4' },
    { segmentType: 'Switch', completed: 'incomplete', direction: '2', segmentFrom: '2', segmentTo: '2.1', passesLeft: '1', passesRight: '0' },
  ],
};

describe('BART form values', () => {
  it('starts empty with one complete row in direction 1', () => {
    const values = defaultValues();
    expect(values.grinderOperator).toBe('');
    expect(values.line).toBe('');
    expect(values.rows).toEqual([
      { segmentType: 'Open Track', completed: 'complete', direction: '1', segmentFrom: '', segmentTo: '', passesLeft: '', passesRight: '' },
    ]);
  });

  it('converts valid values into the typed request', () => {
    const request = toRequest(filled);
    expect(request.grinderOperator).toBe('Dana Ortiz');
    expect(request.rows[0]).toEqual({ segmentType: 'Open Track', completed: 'complete', direction: '1', segmentFrom: 1, segmentTo: 1.5, passesLeft: 3, passesRight: 4 });
    expect(request.rows[1].completed).toBe('incomplete');
  });

  it('refuses invalid values with the schema message', () => {
    expect(() => toRequest(defaultValues())).toThrow('Name of Person in Charge is required.');
  });

  it('maps a stored report back to form values that validate to the same report', () => {
    const report: ShiftReport = {
      shiftId: '20240305000001', site: 'BART', variant: 'bart', date: '2024-03-05', line: 'A', grinderType: '5062',
      stoneType: '10" coarse', grinderOperator: 'Dana Ortiz', shiftType: 'R-Regular', startTime: '23:30', stopTime: '04:15',
      availableTrackTime: '04:45', sparkMin: 0, passFeet: 0, feetComp: 2640, feetIncomp: 528, comments: 'Wet rail',
      ranges: [
        { trackId: 'A_1', direction: '1', from: 1, to: 1.5, length: 2640, segmentType: 'Open Track', passesLeft: 3, passesRight: 4, complete: true },
        { trackId: 'A_2', direction: '2', from: 2, to: 2.1, length: 528, segmentType: 'Switch', passesLeft: 1, passesRight: 0, complete: false },
      ],
      createdAt: '2024-03-05T10:00:00Z', createdBy: 'bartadmin', submissionId: 'x',
    };
    const values = toFormValues(report);
    expect(values.rows[1]).toEqual({ segmentType: 'Switch', completed: 'incomplete', direction: '2', segmentFrom: '2', segmentTo: '2.1', passesLeft: '1', passesRight: '0' });
    expect(toRequest(values)).toEqual(toRequest(filled));
  });

  it('restores a draft, dropping unknown and non-text fields', () => {
    const draft = fromDraft({ ...filled, line: 7, extra: 'x', rows: [{ ...filled.rows[0], passesLeft: null, bogus: 1 }, 'junk'] });
    expect(draft).not.toBeNull();
    expect(draft!.line).toBe('');
    expect(draft!.grinderOperator).toBe('  Dana Ortiz ');
    expect(draft).not.toHaveProperty('extra');
    expect(draft!.rows).toEqual([{ ...filled.rows[0], passesLeft: '' }]);
  });

  it('gives a draft without rows one new row, and refuses non-objects', () => {
    expect(fromDraft({ date: '2024-03-05' })!.rows).toHaveLength(1);
    expect(fromDraft(null)).toBeNull();
    expect(fromDraft('text')).toBeNull();
  });
});

import type { ShiftReport } from '@grindline/domain';
import { defaultValues, fromDraft, newRowValues, rowLength, toFormValues, toRequest, type SkytrainFormValues } from './form-values';

const filled = (): SkytrainFormValues => ({
  ...defaultValues(),
  shiftDate: '2025-03-04',
  line: 'EXPO',
  shiftType: 'R-Regular',
  grinderOperator: ' Avery Sandhu ',
  grinderType: 'TG8-5',
  stoneType: 'coarse',
  sparkMins: '',
  availableTrackTime: '210',
  engineHours: '18250.4',
  rows: [{ ...newRowValues(), segmentFrom: '100', segmentTo: '120', curveType: 'Tangent', passesLeft: '2', passesRight: '3' }],
});

describe('SkyTrain form values', () => {
  it('starts empty with one complete row in the first direction', () => {
    const v = defaultValues();
    expect(v.shiftDate).toBe('');
    expect(v.rows).toEqual([{ completed: 'complete', direction: 'IB', segmentFrom: '', segmentTo: '', curveType: '', passesLeft: '', passesRight: '', comments: '' }]);
  });

  it('turns valid values into the request: numbers, trimmed text, blank spark mins is 0', () => {
    const r = toRequest(filled());
    expect(r).toMatchObject({ grinderOperator: 'Avery Sandhu', sparkMins: 0, availableTrackTime: 210, engineHours: 18250.4 });
    expect(r.rows[0]).toMatchObject({ segmentFrom: 100, segmentTo: 120, passesLeft: 2, passesRight: 3, completed: 'complete', direction: 'IB' });
  });

  it('refuses a missing type of shift with the spec message', () => {
    expect(() => toRequest({ ...filled(), shiftType: '' })).toThrow('Type of shift is required.');
  });

  it('shows a row length of 25 m per segment once both ends are numbers', () => {
    expect(rowLength({ segmentFrom: '100', segmentTo: '120' })).toBe('500');
    expect(rowLength({ segmentFrom: '100', segmentTo: '' })).toBe('');
    expect(rowLength({ segmentFrom: 'x', segmentTo: '3' })).toBe('');
  });

  it('round-trips a stored report and restores drafts safely', () => {
    const report = {
      date: '2025-03-04', line: 'EXPO', shiftType: 'OT-Overtime', grinderOperator: 'A', grinderType: 'TG8-6', stoneType: 'fine',
      sparkMin: 90, availableTrackTime: '03:30', comments: 'ok', extended: { kind: 'skytrain', engineHours: 12, tieUpLocation: 'OMC' },
      ranges: [{ trackId: 'EXPO_1', direction: 'OB', from: 1, to: 4, length: 75, segmentType: 'Curve', passesLeft: 1, passesRight: 2, complete: false, comments: 'c' }],
    } as unknown as ShiftReport;
    const v = toFormValues(report);
    expect(v).toMatchObject({ availableTrackTime: '210', engineHours: '12', tieUpLocation: 'OMC', sparkMins: '90' });
    expect(v.rows[0]).toEqual({ completed: 'incomplete', direction: 'OB', segmentFrom: '1', segmentTo: '4', curveType: 'Curve', passesLeft: '1', passesRight: '2', comments: 'c' });
    expect(fromDraft({ line: 'MLine', sparkMins: 5, rows: 'junk' })).toEqual({ ...defaultValues(), line: 'MLine' });
    expect(fromDraft(null)).toBeNull();
  });
});

import { autofillPatch, autofillValues, defaultValues, newRow, rowLength, toRequest, totalPassFeet, validate, type GenericValues } from './form-values';

const valid = (): GenericValues => ({
  ...defaultValues(),
  shiftDate: '2025-06-02', customer: 'OTRAIN', line: 'Trillium', shiftNum: '3', shiftType: 'R-Regular', grinderType: 'LRG-24', sparkMins: '90',
  grinderOperator: 'Op', grinderOperatorNum: '555', armSupervisor: 'Sup', armSupervisorNum: '556', transitRep: 'Rep', transitRepNum: '557',
  callTime: '21:00', startTime: '23:00',
  grinds: [{ ...newRow('EB'), segmentFrom: '10', segmentTo: '12', curve: 'C1', leftRailPasses: '2', rightRailPasses: '3' }],
});

describe('generic form values', () => {
  it('computes row length 25 x |to - from| and pass feet from the rows', () => {
    expect(rowLength({ segmentFrom: '12', segmentTo: '10' })).toBe('50');
    expect(rowLength({ segmentFrom: '12', segmentTo: '' })).toBe('');
    expect(totalPassFeet([...valid().grinds, { ...newRow(), segmentFrom: '1', segmentTo: '2', leftRailPasses: '1', rightRailPasses: '' }])).toBe(150);
  });

  it('gives the first missing field in the spec words', () => {
    expect(validate(defaultValues())?.message).toBe('Shift date is required.');
    expect(validate({ ...valid(), grinderOperatorNum: '' })).toEqual({ message: 'Grinder Operator Phone Number is Required', path: 'grinderOperatorNum' });
    expect(validate({ ...valid(), shiftNum: '1234' })?.message).toBe('shift number must be no more than 3 digits');
    expect(validate(valid())).toBeUndefined();
  });

  it('sends numbers, computed lengths and pass feet', () => {
    const r = toRequest(valid());
    expect(r).toMatchObject({ shiftNum: 3, sparkMins: 90, passFeet: 150 });
    expect(r.grinds[0]).toMatchObject({ length: 50, leftRailPasses: 2 });
  });

  it('autofills the fields of the last report', () => {
    const v = autofillValues({
      found: true, fromShiftId: 'x', fromDate: '2025-06-01', line: 'Confederation', shiftNum: 8, shiftType: 'S-Stand By', workType: 'OTHER', grinderType: 'LRG-31',
      stoneType: 'NA', waterLevel: '1', fuelLevel: '0.5', grinderOperator: 'A', grinderOperatorNum: '1', armSupervisor: 'B', armSupervisorNum: '2', transitRep: 'C', transitRepNum: '3', armTieUp: 'Yard',
    });
    expect(v).toMatchObject({ line: 'Confederation', shiftNum: '8', grinderType: 'LRG-31', armTieUp: 'Yard' });
  });

  it('never overwrites what the user typed while the autofill answer was on its way', () => {
    const { grinds: _grinds, ...asked } = { ...defaultValues(), customer: 'NCTD' };
    const fill = { line: 'COASTER', shiftNum: '4', grinderOperator: 'Last Op', grinderOperatorNum: '555', transitRep: 'Rep', transitRepNum: '556' };
    const typed = { ...asked, line: 'SPRINTER', shiftNum: '7', grinderOperator: 'New Op' };
    // The last operator's number does not go with the name typed meanwhile.
    expect(autofillPatch(fill, asked, typed)).toEqual({ transitRep: 'Rep', transitRepNum: '556' });
    expect(autofillPatch(fill, asked, { ...asked, transitRepNum: '6135550102' })).toEqual({ line: 'COASTER', shiftNum: '4', grinderOperator: 'Last Op', grinderOperatorNum: '555' });
    expect(autofillPatch(fill, asked, asked)).toEqual(fill);
  });

  it('drops an autofill answer for a customer the user has since changed', () => {
    const { grinds: _grinds, ...asked } = { ...defaultValues(), customer: 'NCTD' };
    expect(autofillPatch({ line: 'COASTER', shiftNum: '4' }, asked, { ...asked, customer: 'OTRAIN' })).toEqual({});
  });
});

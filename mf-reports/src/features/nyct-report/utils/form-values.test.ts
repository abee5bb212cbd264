import { nyctShiftSchema } from '@grindline/domain';
import { countErrors, defaultValues, fromDraft, limitLength, lineOptions, newGrindLimit, toFormValues, toRequest, trackOptions } from './form-values';

const filled = () => ({
  ...defaultValues(),
  date: '2087-02-01', grinderType: 'LPC-1', superName: 'Kevin Walsh', superType: 'MS-I', passNum: '587220', subDiv: 'T-3', div: 'BMT', line: 'BMT_CN',
  departYard: 'Canarsie', departTime: '23:20', departFuel: '7/8', departWater: 'Full', arrivalYard: 'Canarsie', arrivalTime: '05:35', arrivalFuel: '3/4', arrivalWater: '1/2',
  goNum: 'G.O. 1', goPriority: 'Scheduled', goStartTime: '00:01', goEndTime: '05:00', goEntryTime: '00:20', goDepartTime: '04:40', sparkMin: '150', track: 'BMT_CN_2',
  grindLimits: [{ ...newGrindLimit('BMT_CN_2'), segmentType: 'Tangent', segmentFrom: '310', segmentFromFeet: '40', segmentTo: '314', segmentToFeet: '10', passesLeft: '2', passesRight: '3', profileLeft: 'HR-2', profileRight: 'HR-2', defects: [{ numRemoved: '6', type: 'Battered', priority: 'P1', comment: '' }] }],
});

describe('NYCT form values', () => {
  it('turns filled values into the request, the form-only track left out and lengths computed', () => {
    const request = toRequest(filled());
    expect(request).not.toHaveProperty('track');
    expect(request.grindLimits[0]).toMatchObject({ segmentFrom: 310, segmentFromFeet: 40, length: 370, defects: [{ numRemoved: 6, type: 'Battered' }] });
  });

  it('gives back the same values from the form of a stored report', () => {
    const request = nyctShiftSchema.parse(toRequest(filled()));
    const values = toFormValues(request as never);
    expect(values.grindLimits[0]).toMatchObject({ trackId: 'BMT_CN_2', segmentFrom: '310', segmentFromFeet: '40', defects: [{ numRemoved: '6', type: 'Battered', priority: 'P1', comment: '' }] });
    expect(values.track).toBe('BMT_CN_2');
    expect(toRequest(values)).toEqual(toRequest(filled()));
  });

  it('starts with one complete grind limit and drops drafts that are not form values', () => {
    expect(defaultValues().grindLimits).toEqual([newGrindLimit()]);
    expect(defaultValues().grindLimits[0].completed).toBe('complete');
    expect(fromDraft('junk')).toBeNull();
    expect(fromDraft({ ...filled(), extra: 1 })?.track).toBe('BMT_CN_2');
  });

  it("lists a division's lines then Other, and a line's tracks (every track for Other)", () => {
    expect(lineOptions('BMT')[0]).toEqual({ value: 'BMT_CN', label: 'Canarsie' });
    expect(lineOptions('BMT').at(-1)).toEqual({ value: 'Other', label: 'Other' });
    expect(trackOptions('BMT', 'BMT_CN')).toEqual(['BMT_CN_1', 'BMT_CN_2']);
    expect(trackOptions('BMT', 'Other').length).toBeGreaterThan(40);
  });

  it('shows a length only when both ends are stations with feet of at most 2 digits', () => {
    expect(limitLength({ segmentFrom: '310', segmentFromFeet: '40', segmentTo: '314', segmentToFeet: '10' })).toBe('370');
    expect(limitLength({ segmentFrom: '310', segmentFromFeet: '', segmentTo: '311', segmentToFeet: '' })).toBe('100');
    expect(limitLength({ segmentFrom: '310', segmentFromFeet: '100', segmentTo: '311', segmentToFeet: '' })).toBe('');
    expect(limitLength({ segmentFrom: '', segmentFromFeet: '', segmentTo: '311', segmentToFeet: '' })).toBe('');
  });

  it('counts the fields in error, nested grind limits and defects included', () => {
    expect(countErrors({ date: { message: 'Date is Required', type: 'x' }, grindLimits: [{ trackId: { message: 'a' }, defects: [{ type: { message: 'b' } }] }] })).toBe(3);
    expect(countErrors({})).toBe(0);
  });
});

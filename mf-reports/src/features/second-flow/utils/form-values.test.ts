import type { ShiftReport } from '@grindline/domain';
import { cardLength, defaultValues, newCard, toFormValues, toRequest, validate, type SecondFlowValues } from './form-values';

const valid = (): SecondFlowValues => ({
  customer: 'NCTD',
  date: '2025-05-01',
  line: 'COASTER',
  grinderType: 'LRG-24',
  grinds: [{ ...newCard('1'), segmentFrom: '10', segmentTo: '10.5', curve: 'C12', leftRailPasses: '2', rightRailPasses: '3', leftRailProfile: 'CPF', rightRailProfile: 'New Rail' }],
});

describe('second flow values', () => {
  it('starts with one complete card for the customer of the route', () => {
    expect(defaultValues('SOUNDTRANSIT')).toEqual({ customer: 'SOUNDTRANSIT', date: '', line: '', grinderType: '', grinds: [newCard()] });
    expect(newCard().completed).toBe('complete');
  });

  it('computes a card length from its ends with the customer length multiplier', () => {
    expect(cardLength('NCTD', { segmentFrom: '10', segmentTo: '10.5' })).toBe('2640');
    expect(cardLength('NCTD', { segmentFrom: '10', segmentTo: '' })).toBe('');
  });

  it('shows only the first error, in the spec words', () => {
    const v = valid();
    v.grinds[0].segmentFrom = '';
    v.grinds[0].curve = '';
    expect(validate(v)).toEqual({ message: 'Segment From is required.', path: 'grinds.0.segmentFrom' });
    const w = valid();
    w.grinds[0].leftRailProfile = '';
    expect(validate(w)).toEqual({ message: 'Left Rail Profile is required', path: 'grinds.0.leftRailProfile' });
    expect(validate(valid())).toBeUndefined();
  });

  it('turns valid values into the request and back', () => {
    const r = toRequest(valid());
    expect(r.grinds[0]).toMatchObject({ segmentFrom: 10, segmentTo: 10.5, length: 2640, leftRailPasses: 2 });
    const report = { site: 'NCTD', date: '2025-05-01', line: 'COASTER', grinderType: 'LRG-24', ranges: [{ from: 10, to: 10.5, segmentNum: 'C12', passesLeft: 2, passesRight: 3, complete: true, direction: '1', profileLeft: 'CPF', profileRight: 'New Rail' }] } as unknown as ShiftReport;
    expect(toFormValues(report)).toEqual(valid());
  });
});

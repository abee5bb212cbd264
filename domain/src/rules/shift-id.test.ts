import { grinderNumber, shiftId } from './shift-id';

describe('shiftId (spec 000 section 3.3)', () => {
  it('standard: date, shift padded to 3, grinder number padded to 2', () => {
    expect(shiftId({ variant: 'standard', date: '2024-03-05', shiftNum: 7, grinderType: 'LRG-31' })).toBe('2024030500705');
    expect(shiftId({ variant: 'standard', date: '2024-03-05', shiftNum: 123, grinderType: 'C-Train' })).toBe('2024030512311');
  });

  it('skytrain: date, shift padded to 3, then 08', () => {
    expect(shiftId({ variant: 'skytrain', date: '2021-05-19', shiftNum: 12 })).toBe('2021051901208');
  });

  it.each([
    ['5062', '20240305000001'],
    ['5063', '20240305000002'],
    ['LRG-7', '20240305000006'],
    ['2103', '20240305000009'],
  ])('bart: %s gives %s', (grinderType, id) => {
    expect(shiftId({ variant: 'bart', date: '2024-03-05', grinderType })).toBe(id);
  });

  it.each([
    ['LPC-1', '2024030500301'],
    ['LPC-5', '2024030500302'],
    ['LRG-32', '2024030500305'],
  ])('nyct: %s gives %s', (grinderType, id) => {
    expect(shiftId({ variant: 'nyct', date: '2024-03-05', shiftNum: 3, grinderType })).toBe(id);
  });

  it('refuses bad input with a clear error', () => {
    expect(() => shiftId({ variant: 'standard', date: '2024-02-30', shiftNum: 1, grinderType: 'LRG-31' })).toThrow('YYYY-MM-DD');
    expect(() => shiftId({ variant: 'standard', date: '2101-01-01', shiftNum: 1, grinderType: 'LRG-31' })).toThrow('2100-12-31');
    expect(() => shiftId({ variant: 'standard', date: '2024-03-05', shiftNum: 1000, grinderType: 'LRG-31' })).toThrow('at most 3 digits');
    expect(() => shiftId({ variant: 'skytrain', date: '2024-03-05' })).toThrow('at most 3 digits');
    expect(() => shiftId({ variant: 'standard', date: '2024-03-05', shiftNum: 1 })).toThrow('grinderType is required');
    expect(() => shiftId({ variant: 'bart', date: '2024-03-05', grinderType: 'LPC-1' })).toThrow('not valid for bart');
    expect(() => shiftId({ variant: 'nyct', date: '2024-03-05', shiftNum: 1, grinderType: '5062' })).toThrow('not valid for nyct');
  });
});

describe('grinderNumber (spec 000 section 9.2)', () => {
  it.each([
    ['5062', 1], ['5063', 2], ['LPC-1', 1], ['LPC-5', 2], ['LRG-24', 3], ['VM-8000', 4], ['LRG-31', 5], ['LRG-7', 6], ['LRG-32', 7], ['C-Train', 11],
  ])('%s is %d', (type, n) => {
    expect(grinderNumber(type)).toBe(n);
  });

  it('throws for a grinder type without a number', () => {
    expect(() => grinderNumber('2103')).toThrow('Grinder type "2103" has no grinder number');
    expect(() => grinderNumber('constructor')).toThrow('has no grinder number');
  });
});

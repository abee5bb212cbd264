import { feetTotals, grindLength, nyctLength, passFeet, stationValue } from './lengths';

describe('grindLength (spec 000 section 5.2)', () => {
  it('multiplies the difference by the customer length multiplier and rounds', () => {
    expect(grindLength('SKYTRAIN', 10, 14)).toBe(100);
    expect(grindLength('SKYTRAIN', 14, 10)).toBe(100);
    expect(grindLength('ETS', 0.05, 0.15)).toBe(100);
    expect(grindLength('BART', 1, 1.25)).toBe(1320);
    expect(grindLength('JFK', 3, 5)).toBe(164);
    expect(grindLength('MBTA', 10.1, 10.4)).toBe(30);
  });

  it('uses multiplier 1 without a customer', () => {
    expect(grindLength(null, 2.4, 5)).toBe(3);
  });

  it('throws for an unknown customer or a non-number', () => {
    expect(() => grindLength('DEV', 1, 2)).toThrow('Unknown customer "DEV"');
    expect(() => grindLength('ETS', Number.NaN, 2)).toThrow('from must be a finite number');
  });
});

describe('passFeet (spec 000 section 5.4)', () => {
  it('sums the larger of left and right passes times length', () => {
    expect(passFeet([{ passesLeft: 2, passesRight: 3, length: 100 }, { passesLeft: 4, passesRight: 1, length: 25 }])).toBe(400);
    expect(passFeet([])).toBe(0);
  });

  it('refuses negative passes', () => {
    expect(() => passFeet([{ passesLeft: -1, passesRight: 0, length: 1 }])).toThrow('rows[0].passesLeft must not be negative');
  });
});

describe('feetTotals', () => {
  it('splits lengths into completed and incompleted', () => {
    expect(feetTotals([{ length: 100, completed: 'complete' }, { length: 50, completed: 'incomplete' }, { length: 5, complete: true }])).toEqual({ feetComp: 105, feetIncomp: 50 });
  });

  it('refuses a row without status', () => {
    expect(() => feetTotals([{ length: 1 }])).toThrow('rows[0] has no complete status');
  });
});

describe('nyctLength (spec 000 section 5.7)', () => {
  it('is the rounded difference of chain*100+feet', () => {
    expect(nyctLength({ chain: 120, feet: 50 }, { chain: 125, feet: 10 })).toBe(460);
    expect(nyctLength({ chain: 125, feet: 10 }, { chain: 120, feet: 50 })).toBe(460);
    expect(stationValue({ chain: 125, feet: 7 })).toBe(125.07);
  });

  it('refuses feet of more than 2 digits', () => {
    expect(() => nyctLength({ chain: 1, feet: 100 }, { chain: 2, feet: 0 })).toThrow('from.feet must have at most 2 digits');
  });
});

import { chainInBounds, formatReference, fromDbChain, isMultipleOf, referenceSuffix } from './chain';

describe('database chain (spec 000 sections 5.2 and 9.1)', () => {
  it('divides by the database multiplier', () => {
    expect(fromDbChain('ETS', 125)).toBe(1.25);
  });

  it('checks bounds on the database chain, edges included', () => {
    expect(chainInBounds('SOUNDTRANSIT', 10, { min: 0, max: 100 })).toBe(true);
    expect(chainInBounds('SOUNDTRANSIT', 10.01, { min: 0, max: 100 })).toBe(false);
    expect(chainInBounds('ETS', 0.07, { min: 7, max: 50 })).toBe(true);
    expect(chainInBounds('ETS', 0.06, { min: 7, max: 50 })).toBe(false);
  });

  it('knows multiples of the entry resolution despite floating point', () => {
    expect(isMultipleOf(0.15, 0.05)).toBe(true);
    expect(isMultipleOf(1.35, 0.05)).toBe(true);
    expect(isMultipleOf(0.17, 0.05)).toBe(false);
    expect(() => isMultipleOf(1, 0)).toThrow('step must be a positive number');
  });
});

describe('formatReference and referenceSuffix', () => {
  it("writes NYCT's stations as 'x + yy' and other sites' references as their number", () => {
    expect(formatReference('NYCT', 133.26)).toBe('133 + 26');
    expect(formatReference('NYCT', 7.05)).toBe('7 + 05');
    expect(formatReference('BART', 12.24)).toBe('12.24');
    expect(formatReference('BART', 21.6)).toBe('21.60');
    expect(formatReference('SDMTS', 3)).toBe('3.00');
    expect(formatReference('BART', 12.245)).toBe('12.245');
    expect(formatReference('MBTA', 1234.5)).toBe('1234.5');
  });
  it('names the reference after From and To', () => {
    expect(referenceSuffix('BART')).toBe(' (Mile Post)');
    expect(referenceSuffix('NYCT')).toBe(' (Station)');
    expect(referenceSuffix('elsewhere')).toBe('');
  });
});

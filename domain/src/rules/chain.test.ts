import { chainInBounds, chainPoints, fromDbChain, isMultipleOf, sampleDistance, toDbChain } from './chain';

describe('database chain (spec 000 sections 5.2 and 9.1)', () => {
  it('multiplies by the database multiplier', () => {
    expect(toDbChain('ETS', 1.25)).toBe(125);
    expect(toDbChain('SOUNDTRANSIT', 12.3)).toBe(123);
    expect(toDbChain('SDMTS', 1.005)).toBe(101);
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

describe('chainPoints (spec 000 section 7.3)', () => {
  it('gives one point per chain unit', () => {
    expect(chainPoints('SKYTRAIN', 12, 10)).toEqual([{ chain: 10 }, { chain: 11 }, { chain: 12 }]);
  });

  it('gives BART one point per 0.01 MP with chain and tenth chain', () => {
    const points = chainPoints('BART', 1.0, 1.05);
    expect(points).toHaveLength(6);
    expect(points[0]).toEqual({ chain: 10, tenthChain: 100 });
    expect(points[5]).toEqual({ chain: 11, tenthChain: 105 });
  });

  it('refuses absurd ranges', () => {
    expect(() => chainPoints('BART', 0, 2000)).toThrow('more than 100000 chain points');
  });
});

describe('sampleDistance (spec 000 section 9.2)', () => {
  it('is round((to - from) / step / 1000)', () => {
    expect(sampleDistance(0, 250000, 50)).toBe(5);
    expect(sampleDistance(0, 1250, 1)).toBe(1);
    expect(sampleDistance(0, 1500, 1)).toBe(2);
    expect(() => sampleDistance(0, 1, 0)).toThrow('step must not be 0');
  });
});

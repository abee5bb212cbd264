import { formatChain, formatChainRange, formatDbChain, referenceUnits, unitsNote } from './reference-units';

const bart = referenceUnits({ site: 'BART', referenceLabel: 'Mile Post', dbMultiplier: 10 });
const nyct = referenceUnits({ site: 'NYCT', referenceLabel: 'Station', dbMultiplier: 1 });
const mbta = referenceUnits({ site: 'MBTA', referenceLabel: 'Chain', dbMultiplier: 1 });
const ets = referenceUnits({ site: 'ETS', referenceLabel: 'Segment', dbMultiplier: 100 });

describe('referenceUnits', () => {
  it("takes the label and multiplier from the catalogue and the decimals from the customer's entry resolution", () => {
    expect(bart).toEqual({ label: 'Mile Post', dbMultiplier: 10, decimals: 2 });
    expect(mbta.decimals).toBe(1);
    expect(nyct.decimals).toBe(0);
    expect(referenceUnits({ site: 'SKYTRAIN', referenceLabel: 'Segment', dbMultiplier: 1 }).decimals).toBe(0);
  });
  it('falls back to the decimals of the multiplier for a site without a profile', () => {
    expect(referenceUnits({ site: 'DEV', referenceLabel: 'Mile Post', dbMultiplier: 100 }).decimals).toBe(2);
  });
});

describe('formatChain', () => {
  it('divides by the database multiplier: BART chain 248 is Mile Post 24.80', () => {
    expect(formatChain(248, bart)).toBe('24.80');
    expect(formatChain(0, bart)).toBe('0.00');
    expect(formatChain(2025, ets)).toBe('20.25');
    expect(formatChain(838, mbta)).toBe('838.0');
  });
  it("writes New York's feet as station + two-digit feet", () => {
    expect(formatChain(77200, nyct)).toBe('772 + 00');
    expect(formatChain(10125, nyct)).toBe('101 + 25');
    expect(formatChain(5, nyct)).toBe('0 + 05');
    expect(formatChain(199.6, nyct)).toBe('2 + 00');
  });
});

describe('formatChainRange', () => {
  it('puts the reference label before the range', () => {
    expect(formatChainRange(0, 248, bart)).toBe('Mile Post 0.00 – 24.80');
    expect(formatChainRange(0, 77200, nyct)).toBe('Station 0 + 00 – 772 + 00');
  });
});

describe('formatDbChain', () => {
  it('prints database chain without floating-point noise', () => {
    expect(formatDbChain(248)).toBe('248');
    expect(formatDbChain(0.1 + 0.2)).toBe('0.3');
  });
});

describe('unitsNote', () => {
  it('says how the ranges relate to the database chain', () => {
    expect(unitsNote(bart)).toBe('Ranges are in Mile Post (database chain ÷ 10).');
    expect(unitsNote(ets)).toBe('Ranges are in Segment (database chain ÷ 100).');
    expect(unitsNote(mbta)).toBe('Ranges are in Chain, as stored.');
    expect(unitsNote(nyct)).toBe('Ranges are in stations of 100 feet, written station + feet.');
  });
});

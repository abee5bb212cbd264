import { lineLabel, lineOwnName } from './line-label';

describe('lineLabel', () => {
  it('names NYCT division lines, writes line codes as lines and keeps other names', () => {
    expect(lineLabel('NYCT', 'IRT_BB')).toBe('Broadway-Seventh Avenue (IRT)');
    expect(lineLabel('NYCT', 'A')).toBe('Line A');
    expect(lineLabel('BART', 'A')).toBe('Line A');
    expect(lineLabel('MBTA', 'RL')).toBe('Line RL');
    expect(lineLabel('ETS', 'Valley Line')).toBe('Valley Line');
    expect(lineLabel('SKYTRAIN', 'EverGreen')).toBe('EverGreen');
  });
});

describe('lineOwnName', () => {
  it("names a line whose code is not its name, and nothing for a line known as filed", () => {
    expect(lineOwnName('NYCT', 'BMT_SB')).toBe('Sea Beach (BMT)');
    expect(lineOwnName('BART', 'A')).toBeNull();
    expect(lineOwnName('ETS', 'Valley Line')).toBeNull();
  });
});

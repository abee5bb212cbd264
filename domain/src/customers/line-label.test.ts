import { lineLabel } from './line-label';

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

import { lineLabel, lineOwnName, trackName } from './line-label';

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

describe('trackName', () => {
  it("names a track by its line's label and its number", () => {
    expect(trackName('MBTA', 'Red Line', 'RL_2')).toBe('Red Line, track 2');
    expect(trackName('NYCT', 'BMT_BR', 'BMT_BR_3')).toBe('Brighton (BMT), track 3');
    expect(trackName('NYCT', 'BMT_JM', 'BMT_JM_M')).toBe('Jamaica (BMT), track M');
    expect(trackName('BART', 'A', 'A_1')).toBe('Line A, track 1');
  });
});

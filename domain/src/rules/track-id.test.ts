import { trackId } from './track-id';

describe('trackId (spec 000 section 9.2)', () => {
  it('takes the capital letters of the line and a suffix per direction', () => {
    expect(trackId('SouthLine', 'NB')).toBe('SL_2');
    expect(trackId('SouthLine', 'SB')).toBe('SL_1');
    expect(trackId('EXPO', 'OB')).toBe('EXPO_1');
    expect(trackId('MLine', 'IB')).toBe('ML_2');
    expect(trackId('Red Line', 'EB')).toBe('RL_1');
    expect(trackId('Red Line', 'WB')).toBe('RL_2');
    expect(trackId('COASTER', 1)).toBe('COASTER_1');
    expect(trackId('COASTER', 'M1')).toBe('COASTER_2');
    expect(trackId('TACOMA', 'TB')).toBe('TACOMA_3');
  });

  it('swaps _1 and _2 on the reversed CONFEDERATION line, keeping _3', () => {
    expect(trackId('CONFEDERATION', 'EB')).toBe('CONFEDERATION_2');
    expect(trackId('CONFEDERATION', 'WB')).toBe('CONFEDERATION_1');
    expect(trackId('CONFEDERATION', 'TB')).toBe('CONFEDERATION_3');
  });

  it('refuses a line without capitals or a blank direction', () => {
    expect(() => trackId('expo', 'OB')).toThrow('has no capital letters');
    expect(() => trackId('EXPO', ' ')).toThrow('Direction is required');
  });
});

import { availableTrackTime, formatMinutes, minutesBetween, timesConsecutive, typedTime } from './times';

describe('typedTime (a time typed on a number pad)', () => {
  it("writes digits and '.' or space separated times as HH:MM", () => {
    expect(['2330', '23.30', '23 30', ' 23:30 ', '930', '9:30', '0005', '005'].map(typedTime)).toEqual(['23:30', '23:30', '23:30', '23:30', '09:30', '09:30', '00:05', '00:05']);
  });

  it('answers what is not a time of day as typed, for the schema to refuse', () => {
    for (const typed of ['', '7', '12', '2400', '2360', '12345', '23:3', 'ab:cd', '23-30', '23:30pm']) expect(typedTime(typed)).toBe(typed);
  });

  it('keeps every HH:MM of the day as it is, and reads its four digits back to it', () => {
    const times = Array.from({ length: 24 * 60 }, (_, minutes) => formatMinutes(minutes));
    expect(times.filter((t) => typedTime(t) !== t || typedTime(t.replace(':', '')) !== t)).toEqual([]);
  });
});

describe('availableTrackTime (spec 000 section 9.4)', () => {
  it('is stop minus start as HH:MM', () => {
    expect(availableTrackTime('01:15', '04:40')).toBe('03:25');
    expect(availableTrackTime('00:00', '23:59')).toBe('23:59');
    expect(availableTrackTime('08:00', '08:00')).toBe('00:00');
  });

  it('adds a day when the shift crosses midnight', () => {
    expect(availableTrackTime('23:30', '01:15')).toBe('01:45');
    expect(availableTrackTime('23:59', '00:00')).toBe('00:01');
    expect(minutesBetween('22:00', '02:00')).toBe(240);
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => availableTrackTime('24:00', '01:00')).toThrow('start time must be a 24-hour time HH:MM, got "24:00"');
    expect(() => availableTrackTime('1:00', '02:00')).toThrow('start time');
    expect(() => availableTrackTime('01:00', '')).toThrow('stop time');
  });
});

describe('timesConsecutive (spec 000 section 5.2)', () => {
  it('requires strictly increasing times', () => {
    expect(timesConsecutive(['20:00', '21:00', '21:30', '23:00', '23:30'])).toBe(true);
    expect(timesConsecutive(['20:00', '21:00', '21:00', '23:00', '23:30'])).toBe(false);
    expect(timesConsecutive(['20:00', '19:00'])).toBe(false);
  });

  it('orders times on different days when the Previous Day box was used', () => {
    expect(timesConsecutive(['2024-03-04T22:00', '2024-03-04T23:00', '2024-03-05T00:30', '2024-03-05T04:00'])).toBe(true);
    expect(timesConsecutive(['2024-03-05T22:00', '2024-03-05T01:00'])).toBe(false);
  });

  it('refuses malformed or mixed times', () => {
    expect(() => timesConsecutive(['20:00', 'soon'])).toThrow('time 2 must be HH:MM');
    expect(() => timesConsecutive(['20:00', '2024-03-05T01:00'])).toThrow('all be HH:MM');
  });
});

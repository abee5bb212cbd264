import { initialWeek, weekOptions } from './weeks';

describe('week picker', () => {
  it('lists Mondays newest first, labelled Week Of, back to the report data start', () => {
    const options = weekOptions('2026-11-18');
    expect(options[0]).toEqual({ value: '2026-11-16', label: 'Week Of 2026-11-16' });
    expect(options[1].value).toBe('2026-11-09');
    expect(options[options.length - 1]).toEqual({ value: '2021-03-15', label: 'Week Of 2021-03-15' });
    expect(options.every((o) => new Date(`${o.value}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  it("starts on this week's Monday", () => {
    expect(initialWeek('2026-11-22')).toBe('2026-11-16');
  });
});

import { bartReportSchema, minutesOfDay } from '@grindline/domain';
import { submitBartReportSchema } from '../services/bart-reports';
import { generateBartHistory } from './bart-history';

const options = { seed: 42, from: '2024-01-01', to: '2024-06-30' };

describe('generateBartHistory', () => {
  const history = generateBartHistory(options);

  it('is the same for the same seed and different for another', () => {
    expect(generateBartHistory(options)).toEqual(history);
    expect(generateBartHistory({ ...options, seed: 43 })).not.toEqual(history);
  });

  it('produces requests every one of which passes the BART schema and the submit schema', () => {
    for (const request of history) {
      expect(bartReportSchema.safeParse(request).success).toBe(true);
      expect(submitBartReportSchema.safeParse(request).success).toBe(true);
    }
  });

  it('files one night shift per grinder and date, about five nights a week, with nights off', () => {
    const keys = history.map((r) => `${r.date}#${r.grinderType}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(history.map((r) => r.grinderType))).toEqual(new Set(['5062', '5063', 'LRG-7', '2103']));
    const perGrinderPerWeek = history.length / 4 / 26;
    expect(perGrinderPerWeek).toBeGreaterThan(4);
    expect(perGrinderPerWeek).toBeLessThan(5);
    for (const r of history) {
      expect(minutesOfDay(r.startTime as string) >= 23 * 60 || minutesOfDay(r.startTime as string) <= 60).toBe(true);
      expect(minutesOfDay(r.stopTime as string)).toBeLessThanOrEqual(5 * 60);
    }
  });

  it('grinds forward along lines with passes 1-6, some rows incomplete and some switches', () => {
    const rows = history.flatMap((r) => r.rows);
    const passes = rows.flatMap((r) => [Number(r.passesLeft), Number(r.passesRight)]);
    expect(Math.min(...passes)).toBe(1);
    expect(Math.max(...passes)).toBe(6);
    expect(rows.filter((r) => r.completed === 'incomplete').length / rows.length).toBeGreaterThan(0.03);
    expect(rows.some((r) => r.segmentType === 'Switch')).toBe(true);
    rows.forEach((r) => expect(Number(r.segmentTo)).toBeGreaterThan(Number(r.segmentFrom)));
    const mine = history.filter((r) => r.grinderType === '5062');
    const advancing = mine.slice(1).filter((r, i) => r.line === mine[i].line && Number(r.rows[0].segmentFrom) >= Number(mine[i].rows[0].segmentFrom));
    expect(advancing.length).toBeGreaterThan(mine.length * 0.6);
  });

  it('refuses bad options', () => {
    expect(() => generateBartHistory({ ...options, from: '2024-07-01' })).toThrow('is after');
    expect(() => generateBartHistory({ ...options, grinders: ['LRG-24'] })).toThrow('Unknown BART grinder types: LRG-24');
  });
});

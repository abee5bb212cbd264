import { beforeAfterPair, beforeAfterProblem } from './before-after';

const run = (date: string, extra: Partial<{ trackId: string; rail: 'Left' | 'Right'; from: number; to: number; clientId: string }> = {}) => ({
  clientId: 'BART', trackId: 'K_1', rail: 'Left' as const, date, from: 1.2, to: 1.32, ...extra,
});

describe('beforeAfterPair', () => {
  it('pairs one rail of one track measured on two days, the earlier first', () => {
    const later = run('2026-03-09');
    const earlier = run('2026-03-01', { from: 1.25, to: 1.4 });
    expect(beforeAfterPair([later, earlier])).toEqual([earlier, later]);
  });

  it.each([
    [run('2026-11-14', { rail: 'Right' }), 'one is the left rail, the other the right rail.'],
    [run('2026-11-07', { trackId: 'K_2' }), 'they are on different tracks (BART K_1, BART K_2).'],
    [run('2026-11-14'), 'both were measured on 2026-11-14.'],
    [run('2026-11-07', { from: 2.4, to: 2.9 }), 'their stretches do not meet (1.2-1.32 and 2.4-2.9).'],
  ])('refuses %j with a reason', (other, reason) => {
    const first = run('2026-11-14');
    expect(beforeAfterProblem(first, other)).toBe(reason);
    expect(beforeAfterPair([first, other])).toBeNull();
  });

  it('needs exactly two runs', () => {
    expect(beforeAfterPair([run('2026-03-01')])).toBeNull();
    expect(beforeAfterPair([run('2026-03-01'), run('2026-03-09'), run('2026-03-20')])).toBeNull();
  });
});

import { clearKeptAnswers, KEPT_ANSWER_MS, KEPT_ANSWERS, keptAnswer } from './layer-cache';
import { jsonEntity } from './http-cache';

const maker = (body: unknown) => jest.fn(async () => jsonEntity(body));

beforeEach(() => clearKeptAnswers());

describe('keptAnswer', () => {
  it('answers the kept entity while the state is unchanged, and makes a new one when it moves', async () => {
    const first = maker({ v: 1 });
    const second = maker({ v: 2 });
    expect((await keptAnswer('k', 'rev1', first, 0)).text).toBe('{"v":1}');
    expect((await keptAnswer('k', 'rev1', second, 1000)).text).toBe('{"v":1}');
    expect(second).not.toHaveBeenCalled();
    expect((await keptAnswer('k', 'rev2', second, 2000)).text).toBe('{"v":2}');
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('makes the answer again once it is older than the limit, even at the same state', async () => {
    await keptAnswer('k', 's', maker(1), 0);
    const later = maker(2);
    expect((await keptAnswer('k', 's', later, KEPT_ANSWER_MS)).text).toBe('2');
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('shares one making between concurrent calls and never keeps a failure', async () => {
    const make = maker('x');
    await Promise.all([keptAnswer('k', 's', make, 0), keptAnswer('k', 's', make, 0)]);
    expect(make).toHaveBeenCalledTimes(1);
    await expect(keptAnswer('bad', 's', async () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    const retry = maker('ok');
    expect((await keptAnswer('bad', 's', retry, 1)).text).toBe('"ok"');
  });

  it('keeps a bounded number of answers, dropping the least recently used', async () => {
    for (let i = 0; i < KEPT_ANSWERS; i += 1) await keptAnswer(`k${i}`, 's', maker(i), 0);
    await keptAnswer('k0', 's', maker('unused'), 1); // k0 used again: k1 is now the oldest
    await keptAnswer('new', 's', maker('new'), 2);
    const k0 = maker('k0 again');
    const k1 = maker('k1 again');
    await keptAnswer('k0', 's', k0, 3);
    await keptAnswer('k1', 's', k1, 3);
    expect(k0).not.toHaveBeenCalled();
    expect(k1).toHaveBeenCalledTimes(1);
  });
});

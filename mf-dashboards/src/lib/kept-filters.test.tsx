import { act, renderHook } from '@testing-library/react';
import { restoreFilters, useKeptFilters } from './kept-filters';

interface F {
  site: string;
  sites: string[];
  interval: number;
}
const FIRST: F = { site: '', sites: ['BART'], interval: 31 };

describe('restoreFilters', () => {
  it('takes each kept value of the initial filters\' kind and ignores the rest', () => {
    expect(restoreFilters({ site: 'NYCT', sites: ['A', 'B'], interval: 7, extra: 1 }, FIRST)).toEqual({ site: 'NYCT', sites: ['A', 'B'], interval: 7 });
    expect(restoreFilters({ site: 3, sites: [1], interval: '7' }, FIRST)).toEqual(FIRST);
    expect(restoreFilters(null, FIRST)).toBe(FIRST);
    expect(restoreFilters(['NYCT'], FIRST)).toBe(FIRST);
  });
});

describe('useKeptFilters', () => {
  beforeEach(() => sessionStorage.clear());
  const allowed = (kept: F, first: F) => (kept.site === 'FORBIDDEN' ? first : kept);

  it('starts from the defaults, then a remount (a reload) shows what was chosen', () => {
    const first = renderHook(() => useKeptFilters('t', () => FIRST, allowed));
    expect(first.result.current[0]).toEqual(FIRST);
    act(() => first.result.current[1]((f) => ({ ...f, site: 'NYCT', interval: 14 })));
    first.unmount();
    const again = renderHook(() => useKeptFilters('t', () => FIRST, allowed));
    expect(again.result.current[0]).toEqual({ site: 'NYCT', sites: ['BART'], interval: 14 });
    // another key (another tab or role) keeps its own
    expect(renderHook(() => useKeptFilters('other', () => FIRST, allowed)).result.current[0]).toEqual(FIRST);
  });

  it('passes what was kept through the caller\'s rule and survives a corrupt entry', () => {
    sessionStorage.setItem('gl-dash-filters:t', JSON.stringify({ site: 'FORBIDDEN' }));
    expect(renderHook(() => useKeptFilters('t', () => FIRST, allowed)).result.current[0]).toEqual(FIRST);
    sessionStorage.setItem('gl-dash-filters:t', '{not json');
    expect(renderHook(() => useKeptFilters('t', () => FIRST, allowed)).result.current[0]).toEqual(FIRST);
  });
});

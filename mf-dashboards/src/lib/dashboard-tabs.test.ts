import { selectedTab, tabSlug, visibleTabs } from './dashboard-tabs';

describe('tabSlug', () => {
  it('turns a label into the ?tab= value', () => {
    expect(tabSlug('Daily Stats')).toBe('daily-stats');
    expect(tabSlug('NYCT Report')).toBe('nyct-report');
  });
});

describe('visibleTabs', () => {
  it('keeps only allowed tabs that are implemented, in the allowed order', () => {
    expect(visibleTabs(['Daily Stats', 'Across Site', 'Performance Metrics'], ['Performance Metrics', 'Daily Stats'])).toEqual([
      'Daily Stats',
      'Performance Metrics',
    ]);
  });
  it('shows no implemented tab the caller may not see', () => {
    expect(visibleTabs(['Daily Stats'], ['Daily Stats', 'Data Collection'])).toEqual(['Daily Stats']);
  });
});

describe('selectedTab', () => {
  const tabs = ['Daily Stats', 'Across Site'];
  it('selects the tab named in the URL', () => {
    expect(selectedTab(tabs, 'across-site')).toBe('Across Site');
  });
  it('falls back to the first tab for a missing or unknown slug', () => {
    expect(selectedTab(tabs, null)).toBe('Daily Stats');
    expect(selectedTab(tabs, 'nyct-report')).toBe('Daily Stats');
  });
  it('is null when no tab is visible', () => {
    expect(selectedTab([], 'daily-stats')).toBeNull();
  });
});

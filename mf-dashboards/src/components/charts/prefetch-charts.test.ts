import { CHARTS_PREFETCH_MARK, prefetchWhenIdle, resetChartsPrefetchForTests, shouldPrefetchCharts } from './prefetch-charts';

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
  resetChartsPrefetchForTests();
});
afterEach(() => jest.useRealTimers());

it('prefetches for a caller with a chart tab, unless the device asks to save data', () => {
  expect(shouldPrefetchCharts(['Daily Stats', 'Performance Metrics'], false)).toBe(true);
  expect(shouldPrefetchCharts(['Daily Stats', 'Across Site'], true)).toBe(false);
  expect(shouldPrefetchCharts(['Daily Stats', 'Data Collection'], false)).toBe(false);
});

it('loads once, after the dashboards settle, and marks when it started', async () => {
  const mark = jest.fn();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  const load = jest.fn(async () => undefined);
  prefetchWhenIdle(load);
  prefetchWhenIdle(load);
  expect(load).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2000);
  jest.runOnlyPendingTimers();
  expect(load).toHaveBeenCalledTimes(1);
  expect(mark).toHaveBeenCalledWith(CHARTS_PREFETCH_MARK);
  prefetchWhenIdle(load);
  jest.runOnlyPendingTimers();
  expect(load).toHaveBeenCalledTimes(1);
});

it('does not load when the dashboards went away first, and tries again after a failed fetch', async () => {
  const load = jest.fn(async () => {
    throw new Error('offline');
  });
  const cancel = prefetchWhenIdle(load);
  cancel();
  jest.runOnlyPendingTimers();
  expect(load).not.toHaveBeenCalled();
  prefetchWhenIdle(load);
  jest.runOnlyPendingTimers();
  jest.runOnlyPendingTimers();
  expect(load).toHaveBeenCalledTimes(1);
  await Promise.resolve();
  await Promise.resolve();
  prefetchWhenIdle(load);
  jest.runOnlyPendingTimers();
  jest.runOnlyPendingTimers();
  expect(load).toHaveBeenCalledTimes(2);
});

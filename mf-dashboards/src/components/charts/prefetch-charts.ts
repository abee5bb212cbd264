/**
 * Highcharts fetched at idle once the dashboards are shown (decisions §54), so that opening a chart
 * tab waits only for the tab's own code. The bytes are the same, fetched earlier: a user who never
 * opens a chart tab downloads them too, which is why a device asking to save data is left alone.
 */
import { useEffect } from 'react';

/** The tabs that draw charts (Highcharts). */
export const CHART_TABS: readonly string[] = ['Across Site', 'Performance Metrics', 'NYCT Report'];

/** The performance mark set when the prefetch starts; the bench counts the JS fetched after it. */
export const CHARTS_PREFETCH_MARK = 'gl-charts-prefetch';

/** Whether to fetch the charts' code ahead: the caller has a chart tab, and the device does not ask to save data. */
export function shouldPrefetchCharts(tabs: readonly string[], saveData: boolean): boolean {
  return !saveData && tabs.some((t) => CHART_TABS.includes(t));
}

/** Time after the dashboards are shown before the prefetch waits for idle: the first screen's own requests go first. */
const SETTLE_MS = 2000;

let started = false;

/**
 * Calls `load` once per page, when the browser is idle after the dashboards have settled (at most
 * a few seconds later); answers a cancel for an unmount before it ran.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): () => void {
  if (started) return () => undefined;
  let idle: number | undefined;
  const run = () => {
    if (started) return;
    started = true;
    performance.mark?.(CHARTS_PREFETCH_MARK);
    void load().catch(() => {
      started = false; // offline or refused: the tab fetches it when opened
    });
  };
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 5000 });
    else run();
  }, SETTLE_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}

/** Test helper: forget that the prefetch ran. */
export function resetChartsPrefetchForTests(): void {
  started = false;
}

/** Prefetches the dashboard chart (Highcharts and its modules) for a caller with a chart tab. */
export function usePrefetchCharts(tabs: readonly string[]): void {
  const saveData = typeof navigator !== 'undefined' && Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
  const wanted = shouldPrefetchCharts(tabs, saveData);
  useEffect(() => (wanted ? prefetchWhenIdle(() => import('./chart')) : undefined), [wanted]);
}

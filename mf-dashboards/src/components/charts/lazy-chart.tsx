/** A dashboard chart whose Highcharts code loads on first use (one shared chunk for every chart). */
import { lazy, Suspense } from 'react';
import type { ChartView } from '@grindline/domain';

const Chart = lazy(() => import('./chart').then((m) => ({ default: m.Chart })));

/** The chart of `view`, with a loading line while Highcharts arrives. */
export function LazyChart({ view }: { view: ChartView }) {
  return (
    <Suspense fallback={<p className="gl-dash-chart gl-dash-chart--loading">Loading chart…</p>}>
      <Chart view={view} />
    </Suspense>
  );
}

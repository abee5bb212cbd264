/** A dashboard chart whose Highcharts code loads on first use (one shared chunk for every chart). */
import type { ChartView } from '@grindline/domain';
import { lazyNamed } from '@grindline/ui/lazy-page';

const Chart = lazyNamed(() => import('./chart'), 'Chart', () => <p className="gl-dash-chart gl-dash-chart--loading">Loading chart…</p>);

/** The chart of `view`, with a loading line while Highcharts arrives. */
export function LazyChart({ view }: { view: ChartView }) {
  return <Chart view={view} />;
}

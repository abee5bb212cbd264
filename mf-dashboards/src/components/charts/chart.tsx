/**
 * One dashboard chart: Highcharts with its exporting (PNG, CSV through export-data, offline) and
 * accessibility modules, drawing the options the domain derives from a {@link ChartView}. Loaded
 * lazily (lazy-chart.tsx), so Highcharts is fetched once, shared, only when a chart screen opens.
 */
import Highcharts from 'highcharts';
import 'highcharts/modules/exporting';
import 'highcharts/modules/offline-exporting';
import 'highcharts/modules/export-data';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import { highchartsOptions, type ChartView } from '@grindline/domain';

/** The chart of `view`. */
export function Chart({ view }: { view: ChartView }) {
  const options = useMemo(() => {
    const base = highchartsOptions(view, { animation: true }) as Highcharts.Options;
    // Exports are made in the browser (offline-exporting): no chart data leaves for a server.
    return { ...base, exporting: { ...(base.exporting as object), fallbackToExportServer: false } } as Highcharts.Options;
  }, [view]);
  return (
    <figure className="gl-dash-chart" data-chart-id={view.id} aria-label={view.title}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </figure>
  );
}

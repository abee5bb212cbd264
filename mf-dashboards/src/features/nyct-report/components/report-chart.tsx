/**
 * One chart of the NYCT report: Highcharts (with its exporting, export-data and accessibility
 * modules) drawing the options the domain derives from the chart's view model. This module is
 * loaded lazily by the tab, so Highcharts is fetched (once, shared by federation) only when a
 * chart screen opens.
 */
import Highcharts from 'highcharts';
import 'highcharts/modules/exporting';
import 'highcharts/modules/export-data';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import { highchartsOptions, type ChartView } from '@grindline/domain';

export interface ReportChartProps {
  view: ChartView;
}

/** The chart of `view`, animated on screen (the PDF draws the same options without animation). */
export function ReportChart({ view }: ReportChartProps) {
  const options = useMemo(() => highchartsOptions(view, { animation: true }) as Highcharts.Options, [view]);
  return (
    <figure className="gl-nyct-chart" data-chart-id={view.id} aria-label={view.title}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </figure>
  );
}

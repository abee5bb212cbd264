/**
 * One Data Collection chart: Highcharts (with exporting, export-data and accessibility) drawing a
 * ChartModel from utils/run-charts.ts. Loaded lazily with the tab, so Highcharts is fetched once,
 * shared by federation, only when the charts open.
 */
import Highcharts from 'highcharts';
import 'highcharts/modules/exporting';
import 'highcharts/modules/export-data';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import type { ChartModel } from '../utils/run-charts';

/** The Highcharts options of a chart model (no animation: the same picture every time). */
export function chartOptions(model: ChartModel): Highcharts.Options {
  const isDate = model.xTitle === 'Date';
  return {
    chart: { type: 'line', height: 340, animation: false },
    title: { text: model.title },
    credits: { enabled: false },
    xAxis: {
      type: isDate ? 'datetime' : model.xLog ? 'logarithmic' : 'linear',
      reversed: model.xReversed,
      title: { text: model.xTitle },
      ...(model.xTicks ? { tickPositions: model.xTicks, labels: { format: '{value:%Y-%m-%d}' } } : {}),
    },
    yAxis: {
      // Exactly the spec's range (section 9): Highcharts would round it out to the next ticks.
      min: model.yMin,
      max: model.yMax,
      startOnTick: false,
      endOnTick: false,
      tickInterval: 10,
      title: { text: model.yTitle },
      plotBands: model.bands?.map((b) => ({ from: b.from, to: b.to, color: b.colour, label: { text: b.label } })),
    },
    plotOptions: { series: { animation: false, marker: { enabled: isDate } } },
    series: model.series.map((s) => ({ type: 'line' as const, name: s.name, data: s.data, dashStyle: s.dashed ? 'Dash' : 'Solid', ...(s.colour ? { color: s.colour } : {}) })),
  };
}

export function RunChart({ model }: { model: ChartModel }) {
  const options = useMemo(() => chartOptions(model), [model]);
  return (
    <figure className="gl-dc-chart" aria-label={model.title}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </figure>
  );
}

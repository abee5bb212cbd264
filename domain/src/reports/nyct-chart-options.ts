/**
 * Highcharts options of a {@link ChartView}, as plain JSON (no functions, no Highcharts import):
 * the dashboard passes them to highcharts-react, the PDF page to `Highcharts.chart` after a
 * JSON round trip, so both draw the same chart.
 */
import { CHART_PALETTE } from '../customers/lists';
import type { ChartSeriesView, ChartView } from './nyct-report-view';

export interface ChartOptionsSettings {
  /** False for print: the PDF is taken as soon as every chart exists, so nothing may animate. */
  animation: boolean;
  /** Height in pixels (the PDF's pages fix it; the screen lets the container decide). */
  height?: number;
  /**
   * Doughnut slices show their value only and the legend names them: a half-page chart of the
   * PDF, where 'Remaining Track Not Ground: 298.88' around a small ring ran into the legend.
   */
  valueLabels?: boolean;
}

/** The Highcharts options object of one chart view. */
export function highchartsOptions(view: ChartView, settings: ChartOptionsSettings): Record<string, unknown> {
  const animation = settings.animation;
  const chart = { type: view.type === 'doughnut' ? 'pie' : view.type, animation, ...(settings.height ? { height: settings.height } : {}), style: { fontFamily: 'Arial, Helvetica, sans-serif' } };
  const common = {
    chart,
    // The 9-colour chart palette (spec 002 section 9): doughnut slices take their colours from it.
    colors: [...CHART_PALETTE],
    title: { text: view.title, style: { fontSize: '15px', fontWeight: 'bold' } },
    credits: { enabled: false },
    accessibility: { enabled: true, description: view.title },
    exporting: { enabled: animation, filename: view.id },
    tooltip: { valueSuffix: view.valueSuffix, valueDecimals: view.valueSuffix === '' ? 0 : 2 },
    ...(view.note ? { caption: { text: view.note, style: { fontSize: '12px', color: '#4a5563' } } } : {}),
  };
  if (view.type === 'doughnut') {
    return {
      ...common,
      subtitle: { text: view.centreText, align: 'center', verticalAlign: 'middle', floating: true, y: 12, style: { fontSize: '18px', fontWeight: 'bold', color: '#1f2933' } },
      plotOptions: { pie: { animation, innerSize: '60%', dataLabels: { enabled: !view.compact, format: settings.valueLabels ? '{point.y}' : '{point.name}: {point.y}' }, showInLegend: !view.compact } },
      series: view.series.map((s) => ({ type: 'pie', name: s.name, data: s.data })),
    };
  }
  return {
    ...common,
    xAxis: { categories: view.categories },
    ...(view.categoryNames ? { tooltip: { ...common.tooltip, headerFormat: NAMED_HEADER } } : {}),
    yAxis: view.yAxes.map((axis, i) => ({
      title: { text: axis.title },
      min: 0,
      // Stacks read from the axis up in series order: spark minutes first, then what was lost.
      reversedStacks: false,
      ...(axis.max !== undefined ? { max: axis.max } : {}),
      ...(i === 1 ? { opposite: true, gridLineWidth: 0 } : {}),
    })),
    legend: { enabled: true },
    plotOptions: {
      series: { animation, ...(view.stacking ? { stacking: view.stacking } : {}) },
      // Year-to-date series are null under the weeks and the weekly ones under 'YTD': centring
      // keeps each category's columns together instead of leaving gaps for the nulls.
      column: { grouping: true, centerInCategory: true, borderWidth: 0 },
      bar: { centerInCategory: true, borderWidth: 0 },
    },
    series: view.series.map((s) => ({
      type: s.type,
      name: s.name,
      data: view.categoryNames ? named(s.data, view.categoryNames) : s.data,
      ...(s.color ? { color: s.color } : {}),
      ...(s.yAxis ? { yAxis: s.yAxis } : {}),
      ...(s.stack ? { stack: s.stack } : {}),
      ...(s.showInLegend === false ? { showInLegend: false } : {}),
      ...(s.type === 'line' ? lineStyle(s) : {}),
    })),
  };
}

/** The tooltip's header: the axis label, then the category's name carried by its point. */
const NAMED_HEADER = '<span style="font-size: 0.8em">{point.key}{#if point.custom.name} · {point.custom.name}{/if}</span><br/>';

/** Each value as a point carrying its category's name (JSON: the PDF page has no callbacks). */
function named(data: ChartSeriesView['data'], names: readonly string[]): unknown[] {
  return data.map((value, i) => (typeof value === 'object' && value !== null ? value : { y: value, custom: { name: names[i] ?? '' } }));
}

/**
 * A goal or total is a dashed line without markers; a line of data is solid, with Highcharts' own
 * markers (shown unless the points crowd), so a month of data alone is a dot, not nothing.
 */
function lineStyle(s: ChartSeriesView): Record<string, unknown> {
  if (!s.reference) return {};
  const points = (s.data as (number | null)[]).filter((v) => v !== null).length;
  return { dashStyle: 'ShortDash', marker: { enabled: points === 1 } };
}

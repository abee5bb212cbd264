import { highchartsOptions } from './nyct-chart-options';
import { nyctReportView, PDF_CHART_COUNT, splitYtd, weekCategory } from './nyct-report-view';
import { nyctReportFileName, reportWeeks, type NyctWeeklyReport, type WeeklyMetricsRow } from './nyct-weekly';

const row = (week: string, over: Partial<WeeklyMetricsRow> = {}): WeeklyMetricsRow => ({
  week, loram_delay: 5, customer_delay: 6, train_delay: 7, track_time: 600, spark_min: 240, miles_profiled: 3.456, defectsRemoved: 1, avg_passes: 2, percent_util: 40, completed_miles: 1.234, ...over,
});
const WEEKS = ['2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'];
const REPORT: NyctWeeklyReport = {
  week: '2026-11-16', startDate: '2026-10-12', endDate: '2026-11-16', ytdFrom: '2026-01-01', lastDay: '2026-11-15',
  grinders: (['LPC-1', 'LRG-32'] as const).map((grinder) => ({ grinder, rows: [...WEEKS.map((w) => row(w)), row('YTD', { completed_miles: 30, percent_util: 55 })] })),
  divisions: (['IRT', 'IND', 'BMT'] as const).map((division) => ({
    division,
    corrective: [...WEEKS, 'YTD'].map((week) => ({ week, completed_miles: 0.25, miles_profiled: 1, defectsRemoved: 3 })),
    preventative: [...WEEKS, 'YTD'].map((week) => ({ week, completed_miles: 0.75, miles_profiled: 2, defectsRemoved: 0 })),
    progress: [{ track_id: `${division}_A`, label: 'Line A', ytd: 3, wtd: 1, rem: 7 }],
  })),
  totals: [
    { division: 'IRT', defectsRemoved: 12, miles_ground: 4.4 },
    { division: 'IND', defectsRemoved: 3, miles_ground: 2.3 },
    { division: 'BMT', defectsRemoved: 0, miles_ground: 0 },
  ],
};

describe('nyctReportView (spec 002 section 2)', () => {
  const view = nyctReportView(REPORT);

  it("is titled 'Weekly Report' with the start date, grinder pages then division pages, 15 charts", () => {
    expect(view.title).toBe('Weekly Report');
    expect(view.subtitle).toBe('Week starting 2026-10-12');
    expect(view.pages.map((p) => p.key)).toEqual(['LPC-1', 'LRG-32', 'IRT', 'IND', 'BMT']);
    expect(view.pages.flatMap((p) => p.charts)).toHaveLength(PDF_CHART_COUNT);
    expect(view.pages[0].charts.map((c) => c.title)).toEqual(['Shift Production: LPC-1', 'Shift Utilization: LPC-1', 'Track Time vs Spark Minutes: LPC-1']);
    expect(view.pages[4].charts.map((c) => c.title)).toEqual(['Progress Towards Annual Goal: BMT', 'Corrective Grind: BMT', 'Preventative Grind: BMT']);
  });

  it("centres '{n} Defects' and the rounded miles in the totals doughnuts", () => {
    expect(view.totals.map((c) => c.centreText)).toEqual(['15 Defects', '7 Miles']);
    // A year's count reads with its thousands grouped.
    const many = nyctReportView({ ...REPORT, totals: [{ division: 'IRT', defectsRemoved: 1791, miles_ground: 1204.4 }, ...REPORT.totals.slice(1)] });
    expect(many.totals.map((c) => c.centreText)).toEqual(['1,794 Defects', '1,207 Miles']);
  });

  it('cuts the last row off as the year-to-date bar, with no legend entry', () => {
    const production = view.pages[0].charts[0];
    expect(production.categories).toEqual(['10/12', '10/19', '10/26', '11/02', '11/09', 'YTD']);
    const completed = production.series.find((s) => s.name === 'Completed Miles')!;
    expect(completed.data).toEqual([1.23, 1.23, 1.23, 1.23, 1.23, null]);
    const ytd = production.series.find((s) => s.name === 'Completed Miles (year to date)')!;
    expect(ytd).toMatchObject({ data: [null, null, null, null, null, 30], showInLegend: false, yAxis: 1 });
  });

  it("draws the 'Weekly Goal (1.5 Miles)' line over the weeks", () => {
    const goal = view.pages[2].charts[1].series.find((s) => s.type === 'line')!;
    expect(goal).toMatchObject({ name: 'Weekly Goal (1.5 Miles)', data: [1.5, 1.5, 1.5, 1.5, 1.5, null] });
  });

  it('shows spark minutes against 100 minus the percentage', () => {
    const util = view.pages[1].charts[1];
    expect(util.series.find((s) => s.name === 'Spark Minutes')!.data).toEqual([40, 40, 40, 40, 40, null]);
    expect(util.series.find((s) => s.name === 'Not sparking')!.data).toEqual([60, 60, 60, 60, 60, null]);
    expect(util.series.find((s) => s.name === 'Not sparking (year to date)')!.data).toEqual([null, null, null, null, null, 45]);
  });

  it('stacks per line what was ground before and in the last week and what remains', () => {
    expect(view.pages[2].charts[0].series.map((s) => [s.name, s.data])).toEqual([
      ['Ground earlier this year', [2]],
      ['Ground in the last week', [1]],
      ['Remaining', [7]],
    ]);
  });

  it('lists loss of time per grinder and week, YTD last', () => {
    expect(view.delays).toHaveLength(12);
    expect(view.delays[5]).toEqual({ grinder: 'LPC-1', week: 'YTD', loram: 5, customer: 6, train: 7 });
  });
});

describe('highchartsOptions', () => {
  const view = nyctReportView(REPORT);

  it('turns animation and the export menu off for print, and keeps YTD out of the legend', () => {
    const options = highchartsOptions(view.pages[0].charts[0], { animation: false, height: 300 }) as { chart: Record<string, unknown>; exporting: { enabled: boolean }; series: Record<string, unknown>[]; plotOptions: { series: { animation: boolean } } };
    expect(options.chart).toMatchObject({ type: 'column', animation: false, height: 300 });
    expect(options.plotOptions.series.animation).toBe(false);
    expect(options.exporting.enabled).toBe(false);
    expect(options.series.filter((s) => s.showInLegend === false).map((s) => s.name)).toEqual(['Completed Miles (year to date)', 'Pass Miles (year to date)']);
    expect(JSON.parse(JSON.stringify(options))).toEqual(options);
  });

  it("writes a chart's note as its caption, and no caption without one", () => {
    const chart = view.pages[0].charts[0];
    expect((highchartsOptions({ ...chart, note: "BART's reports do not record spark minutes." }, { animation: true }) as { caption: { text: string } }).caption.text).toBe("BART's reports do not record spark minutes.");
    expect(highchartsOptions(chart, { animation: true })).not.toHaveProperty('caption');
  });

  it('draws a goal as a dashed line without markers, and a line of data solid, so one month of data is still a dot', () => {
    type Series = { name: string; dashStyle?: string; marker?: { enabled: boolean } };
    const chart = view.pages[0].charts.find((c) => c.series.some((s) => s.reference))!;
    const goal = (highchartsOptions(chart, { animation: true }) as { series: Series[] }).series.find((s) => s.name.startsWith('Weekly Goal'))!;
    expect(goal).toMatchObject({ dashStyle: 'ShortDash', marker: { enabled: false } });
    const oneMonth = { ...chart, categories: ['2026-11'], series: [{ name: 'Completed Miles', type: 'line' as const, data: [1.3] }, { name: 'Project Goal', type: 'line' as const, data: [5], reference: true }] };
    const [data, target] = (highchartsOptions(oneMonth, { animation: true }) as { series: Series[] }).series;
    expect(data.dashStyle).toBeUndefined();
    expect(data.marker).toBeUndefined();
    expect(target).toMatchObject({ dashStyle: 'ShortDash', marker: { enabled: true } });
  });

  it("names each category in its tooltip after the axis label, as JSON the PDF page takes too", () => {
    type Named = { tooltip: { headerFormat?: string; valueSuffix: string }; series: { data: unknown[] }[] };
    const tracks = { id: 't', title: 'Completed Miles by Track', type: 'column' as const, categories: ['RL_2', 'OL_1'], categoryNames: ['Red Line, track 2', ''], yAxes: [{ title: 'Miles' }], series: [{ name: 'Complete', type: 'column' as const, data: [1.5, null] }], valueSuffix: ' mi' };
    const options = highchartsOptions(tracks, { animation: true }) as Named;
    expect(options.series[0].data).toEqual([{ y: 1.5, custom: { name: 'Red Line, track 2' } }, { y: null, custom: { name: '' } }]);
    expect(options.tooltip).toMatchObject({ valueSuffix: ' mi', headerFormat: expect.stringContaining('{point.key}{#if point.custom.name} · {point.custom.name}{/if}') });
    expect(JSON.parse(JSON.stringify(options))).toEqual(options);
    const plain = highchartsOptions({ ...tracks, categoryNames: undefined }, { animation: true }) as Named;
    expect(plain.series[0].data).toEqual([1.5, null]);
    expect(plain.tooltip.headerFormat).toBeUndefined();
  });

  it('draws a doughnut with its centre text', () => {
    const options = highchartsOptions(view.totals[0], { animation: true }) as { chart: { type: string }; subtitle: { text: string; verticalAlign: string }; plotOptions: { pie: { innerSize: string } } };
    expect(options.chart.type).toBe('pie');
    expect(options.subtitle).toMatchObject({ text: '15 Defects', verticalAlign: 'middle' });
    expect(options.plotOptions.pie.innerSize).toBe('60%');
    expect((options as unknown as { colors: string[] }).colors).toHaveLength(9);
  });

  it("labels a half-page print doughnut's slices with their values, the legend naming them", () => {
    type Pie = { plotOptions: { pie: { dataLabels: { format: string }; showInLegend: boolean } } };
    const screen = highchartsOptions(view.totals[0], { animation: true }) as Pie;
    const print = highchartsOptions(view.totals[0], { animation: false, height: 250, valueLabels: true }) as Pie;
    expect(screen.plotOptions.pie.dataLabels.format).toBe('{point.name}: {point.y}');
    expect(print.plotOptions.pie.dataLabels.format).toBe('{point.y}');
    expect(print.plotOptions.pie.showInLegend).toBe(true);
  });
});

describe('report helpers', () => {
  it('names the file after the Monday of the week', () => {
    expect(nyctReportFileName('2026-11-18')).toBe('nyct-weekly-report-2026-11-16.pdf');
  });

  it('has five weeks in a window and labels them MM/DD', () => {
    expect(reportWeeks('2026-10-12', '2026-11-16')).toEqual(WEEKS);
    expect(weekCategory('2026-10-12')).toBe('10/12');
    expect(splitYtd([{ week: 'a' }, { week: 'YTD' }])).toEqual({ weeks: [{ week: 'a' }], ytd: { week: 'YTD' } });
    expect(splitYtd([{ week: 'a' }])).toEqual({ weeks: [{ week: 'a' }], ytd: null });
  });
});

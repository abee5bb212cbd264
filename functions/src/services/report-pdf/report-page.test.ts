import { nyctReportView, type NyctWeeklyReport } from '@grindline/domain';
import { PRINT_CHART, printCharts, reportPageHtml } from './report-page';

const rows = (weeks: string[]) => [...weeks, 'YTD'].map((week) => ({ week, loram_delay: 0, customer_delay: 0, train_delay: 0, track_time: 0, spark_min: 0, miles_profiled: 0, defectsRemoved: 0, avg_passes: 0, percent_util: 0, completed_miles: 0 }));
const WEEKS = ['2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'];
const REPORT: NyctWeeklyReport = {
  week: '2026-11-16', startDate: '2026-10-12', endDate: '2026-11-16', ytdFrom: '2026-01-01', lastDay: '2026-11-15',
  grinders: (['LPC-1', 'LRG-32'] as const).map((grinder) => ({ grinder, rows: rows(WEEKS) })),
  divisions: (['IRT', 'IND', 'BMT'] as const).map((division) => ({
    division,
    corrective: [...WEEKS, 'YTD'].map((week) => ({ week, completed_miles: 0, miles_profiled: 0, defectsRemoved: 0 })),
    preventative: [...WEEKS, 'YTD'].map((week) => ({ week, completed_miles: 0, miles_profiled: 0, defectsRemoved: 0 })),
    progress: [{ track_id: `${division}_X`, label: '</script><script>alert(1)</script>', ytd: 0, wtd: 0, rem: 1 }],
  })),
  totals: [],
};

describe('reportPageHtml', () => {
  const view = nyctReportView(REPORT);
  const html = reportPageHtml(view, '/* highcharts */');

  it('has a titled section per page and a container per chart, in the PDF order', () => {
    expect(html.match(/<section class="page">/g)).toHaveLength(5);
    expect(html.match(/<h1>Weekly Report<\/h1><p class="start">Week starting 2026-10-12<\/p>/g)).toHaveLength(5);
    const ids = [...html.matchAll(/<div class="chart" id="(chart-[^"]+)">/g)].map((m) => m[1]);
    expect(ids).toEqual(printCharts(view).map(([id]) => id));
    expect(ids).toHaveLength(15);
    expect(ids.slice(0, 3)).toEqual(['chart-production-LPC-1', 'chart-utilization-LPC-1', 'chart-track-time-LPC-1']);
  });

  it('inlines Highcharts and draws without animation at the print size', () => {
    expect(html).toContain('<script>/* highcharts */</script>');
    expect(html).not.toMatch(/<script[^>]+src=/);
    for (const [, options] of printCharts(view)) expect(options).toMatchObject({ chart: { animation: false, height: PRINT_CHART.height } });
  });

  it('cannot be broken out of by text in the data', () => {
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });
});

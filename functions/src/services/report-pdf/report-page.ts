/**
 * The HTML page the PDF function prints (spec 002 section 2 'PDF export'): one A4 page per
 * grinder, then per division, each titled 'Weekly Report' with the start date and holding its
 * three charts, drawn by Highcharts (inlined, no network) from the same view model as the
 * dashboard, without animation. When every chart exists the page sets
 * `window.__chartsRendered` to their number, which the renderer waits for.
 */
import { highchartsOptions, type NyctReportView } from '@grindline/domain';
import type { WeekPhotos } from './week-photos';

/** Size of a chart on the page, in CSS pixels (A4 is 794 x 1123 at 96 dpi; margins 10 mm). */
export const PRINT_CHART = { width: 700, height: 305 } as const;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON safe inside a <script> element ('<' escaped so '</script>' cannot end it). */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The charts of the page in order: [container id, Highcharts options]. */
export function printCharts(view: NyctReportView): [string, Record<string, unknown>][] {
  return view.pages.flatMap((page) =>
    page.charts.map((chart) => [`chart-${chart.id}`, highchartsOptions(chart, { animation: false, height: PRINT_CHART.height })] as [string, Record<string, unknown>]),
  );
}

/** The photos page (issue 28): the week's photos with their captions, shift and date; '' when there are none. */
export function photosPageHtml(week: WeekPhotos | undefined, heading: string): string {
  if (!week || week.total === 0) return '';
  const figures = week.photos
    .map((p) => {
      const picture = p.src ? `<img src="${p.src}" alt="${escapeHtml(p.caption ?? p.fileName)}">` : `<div class="no-thumb">${escapeHtml(p.fileName)}<br>(no preview)</div>`;
      const when = p.takenAt ? ` · taken ${escapeHtml(p.takenAt.slice(0, 16).replace('T', ' '))}` : '';
      return `<figure>${picture}<figcaption><strong>${escapeHtml(p.caption ?? p.fileName)}</strong><br>Shift ${escapeHtml(p.shiftId)}, <span class="nw">${escapeHtml(p.date)}</span>${when}</figcaption></figure>`;
    })
    .join('');
  const more = week.total > week.photos.length ? `<p class="more">${week.total - week.photos.length} more photos of this week are in the reports.</p>` : '';
  return `<section class="page photos">
  <header><h1>Photos</h1><h2>${escapeHtml(heading)}</h2></header>
  <div class="grid">${figures}</div>${more}
</section>`;
}

/** The whole page, with `highchartsSource` (the library's code) inlined, and the week's photos page last when there are photos. */
export function reportPageHtml(view: NyctReportView, highchartsSource: string, photos?: { week: WeekPhotos; heading: string }): string {
  const pages = view.pages
    .map(
      (page) => `<section class="page">
  <header><h1>${escapeHtml(view.title)}</h1><p class="start">${escapeHtml(view.subtitle)}</p><h2>${escapeHtml(page.heading)}</h2></header>
  ${page.charts.map((c) => `<div class="chart" id="chart-${escapeHtml(c.id)}"></div>`).join('\n  ')}
</section>`,
    )
    .join('\n');
  const photosPage = photosPageHtml(photos?.week, photos?.heading ?? '');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`${view.title} - ${view.subtitle}`)}</title>
<style>
  @page { size: A4; margin: 10mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: Arial, Helvetica, sans-serif; color: #1f2933; }
  .page { width: ${PRINT_CHART.width}px; break-after: page; page-break-after: always; }
  .page:last-child { break-after: auto; page-break-after: auto; }
  header { border-bottom: 2px solid #2f7ed8; margin-bottom: 6px; }
  h1 { font-size: 22px; margin: 0; }
  .start { margin: 2px 0; font-size: 13px; }
  h2 { font-size: 16px; margin: 4px 0 6px; }
  .chart { width: ${PRINT_CHART.width}px; height: ${PRINT_CHART.height}px; margin-bottom: 4px; }
  .photos .grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }
  .photos figure { margin: 0; break-inside: avoid; }
  .photos img { width: 100%; height: 120px; object-fit: cover; display: block; }
  .photos .no-thumb { height: 120px; display: flex; align-items: center; justify-content: center; text-align: center; background: #eef2f7; font-size: 11px; }
  .photos figcaption { font-size: 10px; line-height: 1.25; margin-top: 2px; }
  .photos .nw { white-space: nowrap; }
  .more { font-size: 12px; }
</style></head>
<body>
${pages}
${photosPage}
<script>${highchartsSource}</script>
<script>
  Highcharts.setOptions({ chart: { animation: false }, plotOptions: { series: { animation: false } } });
  var charts = ${scriptJson(printCharts(view))};
  charts.forEach(function (c) { Highcharts.chart(c[0], c[1]); });
  window.__chartsRendered = Highcharts.charts.filter(function (c) { return c && c.series.length > 0; }).length;
</script>
</body></html>`;
}

/**
 * Where a warm weekly NYCT PDF's time goes (issue 30), measured in the bench process on the stack's
 * data with the services' sources (the route runs the same code in its bundle): the figures' read
 * (the first call of this process reads every year; another week after it finds the years kept
 * while NYCT's revision is unchanged), the week's photos, the view model and HTML, then Chromium's
 * steps (a new tab, the HTML loaded with its scripts run, the charts' wait, the print) and the
 * S3 put. Medians of 3 weeks for everything after the first read (and a second one once NYCT's
 * revision has stood INDEX_SETTLE_MS, which keeps the years).
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { addDays, mondayOf } from '@grindline/domain';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (n: number): string => `${n.toFixed(0)} ms`;

/** The steps of printing weeks ending before `today`'s week minus 7 to 9 weeks (weeks the bench's route calls never printed). */
export async function nyctPdfSteps(today = new Date().toISOString().slice(0, 10)): Promise<string> {
  const { nyctWeeklyReport, INDEX_SETTLE_MS } = await import('../../functions/src/services/nyct-weekly');
  const { weekPhotos } = await import('../../functions/src/services/report-pdf/week-photos');
  const { reportPageHtml } = await import('../../functions/src/services/report-pdf/report-page');
  const { renderPdf, closeSharedBrowser } = await import('../../functions/src/services/report-pdf/render-pdf');
  const { s3 } = await import('../../functions/src/lib/clients/s3');
  const { config } = await import('../../functions/src/lib/config');
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const { nyctReportView, PDF_CHART_COUNT } = await import('@grindline/domain');
  const highcharts = readFileSync(createRequire(import.meta.url).resolve('highcharts/highcharts.js'), 'utf8');

  const weeks = [7, 8, 9, 10].map((i) => addDays(mondayOf(today), -7 * i));
  const t0 = performance.now();
  await nyctWeeklyReport(weeks[0]);
  const firstRead = performance.now() - t0;
  await renderPdf('<!doctype html><script>window.__chartsRendered = 0</script>', { charts: 0 }); // the browser launched before timing
  // Years read within INDEX_SETTLE_MS of this process first seeing NYCT's revision are not kept:
  // wait it out and read once more, as a warm instance's earlier calls have.
  await new Promise((resolve) => setTimeout(resolve, INDEX_SETTLE_MS));
  await nyctWeeklyReport(weeks[0]);
  const steps: Record<string, number[]> = {};
  const add = (name: string, value: number) => (steps[name] ??= []).push(value);
  for (const week of weeks.slice(1)) {
    let mark = performance.now();
    const lap = (name: string) => {
      const now = performance.now();
      add(name, now - mark);
      mark = now;
    };
    const report = await nyctWeeklyReport(week);
    lap('read');
    const photos = await weekPhotos('NYCT', addDays(report.lastDay, -6), report.lastDay);
    lap('photos');
    const html = reportPageHtml(nyctReportView(report), highcharts, { week: photos, heading: week });
    lap('html');
    const timings: Record<string, number> = {};
    const body = await renderPdf(html, { charts: PDF_CHART_COUNT, timings });
    for (const [name, value] of Object.entries(timings)) add(name, value);
    mark = performance.now();
    await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: `bench/nyct-weekly-steps/${week}.pdf`, Body: body, ContentType: 'application/pdf' }));
    lap('store');
  }
  await closeSharedBrowser();
  const m = (name: string) => ms(median(steps[name] ?? [0]));
  const total = Object.values(steps).reduce((sum, values) => sum + median(values), 0);
  return [
    `Weekly PDF, where a warm print's time goes (in the bench process, medians of ${weeks.length - 1} weeks; the route adds the gateway, the HeadObject and the link):`,
    `  figures read, first call of the process (every year from DynamoDB Local): ${ms(firstRead)}; another week after it: ${m('read')}`,
    `  photos of the week ${m('photos')}; view model and HTML ${m('html')}; Chromium: new tab ${m('page')}, HTML loaded and scripts run ${m('content')}, charts' wait ${m('charts')}, print ${m('print')}; S3 put ${m('store')}`,
    `  sum of the medians after the first read: ${ms(total)}`,
  ].join('\n');
}

import { useId, useMemo, useState } from 'react';
import { lazyNamed } from '@grindline/ui/lazy-page';
import { hasData, localIsoDate, NO_DATA, nyctReportView, type ChartView } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { Notice } from '@grindline/ui/notice';
import { useNyctWeekly } from '../api/get-nyct-weekly';
import { initialWeek, weekOptions } from '../utils/weeks';
import { DelaysTable } from './delays-table';
import { PdfButton } from './pdf-button';
import './nyct-report.css';
import { Options } from '@grindline/ui/field';

// Highcharts and its modules load with the first chart, not with the dashboard.
const ReportChart = lazyNamed(() => import('./report-chart'), 'ReportChart', () => <p className="gl-nyct-chart gl-nyct-chart--loading">Loading chart…</p>);

function Charts({ charts }: { charts: readonly ChartView[] }) {
  return (
    <div className="gl-nyct-grid">
      {charts.map((chart) =>
        hasData(chart) ? (
          <ReportChart key={chart.id} view={chart} />
        ) : (
          // A week with nothing to draw says so rather than showing empty axes (the PDF keeps its 15 charts).
          <figure key={chart.id} className="gl-nyct-chart gl-nyct-chart--empty" data-chart-id={chart.id} aria-label={chart.title}>
            <figcaption>{chart.title}</figcaption>
            <p>{NO_DATA}</p>
          </figure>
        ),
      )}
    </div>
  );
}

/**
 * The NYCT Report tab (spec 002 section 2): the week picker, the PDF button, the totals, the
 * grinder and division charts and the loss-of-time table, all from the domain's view model of
 * the week's figures (the PDF prints the same view model).
 */
export function NyctReportTab() {
  const today = localIsoDate(new Date());
  const options = useMemo(() => weekOptions(today), [today]);
  const [week, setWeek] = useState(() => initialWeek(today));
  const report = useNyctWeekly(week);
  const view = useMemo(() => (report.data ? nyctReportView(report.data) : null), [report.data]);
  const pickerId = useId();
  return (
    <div className="gl-nyct">
      <div className="gl-nyct-toolbar">
        <div className="gl-ui-field">
          <label htmlFor={pickerId}>Report week</label>
          <select id={pickerId} value={week} onChange={(e) => setWeek(e.target.value)}>
            <Options values={options} />
          </select>
          {report.data ? (
            <p className="gl-ui-hint">
              Weeks of {report.data.startDate} to {report.data.lastDay}; year to date from {report.data.ytdFrom}
            </p>
          ) : null}
        </div>
        <PdfButton key={week} week={week} />
      </div>
      {report.isPending ? <p role="status">Loading the report…</p> : null}
      {report.isError ? (
        <Notice tone="error">
          <p>The report could not be loaded: {errorMessage(report.error)}</p>
        </Notice>
      ) : null}
      {view ? (
        <article aria-label={`${view.title}, ${view.subtitle}`}>
          <header className="gl-nyct-head">
            <h2>{view.title}</h2>
            <p>{view.subtitle}</p>
          </header>
          <section aria-label="Totals">
            <h3>Totals</h3>
            <Charts charts={view.totals} />
          </section>
          {view.pages.map((page) => (
            <section key={page.key} aria-label={page.heading}>
              <h3>{page.heading}</h3>
              <Charts charts={page.charts} />
            </section>
          ))}
          <section aria-label="Loss of time">
            <h3>Loss of time</h3>
            <DelaysTable rows={view.delays} />
          </section>
        </article>
      ) : null}
    </div>
  );
}

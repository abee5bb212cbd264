import { DASHBOARD_DEFAULTS, mayEditSitePlans, monthlyInputError, type Access, type MonthlyInput } from '@grindline/domain';
import { errorId, Field, Options } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import { useKeptFilters } from '../../../lib/kept-filters';
import { useMonthly } from '../../site-dashboards/api/get-site-dashboards';
import { MonthlyPanel } from '../../site-dashboards/components/monthly-panel';
import '../../site-dashboards/components/site-dashboards.css';
import { MonthlyPdfButton } from './monthly-pdf-button';
import './report-generator.css';

const today = () => new Date().toISOString().slice(0, 10);

/** The first input: the caller's own (or first) site and the spec's defaults (spec 001 section 2.7). */
export function initialReportInput(access: Access, end: string): MonthlyInput {
  return { site: access.site ?? access.sites[0] ?? '', projectStart: DASHBOARD_DEFAULTS.monthly.projectStart, reportEnd: end, interval: String(DASHBOARD_DEFAULTS.monthly.interval), phase: '1' };
}

/**
 * The Report Generator (/reports, spec 002 section 2; adminMgmt): a site of the caller's, the
 * Project Start Date, Report End Date and Report Interval, then the whole monthly report of
 * spec 001 section 2.7 (the Performance Metrics 'Monthly Report' component), its CSVs and
 * 'Download PDF'. Input that {@link monthlyInputError} refuses is named and not sent.
 */
export function ReportGenerator({ access }: { access: Access }) {
  const [input, setInput] = useKeptFilters<MonthlyInput>(`reports:${access.role}`, () => initialReportInput(access, today()), (kept, first) =>
    access.sites.includes(kept.site) ? kept : { ...kept, site: first.site },
  );
  const error = monthlyInputError(input, access.sites);
  const monthly = useMonthly({ ...input }, error === null);
  const set = (patch: Partial<MonthlyInput>) => setInput((x) => ({ ...x, ...patch }));
  const field = (key: 'projectStart' | 'reportEnd', label: string) => (
    <Field id={`gl-report-${key}`} label={label}>
      <input id={`gl-report-${key}`} type="date" value={input[key]} aria-describedby={error ? errorId('gl-report-input') : undefined} onChange={(e) => set({ [key]: e.target.value })} />
    </Field>
  );
  return (
    <div className="gl-ui-page gl-report-gen">
      <h1>Report Generator</h1>
      <div className="gl-report-gen-body">
        <form className="gl-report-gen-filters" aria-label="Report" onSubmit={(e) => e.preventDefault()}>
          <Field id="gl-report-site" label="Site">
            <select id="gl-report-site" value={input.site} onChange={(e) => set({ site: e.target.value })}>
              <Options values={access.sites} />
            </select>
          </Field>
          {field('projectStart', 'Project Start Date')}
          {field('reportEnd', 'Report End Date')}
          <Field id="gl-report-interval" label="Report Interval (days)">
            <input id="gl-report-interval" inputMode="numeric" value={input.interval} onChange={(e) => set({ interval: e.target.value })} />
          </Field>
          {error ? (
            <p className="gl-ui-error" id={errorId('gl-report-input')} role="alert">
              {error}
            </p>
          ) : null}
        </form>
        <section aria-label="Monthly report" className="gl-dash-site gl-report-gen-report">
          {monthly.isError ? (
            <Notice tone="error">
              <p>{(monthly.error as Error).message}</p>
            </Notice>
          ) : null}
          {error === null && monthly.isPending ? <p>Loading the report…</p> : null}
          {error === null && monthly.data ? (
            <MonthlyPanel
              figures={monthly.data}
              query={{ ...input }}
              onPhase={(phase) => set({ phase })}
              canEditPlan={mayEditSitePlans(access)}
              actions={<MonthlyPdfButton key={JSON.stringify(input)} input={input} />}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import { isMultiSite, mayEditSitePlans, performanceDivisions, SELECT_SITES, type Access } from '@grindline/domain';
import { Field, Options } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import { useMonthly, usePerformance, useSiteFigures } from '../api/get-site-dashboards';
import { useSiteGrinders } from '../api/get-site-grinders';
import { useKeptFilters } from '../../../lib/kept-filters';
import { emptySpanOffer, filterError, initialSiteFilters, keptSiteFilters, SITE_VIEWS, switchSite, switchView, viewQuery, type SiteFilters } from '../utils/site-filters';
import { MonthlyPanel } from './monthly-panel';
import { PerformancePanel, PerformanceSelectSites } from './performance-panel';
import { SitePanel } from './site-panel';
import './site-dashboards.css';

export interface SiteDashboardsTabProps {
  access: Access;
  filtersOpen: boolean;
  sidebarId: string;
  /** Opens the filters on a small screen: every chart waits for a site an office user must pick there. */
  showFilters?: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The Performance Metrics tab: performance, monthly report and site dashboard of one site. */
export function SiteDashboardsTab({ access, filtersOpen, sidebarId, showFilters }: SiteDashboardsTabProps) {
  const [f, setF] = useKeptFilters<SiteFilters>(`site:${access.role}`, () => initialSiteFilters(access, today()), (kept, first) => keptSiteFilters(kept, first, access));
  const error = filterError(f);
  const query = viewQuery(f);
  const ready = error === null && f.site !== '';
  const performance = usePerformance(query, ready && f.view === 'performance');
  const monthly = useMonthly(query, ready && f.view === 'monthly');
  const site = useSiteFigures(query, ready && f.view === 'site');
  const active = f.view === 'performance' ? performance : f.view === 'monthly' ? monthly : site;
  const grinders = useSiteGrinders(f.view === 'performance' ? f.site : '');
  const divisions = performanceDivisions(f.site);
  const set = (patch: Partial<SiteFilters>) => setF((x) => ({ ...x, ...patch }));
  const needsSite = f.site === '';
  useEffect(() => {
    if (needsSite) showFilters?.();
  }, [needsSite, showFilters]);
  const date = (key: keyof SiteFilters, label: string) => (
    <Field id={`gl-site-${key}`} label={label}>
      <input id={`gl-site-${key}`} type="date" value={f[key]} onChange={(e) => set({ [key]: e.target.value })} />
    </Field>
  );
  return (
    <div className="gl-dash-site">
      <aside id={sidebarId} className={`gl-dash-site-filters${filtersOpen ? ' gl-dash-site-filters--open' : ''}`} aria-label="Filters">
        <h2>Filters</h2>
        <Field id="gl-site-view" label="View">
          <select id="gl-site-view" value={f.view} onChange={(e) => setF((x) => switchView(x, e.target.value as SiteFilters['view'], access, today()))}>
            <Options values={SITE_VIEWS} />
          </select>
        </Field>
        {isMultiSite(access) ? (
          <Field id="gl-site-site" label="Site">
            <select id="gl-site-site" value={f.site} onChange={(e) => setF((x) => switchSite(x, e.target.value))}>
              <option value="">Select a site</option>
              <Options values={access.sites} />
            </select>
          </Field>
        ) : (
          <p className="gl-dash-fixed-site">Site: {f.site}</p>
        )}
        {f.view === 'monthly' ? (
          <>
            {date('projectStart', 'Project Start Date')}
            {date('reportEnd', 'Report End Date')}
            <Field id="gl-site-interval" label="Report Interval (days)">
              <input id="gl-site-interval" inputMode="numeric" value={f.interval} onChange={(e) => set({ interval: e.target.value })} />
            </Field>
          </>
        ) : (
          <>
            {date('startDate', 'Start date')}
            {date('endDate', 'End date')}
          </>
        )}
        {f.view === 'performance' ? (
          <Field id="gl-site-grinder" label="Grinder">
            <select id="gl-site-grinder" value={f.grinder} disabled={f.site === ''} onChange={(e) => set({ grinder: e.target.value })}>
              <option value="">All grinders</option>
              <Options values={grinders.data ?? []} />
            </select>
            {grinders.isError ? <p className="gl-ui-hint">Could not load the grinder list.</p> : null}
          </Field>
        ) : null}
        {f.view === 'performance' && divisions.length > 0 ? (
          <Field id="gl-site-division" label="Division">
            <select id="gl-site-division" value={f.division} onChange={(e) => set({ division: e.target.value })}>
              <option value="">All divisions</option>
              <Options values={divisions} />
            </select>
          </Field>
        ) : null}
        {error ? (
          <p className="gl-ui-error" role="alert">
            {error}
          </p>
        ) : null}
      </aside>
      <section aria-label="Charts" className="gl-dash-site-charts">
        {f.site === '' && f.view === 'performance' ? <PerformanceSelectSites /> : null}
        {f.site === '' && f.view !== 'performance' ? <p className="gl-dash-select-sites">{SELECT_SITES}</p> : null}
        {active.isError ? (
          <Notice tone="error">
            <p>{(active.error as Error).message}</p>
          </Notice>
        ) : null}
        {ready && active.isPending ? <p>Loading figures…</p> : null}
        {f.view === 'performance' && performance.data ? <PerformancePanel figures={performance.data} /> : null}
        {f.view === 'monthly' && monthly.data ? <MonthlyPanel figures={monthly.data} query={query} onPhase={(phase) => set({ phase })} canEditPlan={mayEditSitePlans(access)} /> : null}
        {f.view === 'site' && site.data ? <SitePanel figures={site.data} offer={emptySpanOffer(site.data, f, today())} onShowSpan={set} /> : null}
      </section>
    </div>
  );
}

import { useMemo } from 'react';
import { useKeptFilters } from '../../../lib/kept-filters';
import { ACROSS_CHART_GROUPS, acrossSiteRows, checkedSites, NO_DATA, SELECT_SITES, siteColour, type Access } from '@grindline/domain';
import { ChartOrEmpty } from '../../../components/charts/chart-or-empty';
import { errorId, Field } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import { useOverview } from '../api/get-overview';
import { initialOverviewFilters, keptOverviewFilters, overviewDateError, overviewQuery, overviewSites, type OverviewFilters } from '../utils/overview-filters';
import { CheckboxGroup } from './checkbox-group';
import './across-site.css';

export interface AcrossSiteTabProps {
  access: Access;
  filtersOpen: boolean;
  sidebarId: string;
}

const CHART_OPTIONS = ACROSS_CHART_GROUPS.map((g) => ({ value: g.id, label: g.label }));

/**
 * The multi-site dashboard and across-site charts (spec 001 sections 2.6 and 2.11): dates, the
 * Sites and Charts checkbox groups, the per-site legend and the rows of charts, each drawn only
 * once its data has arrived.
 */
export function AcrossSiteTab({ access, filtersOpen, sidebarId }: AcrossSiteTabProps) {
  const [filters, setFilters] = useKeptFilters<OverviewFilters>(`across:${access.role}`, () => initialOverviewFilters(access, new Date().toISOString().slice(0, 10)), (kept) => keptOverviewFilters(kept, access));
  const dateError = overviewDateError(filters);
  const overview = useOverview(overviewQuery(access, filters), dateError === null);
  const shown = useMemo(() => checkedSites(overview.data?.sites ?? [], filters.sites), [overview.data, filters.sites]);
  const rows = useMemo(() => acrossSiteRows(overview.data?.sites ?? [], filters), [overview.data, filters]);
  const siteOptions = useMemo(() => overviewSites(access).map((s) => ({ value: s, label: s })), [access]);
  const set = (patch: Partial<OverviewFilters>) => setFilters((f) => ({ ...f, ...patch }));
  return (
    <div className="gl-dash-across">
      <aside id={sidebarId} className={`gl-dash-across-filters${filtersOpen ? ' gl-dash-across-filters--open' : ''}`} aria-label="Filters">
        <h2>Filters</h2>
        <Field id="gl-across-from" label="Data From" error={dateError ?? undefined}>
          <input id="gl-across-from" type="date" value={filters.startDate} aria-describedby={dateError ? errorId('gl-across-from') : undefined} onChange={(e) => set({ startDate: e.target.value })} />
        </Field>
        <Field id="gl-across-to" label="To">
          <input id="gl-across-to" type="date" value={filters.endDate} onChange={(e) => set({ endDate: e.target.value })} />
        </Field>
        <CheckboxGroup legend="Sites" allLabel="All sites" options={siteOptions} checked={filters.sites} onChange={(sites) => set({ sites })} />
        <CheckboxGroup legend="Charts" allLabel="All charts" options={CHART_OPTIONS} checked={filters.groups} onChange={(groups) => set({ groups })} />
      </aside>
      <section aria-label="Charts" className="gl-dash-across-charts">
        {overview.isError ? <Notice tone="error"><p>{(overview.error as Error).message}</p></Notice> : null}
        {filters.sites.length === 0 ? <p className="gl-dash-select-sites">{SELECT_SITES}</p> : null}
        {filters.sites.length > 0 && overview.isPending && dateError === null ? <p>Loading figures…</p> : null}
        {filters.sites.length > 0 && overview.data && shown.length === 0 ? <p className="gl-dash-no-data">{NO_DATA}</p> : null}
        {shown.length > 0 ? (
          <>
            <ul className="gl-dash-legend" aria-label="Sites">
              {shown.map((s, i) => (
                <li key={s.site}>
                  <span className="gl-dash-swatch" style={{ background: siteColour(s.site, i) }} aria-hidden="true" />
                  {s.site}
                </li>
              ))}
            </ul>
            {rows.map((row) => (
              <div key={row.map((v) => v.id).join()} className={`gl-dash-chart-row gl-dash-chart-row--${row.length}`}>
                {row.map((view) => (
                  <ChartOrEmpty key={view.id} view={view} />
                ))}
              </div>
            ))}
          </>
        ) : null}
      </section>
    </div>
  );
}

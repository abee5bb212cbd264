import { useMemo, useState } from 'react';
import { overviewRows, siteColour, type Access } from '@grindline/domain';
import { LazyChart } from '../../../components/charts/lazy-chart';
import { errorId, Field } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import { useOverview } from '../api/get-overview';
import { initialOverviewFilters, overviewDateError, overviewSiteOptions, type OverviewFilters } from '../utils/overview-filters';
import './across-site.css';

export interface AcrossSiteTabProps {
  access: Access;
  filtersOpen: boolean;
  sidebarId: string;
}

/**
 * The multi-site dashboard (spec 001 sections 2.6 and 2.11): dates, site, the per-site legend and
 * the four rows of charts, each drawn only once its data has arrived.
 */
export function AcrossSiteTab({ access, filtersOpen, sidebarId }: AcrossSiteTabProps) {
  const [filters, setFilters] = useState<OverviewFilters>(() => initialOverviewFilters(access));
  const dateError = overviewDateError(filters);
  const overview = useOverview(filters, dateError === null);
  const rows = useMemo(() => overviewRows(overview.data?.sites ?? []), [overview.data]);
  const options = overviewSiteOptions(access);
  const set = (patch: Partial<OverviewFilters>) => setFilters((f) => ({ ...f, ...patch }));
  return (
    <div className="gl-dash-across">
      <aside id={sidebarId} className={`gl-dash-across-filters${filtersOpen ? ' gl-dash-across-filters--open' : ''}`} aria-label="Filters">
        <h2>Filters</h2>
        {options ? (
          <Field id="gl-across-site" label="Site">
            <select id="gl-across-site" value={filters.site} onChange={(e) => set({ site: e.target.value })}>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <p className="gl-dash-fixed-site">Site: {filters.site}</p>
        )}
        <Field id="gl-across-from" label="Data From" error={dateError ?? undefined}>
          <input id="gl-across-from" type="date" value={filters.startDate} aria-describedby={dateError ? errorId('gl-across-from') : undefined} onChange={(e) => set({ startDate: e.target.value })} />
        </Field>
        <Field id="gl-across-to" label="To">
          <input id="gl-across-to" type="date" value={filters.endDate} onChange={(e) => set({ endDate: e.target.value })} />
        </Field>
      </aside>
      <section aria-label="Charts" className="gl-dash-across-charts">
        {overview.isError ? <Notice tone="error"><p>{(overview.error as Error).message}</p></Notice> : null}
        {overview.isPending && dateError === null ? <p>Loading figures…</p> : null}
        {overview.data && overview.data.sites.length === 0 ? <p>No shifts in this time span.</p> : null}
        {overview.data && overview.data.sites.length > 0 ? (
          <>
            <ul className="gl-dash-legend" aria-label="Sites">
              {overview.data.sites.map((s, i) => (
                <li key={s.site}>
                  <span className="gl-dash-swatch" style={{ background: siteColour(s.site, i) }} aria-hidden="true" />
                  {s.site}
                </li>
              ))}
            </ul>
            {rows.map((row, i) => (
              <div key={i} className={`gl-dash-chart-row gl-dash-chart-row--${row.length}`}>
                {row.map((view) => (
                  <LazyChart key={view.id} view={view} />
                ))}
              </div>
            ))}
          </>
        ) : null}
      </section>
    </div>
  );
}

import { useMemo } from 'react';
import { emptyTotals, performanceView, SELECT_SITES, type PerformanceFigures } from '@grindline/domain';
import { ChartOrEmpty } from '../../../components/charts/chart-or-empty';

/** Performance charts and totals of one site (spec 001 section 2.12). */
export function PerformancePanel({ figures }: { figures: PerformanceFigures }) {
  const view = useMemo(() => performanceView(figures), [figures]);
  return <PerformanceCharts view={view} />;
}

/** Figures of no site: what the charts frame before a site is chosen. */
const NO_SITE: PerformanceFigures = { site: '', units: 'Miles', startDate: '', endDate: '', grinder: null, division: null, byTrack: [], byMonth: [], trackFeet: null, byShiftType: [], totals: emptyTotals() };

/** The performance charts, each saying 'select site(s)' until a multi-site admin picks a site (spec 001 section 2.12). */
export function PerformanceSelectSites() {
  const view = useMemo(() => performanceView(NO_SITE), []);
  return (
    <>
      <p className="gl-dash-select-sites">{SELECT_SITES}</p>
      <div className="gl-dash-chart-row gl-dash-chart-row--2">
        {view.charts.map((c) => (
          <ChartOrEmpty key={c.id} view={c} empty={SELECT_SITES} />
        ))}
      </div>
    </>
  );
}

function PerformanceCharts({ view }: { view: ReturnType<typeof performanceView> }) {
  return (
    <>
      <dl className="gl-dash-totals" aria-label="Totals">
        {view.totals.map((t) => (
          <div key={t.label}>
            <dt>{t.label}</dt>
            <dd>{t.value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <div className="gl-dash-chart-row gl-dash-chart-row--2">
        {view.charts.map((c) => (
          <ChartOrEmpty key={c.id} view={c} />
        ))}
      </div>
    </>
  );
}

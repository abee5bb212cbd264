import { useMemo } from 'react';
import { performanceView, type PerformanceFigures } from '@grindline/domain';
import { ChartOrEmpty } from './chart-or-empty';

/** Performance charts and totals of one site (spec 001 section 2.12). */
export function PerformancePanel({ figures }: { figures: PerformanceFigures }) {
  const view = useMemo(() => performanceView(figures), [figures]);
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

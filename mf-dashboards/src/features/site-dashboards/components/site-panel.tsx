import { useMemo } from 'react';
import { siteView, type SiteFigures } from '@grindline/domain';
import { ChartOrEmpty } from '../../../components/charts/chart-or-empty';

/** The site dashboard (spec 001 section 2.8). */
export function SitePanel({ figures }: { figures: SiteFigures }) {
  const [byLine, overTime, ...perGrinder] = useMemo(() => siteView(figures), [figures]);
  return (
    <>
      <div className="gl-dash-chart-row gl-dash-chart-row--2">
        <ChartOrEmpty view={byLine} />
        <ChartOrEmpty view={overTime} />
      </div>
      <div className="gl-dash-chart-row gl-dash-chart-row--3">
        {perGrinder.map((c) => (
          <ChartOrEmpty key={c.id} view={c} />
        ))}
      </div>
    </>
  );
}

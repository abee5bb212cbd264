import { useMemo } from 'react';
import { siteView, type SiteFigures } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { Notice } from '@grindline/ui/notice';
import { ChartOrEmpty } from '../../../components/charts/chart-or-empty';
import type { SpanOffer } from '../utils/site-filters';

export interface SitePanelProps {
  figures: SiteFigures;
  /** What to offer when the span has no shift (emptySpanOffer), or null. */
  offer: SpanOffer | null;
  onShowSpan: (span: { startDate: string; endDate: string }) => void;
}

/** The site dashboard (spec 001 section 2.8); an empty span offers the last 12 months. */
export function SitePanel({ figures, offer, onShowSpan }: SitePanelProps) {
  const [byLine, overTime, ...perGrinder] = useMemo(() => siteView(figures), [figures]);
  return (
    <>
      {offer ? (
        <Notice tone="info">
          <p>{offer.message}</p>
          <p>
            <Button variant="secondary" onClick={() => onShowSpan({ startDate: offer.startDate, endDate: offer.endDate })}>
              {offer.label}
            </Button>
          </p>
        </Notice>
      ) : null}
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

import { hasData, NO_DATA, type ChartView } from '@grindline/domain';
import { LazyChart } from './lazy-chart';

/**
 * The chart, or `empty` when it has nothing to draw: 'No data found for the given time span'
 * (spec 001 section 2.8) unless the screen says otherwise ('select site(s)', section 2.12).
 */
export function ChartOrEmpty({ view, empty = NO_DATA }: { view: ChartView; empty?: string }) {
  if (hasData(view)) return <LazyChart view={view} />;
  return (
    <figure className="gl-dash-chart gl-dash-chart--empty" data-chart-id={view.id} aria-label={view.title}>
      <figcaption>{view.title}</figcaption>
      <p>{empty}</p>
    </figure>
  );
}

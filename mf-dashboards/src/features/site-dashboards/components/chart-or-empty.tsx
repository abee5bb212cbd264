import { hasData, NO_DATA, type ChartView } from '@grindline/domain';
import { LazyChart } from '../../../components/charts/lazy-chart';

/** The chart, or 'No data found for the given time span' when it has nothing to draw (spec 001 section 2.8). */
export function ChartOrEmpty({ view }: { view: ChartView }) {
  if (hasData(view)) return <LazyChart view={view} />;
  return (
    <figure className="gl-dash-chart gl-dash-chart--empty" data-chart-id={view.id} aria-label={view.title}>
      <figcaption>{view.title}</figcaption>
      <p>{NO_DATA}</p>
    </figure>
  );
}

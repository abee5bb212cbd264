import type { PreviewEnd, TrackPreview } from '../utils/track-preview';
import './tracks.css';

function EndLabel({ end }: { end: PreviewEnd }) {
  return (
    <text x={end.labelX} y={end.labelY} textAnchor={end.anchor} className="gl-maps-drawing-label">
      {end.label}
    </text>
  );
}

/**
 * A track drawn from its preview model (utils/track-preview): each structure run as a coloured
 * line on a dark casing, so pale colours (cyan, yellow) stay visible, the ends marked and
 * labelled, and the legend beside it.
 */
export function TrackDrawing({ preview }: { preview: TrackPreview }) {
  const { width, height, runs, start, end, legend } = preview;
  return (
    <figure className="gl-maps-drawing">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={preview.description} className="gl-maps-drawing-svg">
        <rect x={0} y={0} width={width} height={height} fill="#f4f6f8" />
        {runs.map((run) => (
          <polyline key={`casing-${run.key}`} points={run.points} fill="none" stroke="#222" strokeWidth={7} strokeLinejoin="round" strokeLinecap="round" />
        ))}
        {runs.map((run) => (
          <polyline key={run.key} points={run.points} fill="none" stroke={run.colour} strokeWidth={4} strokeLinejoin="round" strokeLinecap="round" data-structure={run.structure} />
        ))}
        <circle cx={start.x} cy={start.y} r={6} fill="#fff" stroke="#222" strokeWidth={2} />
        <circle cx={end.x} cy={end.y} r={6} fill="#222" />
        <EndLabel end={start} />
        <EndLabel end={end} />
      </svg>
      <figcaption>
        <ul className="gl-maps-legend" aria-label="Structures">
          {legend.map((entry) => (
            <li key={entry.structure}>
              <span className="gl-maps-swatch" style={{ background: entry.colour }} aria-hidden="true" />
              {entry.structure} <span className="gl-maps-muted">{entry.share}</span>
            </li>
          ))}
        </ul>
        <p className="gl-maps-muted">Open circle: start of the chain; filled circle: its end. North is up.</p>
      </figcaption>
    </figure>
  );
}

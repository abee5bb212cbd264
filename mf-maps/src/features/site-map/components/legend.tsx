import type { LegendEntry } from '../utils/layer-model';

/** The colour key of the layer shown. */
export function Legend({ entries, attribution }: { entries: LegendEntry[]; attribution: string[] }) {
  return (
    <div className="gl-map-legend" aria-label="Legend">
      <ul>
        {entries.map((e) => (
          <li key={e.label}>
            <span className="gl-map-swatch" style={{ background: e.colour }} aria-hidden="true" />
            {e.label}
          </li>
        ))}
      </ul>
      {attribution.length > 0 && <p className="gl-map-attribution">Geometry: {attribution.join(' · ')}</p>}
    </div>
  );
}

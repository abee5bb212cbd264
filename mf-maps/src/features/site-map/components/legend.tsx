import { useId, useState } from 'react';
import type { LegendEntry } from '../utils/layer-model';

/** True on a screen wider than a portrait tablet (the panels start open there). */
export function wideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 901px)').matches;
}

/**
 * The colour key of the layer shown and the geometry's attribution, behind a disclosure button:
 * open at first on a wide screen, folded on a portrait tablet or a phone so the map keeps the screen.
 */
export function Legend({ entries, attribution }: { entries: LegendEntry[]; attribution: string[] }) {
  const [open, setOpen] = useState(wideScreen);
  const id = useId();
  return (
    <div className="gl-map-legend" role="group" aria-label="Legend">
      <button type="button" className="gl-map-legend__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide legend' : 'Show legend'}
      </button>
      <div id={id} hidden={!open}>
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
    </div>
  );
}

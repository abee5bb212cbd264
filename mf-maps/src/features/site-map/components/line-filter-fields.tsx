/** Line select, direction checkboxes and chain range: shared by the grind and structure panels. */
import type { MapLine, SiteMapSettings } from '@grindline/domain';
import { directionChoices, selectLine, toggleDirection, type LineFilter } from '../utils/map-filters';

export function LineFilterFields<F extends LineFilter>({ id, filters, lines, settings, onChange }: { id: string; filters: F; lines: MapLine[]; settings: SiteMapSettings; onChange(next: F): void }) {
  return (
    <>
      <div className="gl-ui-field">
        <label htmlFor={`${id}-line`}>Line</label>
        <select id={`${id}-line`} value={filters.line} onChange={(e) => onChange(selectLine(filters, e.target.value, lines, settings))}>
          <option value="">All Lines</option>
          {lines.map((l) => (
            <option key={l.name} value={l.name}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="gl-map-fieldset">
        <legend>Direction</legend>
        {directionChoices(filters, lines, settings).map((d) => (
          <label key={d.number} className="gl-map-check">
            <input type="checkbox" checked={filters.directions.includes(d.number)} onChange={() => onChange(toggleDirection(filters, d.number))} />
            {d.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="gl-map-fieldset gl-map-range">
        <legend>{`${settings.chainLabel} range`}</legend>
        <label>
          From
          <input inputMode="decimal" value={filters.chainFrom} placeholder="0" onChange={(e) => onChange({ ...filters, chainFrom: e.target.value })} />
        </label>
        <label>
          To
          <input inputMode="decimal" value={filters.chainTo} placeholder="any" onChange={(e) => onChange({ ...filters, chainTo: e.target.value })} />
        </label>
      </fieldset>
    </>
  );
}

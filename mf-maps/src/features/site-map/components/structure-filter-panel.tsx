/**
 * The structure filter panel (spec 001 section 2.2): division, line, direction, the
 * Structure/Geometry filter type with a checkbox per value, and the chain range.
 */
import type { BaseLayer, SiteMapSettings } from '@grindline/domain';
import type { StructureFilters, StructureFilterType } from '../utils/map-filters';
import { structureValues } from '../utils/structure-view';
import { DivisionSelect } from './division-select';
import { LineFilterFields } from './line-filter-fields';

interface Props {
  settings: SiteMapSettings;
  base: BaseLayer;
  division: string;
  onDivision(division: string): void;
  filters: StructureFilters;
  onChange(next: StructureFilters): void;
}

export function StructureFilterPanel({ settings, base, division, onDivision, filters, onChange }: Props) {
  return (
    <div className="gl-map-panel" role="group" aria-label="Structure filters">
      <DivisionSelect id="structure" settings={settings} value={division} onChange={onDivision} />
      <LineFilterFields id="structure" filters={filters} lines={base.lines} settings={settings} onChange={onChange} />
      <fieldset className="gl-map-fieldset">
        <legend>Filter type</legend>
        {(['Structure', 'Geometry'] as StructureFilterType[]).map((t) => (
          <label key={t} className="gl-map-check">
            <input type="radio" name="structure-filter-type" checked={filters.filterType === t} onChange={() => onChange({ ...filters, filterType: t, hidden: [] })} />
            {t}
          </label>
        ))}
      </fieldset>
      <fieldset className="gl-map-fieldset">
        <legend>{filters.filterType}</legend>
        {structureValues(base, filters.filterType).map((v) => (
          <label key={v} className="gl-map-check">
            <input
              type="checkbox"
              checked={!filters.hidden.includes(v)}
              onChange={() => onChange({ ...filters, hidden: filters.hidden.includes(v) ? filters.hidden.filter((h) => h !== v) : [...filters.hidden, v] })}
            />
            {v}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

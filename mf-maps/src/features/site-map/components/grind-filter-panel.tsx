/**
 * The grind filter panel (spec 001 section 2.3): division, line, direction, grind type, date range
 * slider (January 2018 to this month; start snaps to day 1, end to day 31), pass range (0-50 in
 * steps of 5), chain range, and SkyTrain's Sky/Arm switch. Line, direction and chain apply at
 * once; the others are sent to the server with Show map.
 */
import { PASS_RANGE, sliderEnd, sliderIndex, sliderMonths, sliderStart, type MapLine, type SiteMapSettings } from '@grindline/domain';
import { useMemo, useState } from 'react';
import type { GrindFilters } from '../utils/map-filters';
import { DivisionSelect } from './division-select';
import { LineFilterFields } from './line-filter-fields';

interface Props {
  settings: SiteMapSettings;
  lines: MapLine[];
  today: string;
  filters: GrindFilters;
  /** Line, direction and chain changes: applied at once. */
  onChange(next: GrindFilters): void;
  /** Show map: the server-side filters (dates, passes, grind type, dataset, division). */
  onApply(next: GrindFilters): void;
}

export function GrindFilterPanel({ settings, lines, today, filters, onChange, onApply }: Props) {
  const months = useMemo(() => sliderMonths(today), [today]);
  const [draft, setDraft] = useState(filters);
  const current = { ...draft, line: filters.line, directions: filters.directions, chainFrom: filters.chainFrom, chainTo: filters.chainTo };
  const startIndex = sliderIndex(months, current.from);
  const endIndex = sliderIndex(months, current.to);
  const set = (patch: Partial<GrindFilters>) => setDraft({ ...current, ...patch });
  return (
    <form
      className="gl-map-panel"
      aria-label="Grind filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(current);
      }}
    >
      <DivisionSelect id="grind" settings={settings} value={current.division} onChange={(division) => onApply({ ...current, division, line: '', directions: [...settings.defaultDirections] })} />
      <LineFilterFields id="grind" filters={filters} lines={lines} settings={settings} onChange={onChange} />
      <fieldset className="gl-map-fieldset">
        <legend>Grind type</legend>
        {['', ...settings.grindTypes].map((t) => (
          <label key={t || 'all'} className="gl-map-check">
            <input type="radio" name="grind-type" checked={current.grindType === t} onChange={() => set({ grindType: t })} />
            {t || 'Both'}
          </label>
        ))}
      </fieldset>
      {settings.datasets.length > 0 && (
        <fieldset className="gl-map-fieldset">
          <legend>Dataset</legend>
          {settings.datasets.map((d) => (
            <label key={d} className="gl-map-check">
              <input type="radio" name="grind-dataset" checked={current.dataset === d} onChange={() => set({ dataset: d })} />
              {d}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="gl-map-fieldset gl-map-slider">
        <legend>Dates</legend>
        <label>
          From <output>{current.from}</output>
          <input type="range" min={0} max={months.length - 1} value={startIndex} aria-label="Date from"
            onChange={(e) => set({ from: sliderStart(months[Math.min(Number(e.target.value), endIndex)]) })} />
        </label>
        <label>
          To <output>{current.to}</output>
          <input type="range" min={0} max={months.length - 1} value={endIndex} aria-label="Date to"
            onChange={(e) => set({ to: sliderEnd(months[Math.max(Number(e.target.value), startIndex)]) })} />
        </label>
      </fieldset>
      <fieldset className="gl-map-fieldset gl-map-slider">
        <legend>Passes</legend>
        <label>
          From <output>{current.passMin}</output>
          <input type="range" min={PASS_RANGE.min} max={PASS_RANGE.max} step={PASS_RANGE.step} value={current.passMin} aria-label="Passes from"
            onChange={(e) => set({ passMin: Math.min(Number(e.target.value), current.passMax) })} />
        </label>
        <label>
          To <output>{current.passMax}</output>
          <input type="range" min={PASS_RANGE.min} max={PASS_RANGE.max} step={PASS_RANGE.step} value={current.passMax} aria-label="Passes to"
            onChange={(e) => set({ passMax: Math.max(Number(e.target.value), current.passMin) })} />
        </label>
      </fieldset>
      <button type="submit" className="gl-ui-button gl-ui-button--primary">
        Show map
      </button>
    </form>
  );
}

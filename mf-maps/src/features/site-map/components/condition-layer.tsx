/**
 * The Rail Condition tab (issue 27 part 4): its layer model from the site's measured segments and
 * its filter panel (CQI quantile, rail). The layer is asked for on every map: whether the site
 * has runs decides whether the tab is offered.
 */
import { CQI_QUANTILES, type MapTab, type SiteMapSettings } from '@grindline/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useRailCondition } from '../api/get-rail-condition';
import { conditionView, DEFAULT_CONDITION_FILTERS, type ConditionFilters, type ConditionRail } from '../utils/condition-view';
import { EMPTY_MODEL, type LayerModel } from '../utils/layer-model';

export interface ConditionLayerState {
  /** Whether the site has processed CAT runs (the tab is shown then). */
  hasRuns: boolean;
  model: LayerModel;
  loading: boolean;
  panel: ReactNode;
  status: string | null;
}

/** The Rail Condition tab's state; empty unless `tab` is 'rail-condition'. */
export function useConditionLayer(site: string, tab: MapTab, settings: SiteMapSettings): ConditionLayerState {
  const answer = useRailCondition(site);
  const [filters, setFilters] = useState<ConditionFilters>(DEFAULT_CONDITION_FILTERS);
  const active = tab === 'rail-condition';
  const model = useMemo(() => (active && answer.data ? conditionView(answer.data, filters, settings) : EMPTY_MODEL), [active, answer.data, filters, settings]);
  const panel = (
    <>
      <div className="gl-ui-field">
        <label htmlFor="condition-quantile">CQI quantile</label>
        <select id="condition-quantile" value={filters.quantile} onChange={(e) => setFilters({ ...filters, quantile: Number(e.target.value) })}>
          {CQI_QUANTILES.map((q) => (
            <option key={q} value={q}>
              {Math.round(q * 100)}%
            </option>
          ))}
        </select>
      </div>
      <fieldset className="gl-map-fieldset">
        <legend>Rail</legend>
        {([['', 'Both (rougher)'], ['Left', 'Left'], ['Right', 'Right']] as [ConditionRail, string][]).map(([v, label]) => (
          <label key={v} className="gl-map-check">
            <input type="radio" name="condition-rail" checked={filters.rail === v} onChange={() => setFilters({ ...filters, rail: v })} />
            {label}
          </label>
        ))}
      </fieldset>
    </>
  );
  const status = active && answer.isError ? `The rail condition could not be loaded: ${(answer.error as Error).message}` : null;
  return { hasRuns: (answer.data?.runs.length ?? 0) > 0, model, loading: active && answer.isFetching, panel: active ? panel : null, status };
}

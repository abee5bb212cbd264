/**
 * A site's map screen (spec 001 sections 2.1-2.5): the site's tabs, the Grind Data / Structure
 * toggle on the grind map, Show/Hide filters, the loading banner, the map with its legend and
 * attribution, and the info window of a clicked segment.
 */
import { MAP_TAB_LABELS, mapTabs, siteMapSettings, todayIso, type MapTab } from '@grindline/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '@grindline/ui/notice';
import { useBaseLayer } from '../api/get-base-layer';
import { useGrindLayer } from '../api/get-grind-layer';
import { detailZoom } from '../utils/detail-zoom';
import { grindView } from '../utils/grind-view';
import { labelView, NO_LABELS } from '../utils/label-view';
import { mapRequests } from '../utils/map-requests';
import { boundsCentre, EMPTY_MODEL, infoOf, type LayerModel } from '../utils/layer-model';
import { defaultGrindFilters, defaultStructureFilters, type GrindFilters } from '../utils/map-filters';
import { structureView } from '../utils/structure-view';
import { GrindFilterPanel } from './grind-filter-panel';
import { InfoWindow } from './info-window';
import { Legend, wideScreen } from './legend';
import { MapCanvas, preloadMapEngine } from './map-canvas';
import { useMeasurementLayer } from './measurement-layer';
import { useConditionLayer } from './condition-layer';
import { StructureFilterPanel } from './structure-filter-panel';
import './site-map.css';
import { timingMark } from '../../../lib/timing-mark';

type Mode = 'grind' | 'structure';

/** The map of `site`; `canImport` adds the link to its measurement imports. */
export function SiteMapScreen({ site, canImport = false }: { site: string; canImport?: boolean }) {
  const settings = useMemo(() => siteMapSettings(site), [site]);
  const today = useMemo(() => todayIso(), []);
  const [tab, setTab] = useState<MapTab>(settings.defaultTab);
  const [mode, setMode] = useState<Mode>('grind');
  // On a portrait tablet or a phone the panel would push the map below the fold: closed at first.
  const [showFilters, setShowFilters] = useState(wideScreen);
  const [zoom, setZoom] = useState(settings.zoom);
  const [selected, setSelected] = useState<string | null>(null);
  const [grindFilters, setGrindFilters] = useState<GrindFilters>(() => defaultGrindFilters(settings, today));
  const [applied, setApplied] = useState<GrindFilters>(grindFilters);
  const [structureFilters, setStructureFilters] = useState(() => defaultStructureFilters(settings));

  useEffect(() => {
    timingMark('gl-map:screen');
    preloadMapEngine();
  }, []);
  const requests = mapRequests(site, applied, zoom);
  const base = useBaseLayer(requests.base);
  const grind = useGrindLayer(requests.grind, tab === 'grind' && mode === 'grind');
  const measurement = useMeasurementLayer(site, tab, settings);
  const condition = useConditionLayer(site, tab, settings);
  const tabs = mapTabs(settings, condition.hasRuns);
  // The tab beside the grind map: a measurement tab or Rail Condition.
  const other = tab === 'rail-condition' ? condition : measurement;

  const model: LayerModel = useMemo(() => {
    if (!base.data) return EMPTY_MODEL;
    if (tab !== 'grind') return { ...other.model, context: base.data.runs.map((r) => r.coords) };
    return mode === 'structure' ? structureView(base.data, structureFilters, settings) : grindView(base.data, grind.data, grindFilters, settings);
  }, [base.data, tab, mode, other.model, structureFilters, grindFilters, grind.data, settings]);

  const labels = useMemo(() => (base.data ? labelView(base.data, settings) : NO_LABELS), [base.data, settings]);

  // The map is first created with the grind answer in it (when that layer is shown): created with
  // the base layer alone, it would tile and draw everything a second time when the answer came.
  const grindWanted = tab === 'grind' && mode === 'grind';
  const mapShown = useRef(false);
  if (base.data && (!grindWanted || grind.data !== undefined || grind.isError)) mapShown.current = true;
  const onZoom = useCallback((z: number) => setZoom(detailZoom(settings.zoom, z)), [settings.zoom]);
  const onSelect = useCallback((id: string) => setSelected(id), []);
  const info = infoOf(model, selected);
  const loading = base.isFetching || (tab === 'grind' && mode === 'grind' && grind.isFetching) || other.loading;
  const apply = (next: GrindFilters) => {
    setGrindFilters(next);
    setApplied(next);
    setSelected(null);
  };
  const changeTab = (next: MapTab) => {
    setTab(next);
    setSelected(null);
  };

  return (
    <section className="gl-ui-page gl-site-map">
      <div className="gl-site-map__head">
        <h1 className="gl-ui-title">
          {site} map <span className="gl-site-map__agency">— {settings.agencyName}</span>
        </h1>
        <span className="gl-site-map__units">Units: {settings.units}</span>
        <Link to={`/maps/${encodeURIComponent(site)}/tracks`}>Track catalogue</Link>
        {canImport && settings.tabs.length > 1 && <Link to={`/maps/${encodeURIComponent(site)}/measurements`}>Import measurements</Link>}
        <button type="button" className="gl-ui-button gl-ui-button--secondary" aria-expanded={showFilters} onClick={() => setShowFilters((s) => !s)}>
          {showFilters ? 'Hide filters' : 'Show filters'}
        </button>
      </div>
      {tabs.length > 1 && (
        <div role="tablist" aria-label="Map layers" className="gl-site-map__tabs">
          {tabs.map((t) => (
            <button key={t} type="button" role="tab" aria-selected={tab === t} className="gl-site-map__tab" onClick={() => changeTab(t)}>
              {MAP_TAB_LABELS[t]}
            </button>
          ))}
        </div>
      )}
      {tab === 'grind' && (
        <div role="radiogroup" aria-label="Map mode" className="gl-site-map__modes">
          {(['grind', 'structure'] as Mode[]).map((m) => (
            <label key={m} className="gl-map-check">
              <input type="radio" name="map-mode" checked={mode === m} onChange={() => (setMode(m), setSelected(null))} />
              {m === 'grind' ? 'Grind Data' : 'Structure'}
            </label>
          ))}
        </div>
      )}
      {loading && (
        <p className="gl-site-map__loading" role="status">
          LOADING ...
        </p>
      )}
      {base.isError && <Notice tone="error">{`The ${site} map could not be loaded: ${(base.error as Error).message}`}</Notice>}
      {grind.isError && tab === 'grind' && <Notice tone="error">{`The grind data could not be loaded: ${(grind.error as Error).message}`}</Notice>}
      {other.status && <Notice tone="info">{other.status}</Notice>}
      {model.notices.map((n) => (
        <Notice key={n} tone="info">
          {n}
        </Notice>
      ))}
      {base.data && !base.data.bounds && <Notice tone="info">{`No track geometry has been imported for ${site} yet.`}</Notice>}
      <div className={`gl-site-map__body${showFilters ? '' : ' gl-site-map__body--wide'}`}>
        {showFilters && base.data && (
          <aside className="gl-site-map__filters">
            {tab === 'grind' && mode === 'grind' && (
              <GrindFilterPanel settings={settings} lines={base.data.lines} today={today} filters={grindFilters} onChange={setGrindFilters} onApply={apply} />
            )}
            {tab === 'grind' && mode === 'structure' && (
              <StructureFilterPanel
                settings={settings}
                base={base.data}
                division={applied.division}
                onDivision={(d) => apply({ ...applied, division: d, line: '', directions: [...settings.defaultDirections] })}
                filters={structureFilters}
                onChange={setStructureFilters}
              />
            )}
            {tab !== 'grind' && other.panel && (
              <div className="gl-map-panel" role="group" aria-label={`${MAP_TAB_LABELS[tab]} filters`}>
                {other.panel}
              </div>
            )}
          </aside>
        )}
        <div className="gl-site-map__map">
          {base.data && mapShown.current && (
            <MapCanvas
              googleMapsKey={base.data.googleMapsKey}
              model={model}
              centre={boundsCentre(base.data.bounds, [0, 0])}
              bounds={base.data.bounds}
              zoom={settings.zoom}
              attribution={base.data.attribution}
              labels={labels}
              site={site}
              basemap={base.data.basemap}
              onSelect={onSelect}
              onZoom={onZoom}
            />
          )}
          {info && <InfoWindow info={info} onClose={() => setSelected(null)} />}
          {base.data && <Legend entries={model.legend} attribution={base.data.attribution} />}
        </div>
      </div>
    </section>
  );
}

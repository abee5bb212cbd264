/**
 * The measurement tabs (spec 001 sections 2.1, 2.4, 2.5): each tab's controls and the layer model
 * they produce, from the stored measurement rows (GET /api/maps/measurements).
 */
import { ACCELERATION_DATE, NOISE_DATES, type MapTab, type MeasurementLayer, type SiteMapSettings } from '@grindline/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useMeasurements } from '../api/get-measurements';
import { EMPTY_MODEL, type LayerModel } from '../utils/layer-model';
import { defaultAccelerationFilters, type AccelerationFilters } from '../utils/map-filters';
import {
  accelerationView,
  noiseView,
  overviewView,
  tciView,
  testSitesView,
  toggleStationResolution,
  type TestSiteMetric,
} from '../utils/measurement-view';

const Radio = <T extends string | number>({ name, legend, options, value, onChange }: { name: string; legend: string; options: [T, string][]; value: T; onChange(v: T): void }) => (
  <fieldset className="gl-map-fieldset">
    <legend>{legend}</legend>
    {options.map(([v, label]) => (
      <label key={String(v)} className="gl-map-check">
        <input type="radio" name={name} checked={value === v} onChange={() => onChange(v)} />
        {label}
      </label>
    ))}
  </fieldset>
);

const Select = ({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: [string, string][]; onChange(v: string): void }) => (
  <div className="gl-ui-field">
    <label htmlFor={id}>{label}</label>
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </select>
  </div>
);

export interface MeasurementLayerState {
  model: LayerModel;
  loading: boolean;
  panel: ReactNode;
  /** Said above the map, e.g. that nothing was imported for the date. */
  status: string | null;
}

/** The state of a measurement tab; `tab` 'grind' or 'rail-condition' gives an empty one. */
export function useMeasurementLayer(site: string, tab: MapTab, settings: SiteMapSettings): MeasurementLayerState {
  const active = tab !== 'grind' && tab !== 'rail-condition';
  const layer = (active ? tab : 'tci') as MeasurementLayer;
  const [date, setDate] = useState<string | undefined>(undefined);
  const [noiseMode, setNoiseMode] = useState<'single' | 'compare'>('single');
  const [olderDate, setOlderDate] = useState<string>(NOISE_DATES[0]);
  const [metric, setMetric] = useState<TestSiteMetric>('sdi');
  const [rail, setRail] = useState<'' | 'W' | 'E'>('');
  const [accel, setAccel] = useState<AccelerationFilters>(defaultAccelerationFilters);
  const chosenDate = tab === 'noise' ? (date ?? NOISE_DATES[NOISE_DATES.length - 1]) : tab === 'acceleration' ? ACCELERATION_DATE : date;
  const main = useMeasurements(site, layer, chosenDate, active);
  const older = useMeasurements(site, 'noise', olderDate, active && tab === 'noise' && noiseMode === 'compare');
  const rows = main.data?.rows ?? [];

  const model = useMemo((): LayerModel => {
    if (!active || !main.data) return EMPTY_MODEL;
    switch (tab) {
      case 'system-overview':
        return overviewView(rows, settings);
      case 'tci':
        return tciView(rows, settings);
      case 'test-sites':
        return testSitesView(rows, metric, rail, settings);
      case 'noise':
        return noiseMode === 'compare' && older.data
          ? noiseView(rows, settings, { rows: older.data.rows, olderDate, newerDate: chosenDate! })
          : noiseMode === 'compare' ? EMPTY_MODEL : noiseView(rows, settings);
      case 'acceleration':
        return accelerationView(rows, accel, settings);
      default:
        return EMPTY_MODEL;
    }
  }, [active, main.data, tab, rows, settings, metric, rail, noiseMode, older.data, olderDate, chosenDate, accel]);

  const dateOptions = (main.data?.dates ?? []).map((d) => [d, d] as [string, string]);
  let panel: ReactNode = null;
  if (tab === 'system-overview' || tab === 'tci') {
    panel = dateOptions.length > 0 && <Select id={`${tab}-date`} label="Date" value={main.data?.date ?? ''} options={dateOptions} onChange={setDate} />;
  } else if (tab === 'test-sites') {
    panel = (
      <>
        <Radio name="ts-metric" legend="Metric" value={metric} onChange={(v) => setMetric(v as TestSiteMetric)} options={[['sdi', 'SDI'], ['cqi', 'CQI'], ['pqi', 'PQI']]} />
        <Radio name="ts-rail" legend="Rail" value={rail} onChange={(v) => setRail(v as '' | 'W' | 'E')} options={[['', 'Both'], ['W', 'W'], ['E', 'E']]} />
      </>
    );
  } else if (tab === 'noise') {
    const options = NOISE_DATES.map((d) => [d, d] as [string, string]);
    panel = (
      <>
        <Radio name="noise-mode" legend="Mode" value={noiseMode} onChange={(v) => setNoiseMode(v as 'single' | 'compare')} options={[['single', 'Date'], ['compare', 'Compare']]} />
        {noiseMode === 'compare' && <Select id="noise-older" label="Compare from" value={olderDate} options={options} onChange={setOlderDate} />}
        <Select id="noise-date" label={noiseMode === 'compare' ? 'Compare to' : 'Date'} value={chosenDate!} options={options} onChange={setDate} />
      </>
    );
  } else if (tab === 'acceleration') {
    const lineOptions: [string, string][] = [['', 'All Lines'], ...[...new Set(rows.map((r) => r.line))].map((l) => [l, l] as [string, string])];
    const dirOptions: [string, string][] = [['', 'Both'], ...[...new Set(rows.filter((r) => !accel.line || r.line === accel.line).map((r) => r.direction))].map((d) => [d, d] as [string, string])];
    const threshold = (key: 'green' | 'yellow' | 'orange', label: string) => (
      <label>
        {label}
        <input type="number" step="0.01" min="0" value={accel.thresholds[key]}
          onChange={(e) => Number.isFinite(e.target.valueAsNumber) && setAccel({ ...accel, thresholds: { ...accel.thresholds, [key]: e.target.valueAsNumber } })} />
      </label>
    );
    panel = (
      <>
        <Select id="accel-line" label="Line" value={accel.line} options={lineOptions} onChange={(line) => setAccel({ ...accel, line, direction: '' })} />
        <Select id="accel-direction" label="Direction" value={accel.direction} options={dirOptions} onChange={(direction) => setAccel({ ...accel, direction })} />
        <fieldset className="gl-map-fieldset gl-map-range">
          <legend>Thresholds (g)</legend>
          {threshold('green', 'Green')}
          {threshold('yellow', 'Yellow')}
          {threshold('orange', 'Orange')}
        </fieldset>
        <label className="gl-map-check">
          <input type="checkbox" checked={accel.stationResolution} onChange={() => setAccel(toggleStationResolution(accel, rows))} />
          Station resolution
        </label>
        <Radio name="accel-filter" legend="Data" value={accel.filter} onChange={(v) => setAccel({ ...accel, filter: v as AccelerationFilters['filter'] })} options={[['RAW', 'Raw'], ['400-800', 'Filtered 400-800']]} />
        <Select id="accel-date" label="Date" value={ACCELERATION_DATE} options={[[ACCELERATION_DATE, ACCELERATION_DATE]]} onChange={() => undefined} />
        <Radio name="accel-axis" legend="Axis" value={accel.axis} onChange={(v) => setAccel({ ...accel, axis: v as AccelerationFilters['axis'] })} options={[['Z', 'Z (vertical)'], ['Y', 'Y (lateral)']]} />
        <Radio name="accel-percentile" legend="Percentile" value={accel.percentile} onChange={(v) => setAccel({ ...accel, percentile: v as AccelerationFilters['percentile'] })} options={[[65, '65th'], [90, '90th']]} />
      </>
    );
  }
  const status = active && main.data && main.data.rows.length === 0 ? `No ${layer.replace('-', ' ')} data has been imported${chosenDate ? ` for ${chosenDate}` : ''}.` : null;
  return { model, loading: active && (main.isFetching || older.isFetching), panel, status };
}

/**
 * View models of the measurement tabs (spec 001 sections 2.4, 2.5, 3 and 9): system overview
 * (tonnage bands, fire zones orange-red, MOW with comments), TCI, test sites (sdi/cqi/pqi bands,
 * rail W/E, profile shown as Template), noise (single date or the difference of two) and
 * acceleration (thresholds, percentiles, resolution). Every colour rule is domain's.
 */
import {
  accelerationColour,
  accelerationThresholds,
  FIRE_ZONE_COLOUR,
  MOW_COLOUR,
  noiseColour,
  tciColour,
  TEST_SITE_BANDS,
  testSiteColour,
  tonnageColour,
  type SiteMapSettings,
} from '@grindline/domain';
import type { PlacedRow } from '../api/get-measurements';
import { formatChain } from './chain-format';
import type { LayerModel, LegendEntry, MapFeature } from './layer-model';
import type { AccelerationFilters } from './map-filters';

const at = (row: PlacedRow, settings: SiteMapSettings): [string, string][] => [
  ['Line', row.line],
  ['Direction', row.direction],
  [settings.chainLabel, `${formatChain(row.from * settings.chainMultiplier, settings)} – ${formatChain(row.to * settings.chainMultiplier, settings)}`],
];
const num = (v: unknown, digits = 1) => (typeof v === 'number' ? v.toFixed(digits) : '—');
const model = (features: MapFeature[], legend: LegendEntry[]): LayerModel => ({ features, legend, context: [], notices: [] });

/** System overview: tonnage colour per stretch, fire zones orange-red on top, MOW stretches with their comment. */
export function overviewView(rows: readonly PlacedRow[], settings: SiteMapSettings): LayerModel {
  const features: MapFeature[] = rows.map((row, i) => {
    const mgt = row.values.mgt as number;
    const fire = row.values.fire_zone === true;
    const mow = row.values.mow === true;
    return {
      id: `o${i}`,
      coords: row.coords,
      colour: fire ? FIRE_ZONE_COLOUR : mow ? MOW_COLOUR : tonnageColour(mgt),
      width: fire || mow ? 6 : 4,
      opacity: 1,
      info: {
        title: `${row.line} · ${row.direction}`,
        rows: [
          ...at(row, settings),
          ['Tonnage (MGT)', num(mgt)],
          ['Fire zone', fire ? 'Yes' : 'No'],
          ['MOW', mow ? `Yes${row.values.comment ? `: ${row.values.comment}` : ''}` : 'No'],
        ],
      },
    };
  });
  return model(features, [
    { label: '0–5 MGT', colour: 'blue' },
    { label: '5–10 MGT', colour: 'green' },
    { label: '10–11 MGT', colour: 'yellow' },
    { label: '11–17.5 MGT', colour: 'orange' },
    { label: '17.5+ MGT', colour: 'red' },
    { label: 'Fire zone', colour: FIRE_ZONE_COLOUR },
    { label: 'MOW', colour: MOW_COLOUR },
  ]);
}

/** TCI: section 9 colours per stretch. */
export function tciView(rows: readonly PlacedRow[], settings: SiteMapSettings): LayerModel {
  return model(
    rows.map((row, i) => ({
      id: `t${i}`,
      coords: row.coords,
      colour: tciColour(row.values.tci as number),
      width: 4,
      opacity: 1,
      info: { title: `${row.line} · ${row.direction}`, rows: [...at(row, settings), ['TCI', num(row.values.tci)], ['Priority', String(row.values.priority ?? '—')]] },
    })),
    [
      { label: 'TCI ≤ 5', colour: 'blue' },
      { label: '5–9', colour: 'green' },
      { label: '9–11.6', colour: 'orange' },
      { label: '> 11.6', colour: 'red' },
    ],
  );
}

export type TestSiteMetric = keyof typeof TEST_SITE_BANDS;

/** Test sites coloured by one metric's bands, one rail or both. */
export function testSitesView(rows: readonly PlacedRow[], metric: TestSiteMetric, rail: 'W' | 'E' | '', settings: SiteMapSettings): LayerModel {
  const [g, y, o, r] = TEST_SITE_BANDS[metric];
  return model(
    rows
      .filter((row) => !rail || row.values.rail === rail)
      .map((row, i) => ({
        id: `ts${i}`,
        coords: row.coords,
        colour: testSiteColour(metric, row.values[metric] as number),
        width: 8,
        opacity: 1,
        info: {
          title: `Test site ${row.values.site_num} · rail ${row.values.rail}`,
          rows: [
            ...at(row, settings),
            ['Site', String(row.values.site_num)],
            ['Rail', String(row.values.rail)],
            ['Template', String(row.values.profile)],
            ['SDI', num(row.values.sdi, 2)],
            ['CQI', num(row.values.cqi)],
            ['PQI', num(row.values.pqi, 0)],
            ['Measured', String(row.values.measured ?? '—')],
          ],
        },
      })),
    [
      { label: `${metric.toUpperCase()} < ${g}`, colour: 'blue' },
      { label: `${g}–${y}`, colour: 'green' },
      { label: `${y}–${o}`, colour: 'yellow' },
      { label: `${o}–${r}`, colour: 'orange' },
      { label: `≥ ${r}`, colour: 'red' },
    ],
  );
}

const rowKey = (row: PlacedRow) => `${row.line}|${row.direction}|${row.from}|${row.to}`;

/** Noise of one date (single) or the difference newer minus older of stretches measured on both (compare). */
export function noiseView(rows: readonly PlacedRow[], settings: SiteMapSettings, compareWith?: { rows: readonly PlacedRow[]; olderDate: string; newerDate: string }): LayerModel {
  if (!compareWith) {
    return model(
      rows.map((row, i) => ({
        id: `n${i}`,
        coords: row.coords,
        colour: noiseColour(row.values.noise as number, 'single'),
        width: 5,
        opacity: 1,
        info: { title: `${row.line} · ${row.direction}`, rows: [...at(row, settings), ['Noise (dB)', num(row.values.noise)], ['Average speed', num(row.values.avg_speed, 0)]] },
      })),
      [
        { label: '≤ 80 dB', colour: 'green' },
        { label: '80–85 dB', colour: 'orange' },
        { label: '> 85 dB', colour: 'red' },
      ],
    );
  }
  const older = new Map(compareWith.rows.map((r) => [rowKey(r), r.values.noise as number]));
  const features: MapFeature[] = [];
  rows.forEach((row, i) => {
    const before = older.get(rowKey(row));
    if (before === undefined) return;
    const now = row.values.noise as number;
    const diff = Math.round((now - before) * 10) / 10;
    features.push({
      id: `nd${i}`,
      coords: row.coords,
      colour: noiseColour(diff, 'compare'),
      width: 5,
      opacity: 1,
      info: {
        title: `${row.line} · ${row.direction}`,
        rows: [...at(row, settings), [`Noise ${compareWith.olderDate}`, num(before)], [`Noise ${compareWith.newerDate}`, num(now)], ['Difference (dB)', diff.toFixed(1)]],
      },
    });
  });
  return model(features, [
    { label: 'Quieter by more than 5 dB', colour: 'green' },
    { label: 'Within 5 dB', colour: 'orange' },
    { label: 'Louder by more than 5 dB', colour: 'red' },
  ]);
}

/** The value an acceleration row is coloured by: rms per chain or per station, 65th or 90th percentile. */
export function accelerationValue(row: PlacedRow, f: Pick<AccelerationFilters, 'stationResolution' | 'percentile'>): number {
  const base = f.stationResolution ? 'rms_station' : 'rms_chain';
  return row.values[f.percentile === 90 ? `${base}_90` : base] as number;
}

/** The acceleration rows the filters keep (line, direction, axis, raw or filtered). */
export function accelerationRows(rows: readonly PlacedRow[], f: AccelerationFilters): PlacedRow[] {
  return rows.filter((r) => (!f.line || r.line === f.line) && (!f.direction || r.direction === f.direction) && r.values.axis === f.axis && r.values.filter === f.filter);
}

/**
 * Toggling station resolution recomputes the thresholds as the quartiles of the loaded values
 * (spec 001 section 4); the rest of the filters keep their values.
 */
export function toggleStationResolution(f: AccelerationFilters, rows: readonly PlacedRow[]): AccelerationFilters {
  const next = { ...f, stationResolution: !f.stationResolution };
  return { ...next, thresholds: accelerationThresholds(accelerationRows(rows, next).map((r) => accelerationValue(r, next))) };
}

/** Acceleration: green, yellow, orange up to the thresholds, red above. */
export function accelerationView(rows: readonly PlacedRow[], f: AccelerationFilters, settings: SiteMapSettings): LayerModel {
  const { green, yellow, orange } = f.thresholds;
  return model(
    accelerationRows(rows, f).map((row, i) => {
      const value = accelerationValue(row, f);
      return {
        id: `a${i}`,
        coords: row.coords,
        colour: accelerationColour(value, f.thresholds),
        width: 5,
        opacity: 1,
        info: {
          title: `${row.line} · ${row.direction} · ${String(row.values.station_label ?? '')}`,
          rows: [
            ...at(row, settings),
            ['Axis', f.axis === 'Z' ? 'Z (vertical)' : 'Y (lateral)'],
            ['Data', f.filter === 'RAW' ? 'Raw' : 'Filtered 400-800'],
            [`RMS (${f.stationResolution ? 'station' : 'chain'}, ${f.percentile}th percentile)`, `${value.toFixed(3)} g`],
            ['Switch', row.values.switch === true ? 'Yes' : 'No'],
          ],
        },
      };
    }),
    [
      { label: `≤ ${green} g`, colour: 'green' },
      { label: `≤ ${yellow} g`, colour: 'yellow' },
      { label: `≤ ${orange} g`, colour: 'orange' },
      { label: `> ${orange} g`, colour: 'red' },
    ],
  );
}

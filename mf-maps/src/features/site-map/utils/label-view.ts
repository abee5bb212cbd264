/**
 * What the map writes on itself, as data (label-style.ts says how it looks): the station names,
 * each line's name along one of its tracks, and chain or milepost ticks whose spacing follows the
 * zoom. Built from the base layer alone, so the labels stay while filters and tabs change the layer.
 */
import { customerProfile, lineLabel, type BaseLayer, type BaseRun, type SiteMapSettings } from '@grindline/domain';
import { formatChain } from './chain-format';
import type { Coord } from './layer-model';

/** Ticks are drawn from this zoom in (a whole network at once would be a fence of numbers). */
export const TICK_MIN_ZOOM = 12;
/** The deepest zoom whose spacing the ticks are made for; deeper zooms keep its ticks. */
export const TICK_MAX_ZOOM = 16;
/** The least distance (px) between two ticks on screen. */
const TICK_GAP_PX = 110;
/**
 * Steps offered, in the site's entered units (MP, stations of 100 ft, segments, km ...): 1-2-10,
 * so that every step divides the coarser ones and a tick shown at one zoom stays at the next.
 */
const NICE = [0.01, 0.02, 0.1, 0.2, 1, 2, 10, 20, 100, 200, 1000];

export interface LabelProperties {
  kind: 'station' | 'line' | 'tick';
  name: string;
  /** Ticks: the least zoom they show at. */
  minzoom?: number;
}

export interface LabelFeature {
  type: 'Feature';
  properties: LabelProperties;
  geometry: { type: 'Point'; coordinates: Coord } | { type: 'LineString'; coordinates: Coord[] };
}

export interface LabelCollection {
  type: 'FeatureCollection';
  features: LabelFeature[];
}

export const NO_LABELS: LabelCollection = { type: 'FeatureCollection', features: [] };

/** Metres in one database chain unit of the site (1 ft for NYCT, 0.1 MP for BART, 25 m for SkyTrain). */
export function metresPerChain(site: string): number {
  const p = customerProfile(site);
  return (p.lengthMultiplier * (p.lengthUnit === 'feet' ? 0.3048 : 1)) / p.dbMultiplier;
}

/** Ground metres per screen pixel at `zoom` and `latitude` (MapLibre's 512 px tiles). */
export function metresPerPixel(zoom: number, latitude: number): number {
  return (40075016.686 * Math.cos((latitude * Math.PI) / 180)) / (512 * 2 ** zoom);
}

/**
 * The tick spacing in database chain at `zoom`: the least 1-2-10 step of the site's entered unit
 * (chainMultiplier database units) that puts ticks at least TICK_GAP_PX apart.
 */
export function tickStep(settings: SiteMapSettings, zoom: number, latitude: number): number {
  const unitM = metresPerChain(settings.site) * settings.chainMultiplier;
  const wantedUnits = (TICK_GAP_PX * metresPerPixel(zoom, latitude)) / unitM;
  const step = NICE.find((n) => n >= wantedUnits) ?? NICE[NICE.length - 1];
  // Never finer than one database unit: chain points are no finer.
  return Math.max(1, Math.round(step * settings.chainMultiplier));
}

/** A tick's text: chain as the forms write it, 'MP' before mile posts. */
export function tickLabel(chain: number, settings: SiteMapSettings): string {
  const text = formatChain(chain, settings);
  return settings.chainLabel === 'Mile Post' ? `MP ${text}` : text;
}

/** The runs of each line's first track with geometry, in chain order. */
function lineTracks(base: BaseLayer): Map<string, BaseRun[]> {
  const byTrack = new Map<string, BaseRun[]>();
  for (const run of base.runs) byTrack.set(run.trackId, [...(byTrack.get(run.trackId) ?? []), run]);
  const out = new Map<string, BaseRun[]>();
  for (const line of base.lines) {
    const track = line.directions.map((d) => byTrack.get(d.trackId)).find((r) => r && r.length > 0);
    if (track) out.set(line.name, [...track].sort((a, b) => a.from - b.from));
  }
  return out;
}

/** The runs joined into one line (each run starts on the previous run's last point). */
function joined(runs: BaseRun[]): Coord[] {
  const out: Coord[] = [];
  for (const run of runs) for (const c of run.coords) if (out.length === 0 || out[out.length - 1][0] !== c[0] || out[out.length - 1][1] !== c[1]) out.push(c);
  return out;
}

const planar = (a: Coord, b: Coord, k: number) => Math.hypot((b[0] - a[0]) * k, b[1] - a[1]);

/** The point at `t` (0..1) of the line's length. */
function along(coords: Coord[], t: number, k: number): Coord {
  const lengths = [0];
  for (let i = 1; i < coords.length; i += 1) lengths.push(lengths[i - 1] + planar(coords[i - 1], coords[i], k));
  const target = t * lengths[lengths.length - 1];
  for (let i = 1; i < coords.length; i += 1) {
    if (lengths[i] >= target) {
      const seg = lengths[i] - lengths[i - 1];
      const f = seg > 0 ? (target - lengths[i - 1]) / seg : 0;
      return [Math.round((coords[i - 1][0] + (coords[i][0] - coords[i - 1][0]) * f) * 1e6) / 1e6, Math.round((coords[i - 1][1] + (coords[i][1] - coords[i - 1][1]) * f) * 1e6) / 1e6];
    }
  }
  return coords[coords.length - 1];
}

/** The zoom at which ticks `step` database chain apart are TICK_GAP_PX apart on screen. */
export function zoomForStep(site: string, step: number, latitude: number): number {
  return Math.log2((40075016.686 * Math.cos((latitude * Math.PI) / 180) * TICK_GAP_PX) / (512 * step * metresPerChain(site)));
}

/** The steps (database chain) of the 1-2-10 series, coarsest first, down to the one of TICK_MAX_ZOOM. */
function tickSteps(settings: SiteMapSettings, latitude: number): number[] {
  const finest = tickStep(settings, TICK_MAX_ZOOM, latitude);
  const steps = NICE.map((n) => Math.round(n * settings.chainMultiplier)).filter((st, i, all) => st >= finest && all.indexOf(st) === i && st % finest === 0);
  return steps.reverse();
}

/**
 * The ticks of one track: at every multiple of the finest step within each run's chain range,
 * placed by the chain's share of the run's length (chain is spread linearly along the track). Each
 * shows from the whole zoom nearest to the one at which the coarsest step it lies on is TICK_GAP_PX
 * wide: a filter on ['zoom'] is decided per tile, at the tile's whole zoom, so a fraction would only
 * delay it to the next one. Ticks are then at least TICK_GAP_PX / sqrt(2) apart, and a tick once
 * shown stays while zooming in.
 */
export function tickFeatures(runs: BaseRun[], settings: SiteMapSettings, latitude: number): LabelFeature[] {
  const steps = tickSteps(settings, latitude);
  const finest = steps[steps.length - 1];
  const minzoomOf = (chain: number) => {
    const step = steps.find((st) => chain % st === 0) ?? finest;
    return Math.max(TICK_MIN_ZOOM, Math.round(zoomForStep(settings.site, step, latitude)));
  };
  const k = Math.cos((latitude * Math.PI) / 180);
  const out: LabelFeature[] = [];
  runs.forEach((run, i) => {
    // A run's line runs on to the next run's first point: its chain range ends there too.
    const end = i + 1 < runs.length ? runs[i + 1].from : run.to;
    if (end <= run.from || run.coords.length < 2) return;
    const last = i + 1 < runs.length ? end - 1e-9 : end;
    for (let chain = Math.ceil(run.from / finest) * finest; chain <= last; chain += finest) {
      out.push({
        type: 'Feature',
        properties: { kind: 'tick', name: tickLabel(chain, settings), minzoom: minzoomOf(chain) },
        geometry: { type: 'Point', coordinates: along(run.coords, (chain - run.from) / (end - run.from), k) },
      });
    }
  });
  return out;
}

/**
 * Every label of the site's map: the stations (one per name: lines that share a station share its
 * label), each line's name along its first track, and the ticks of that track.
 */
export function labelView(base: BaseLayer, settings: SiteMapSettings): LabelCollection {
  const features: LabelFeature[] = [];
  const names = new Set<string>();
  for (const s of base.stations) {
    if (names.has(s.name)) continue;
    names.add(s.name);
    features.push({ type: 'Feature', properties: { kind: 'station', name: s.name }, geometry: { type: 'Point', coordinates: s.coord } });
  }
  const latitude = base.bounds ? (base.bounds[0][1] + base.bounds[1][1]) / 2 : 0;
  for (const [line, runs] of lineTracks(base)) {
    const coords = joined(runs);
    if (coords.length > 1) features.push({ type: 'Feature', properties: { kind: 'line', name: lineLabel(base.site, line) }, geometry: { type: 'LineString', coordinates: coords } });
    features.push(...tickFeatures(runs, settings, latitude));
  }
  return { type: 'FeatureCollection', features };
}

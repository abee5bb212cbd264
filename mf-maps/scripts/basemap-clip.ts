/**
 * Pure steps of the offline basemap build (build-basemap.ts): the area a site's map needs (its
 * track catalogue's bounds plus a margin) and the water polygons of that area, clipped, simplified
 * and rounded so the file the browser loads stays small.
 */
import bboxClip from '@turf/bbox-clip';
import simplify from '@turf/simplify';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';

/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

/** What a water polygon is: the sea (OSM coastline), an inland lake, or a river's banks. */
export type WaterKind = 'sea' | 'lake' | 'river';

/**
 * Margin around a site's tracks, the same ground distance on every side: its larger span, at least
 * 35 km. The map's first view holds the whole network (zoomed out where the site's zoom cannot), and
 * a landscape screen then shows about 1.7 times the network's height across: a north-south line
 * like Sound Transit's needs that much land and sea beside it, or the reader sees the file's edge.
 */
export const MIN_MARGIN_KM = 35;

const KM_PER_DEG_LAT = 111.32;

/** Decimal places kept: 5 is about 1 m, finer than the data's 10 m. */
const DIGITS = 5;

/**
 * Lakes and river pieces smaller than this (km²) are left out: at city zoom a pond of a few
 * hectares simplified to 10 m is a shard that reads as noise, not as a landmark.
 */
export const MIN_LAKE_KM2 = 0.05;

/**
 * Inland water whose outline has fewer distinct points than this is left out too: the sources
 * carry many small lakes and river pieces as bare triangles and quadrilaterals, which at zoom 10
 * to 15 draw as kilometre-wide shards with no likeness to the water they stand for.
 */
export const MIN_INLAND_POINTS = 6;

/** Douglas-Peucker tolerance in degrees (about 10 m, the data's own resolution). */
export const SIMPLIFY_TOLERANCE = 0.0001;

/** The bounds of `coords` ([lng, lat]) widened by the site margin, or null when there are none. */
export function siteBounds(coords: Iterable<readonly [number, number]>): Bounds | null {
  let west = 180, south = 90, east = -180, north = -90;
  let any = false;
  for (const [lng, lat] of coords) {
    any = true;
    west = Math.min(west, lng); east = Math.max(east, lng); south = Math.min(south, lat); north = Math.max(north, lat);
  }
  if (!any) return null;
  const kmPerDegLng = KM_PER_DEG_LAT * Math.cos((((south + north) / 2) * Math.PI) / 180);
  const marginKm = Math.max(MIN_MARGIN_KM, (east - west) * kmPerDegLng, (north - south) * KM_PER_DEG_LAT);
  const lat = marginKm / KM_PER_DEG_LAT;
  const lng = marginKm / kmPerDegLng;
  // Rounded outwards: the box never ends short of the margin.
  const down = (v: number) => Math.floor(v * 1e4) / 1e4;
  const up = (v: number) => Math.ceil(v * 1e4) / 1e4;
  return [down(west - lng), down(south - lat), up(east + lng), up(north + lat)];
}

/** True when the two boxes overlap. */
function overlaps(a: Bounds, b: Bounds): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

function ringBounds(ring: Position[]): Bounds {
  let w = 180, s = 90, e = -180, n = -90;
  for (const [x, y] of ring) {
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return [w, s, e, n];
}

const round = (v: number) => Number(v.toFixed(DIGITS));

/** Area of a closed ring in km² (shoelace on degrees scaled to km at the ring's latitude). */
export function ringAreaKm2(ring: readonly Position[]): number {
  if (ring.length < 4) return 0;
  const kmPerDegLat = 111.32;
  const kmPerDegLng = kmPerDegLat * Math.cos((ring[0][1] * Math.PI) / 180);
  let twice = 0;
  for (let i = 0; i + 1 < ring.length; i++) twice += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return (Math.abs(twice) / 2) * kmPerDegLat * kmPerDegLng;
}

/** A ring with rounded coordinates and no repeated points, or null when fewer than 3 distinct points are left. */
function cleanRing(ring: Position[]): Position[] | null {
  const out: Position[] = [];
  for (const p of ring) {
    const q = [round(p[0]), round(p[1])];
    const last = out[out.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  if (out.length > 1 && out[0][0] === out[out.length - 1][0] && out[0][1] === out[out.length - 1][1]) out.pop();
  if (out.length < 3) return null;
  out.push(out[0]);
  return out;
}

/**
 * The parts of `polygons` inside `bounds`, each clipped to the box, simplified and rounded, as
 * features of `kind`; one smaller than `minKm2` or with fewer than `minPoints` corners once
 * clipped is dropped. A polygon whose outer ring misses the box is skipped before any clipping,
 * which keeps a world-wide file quick to cut.
 */
export function clipWater(polygons: readonly Position[][][], bounds: Bounds, kind: WaterKind, minKm2 = 0, minPoints = 3): Feature<Polygon, { kind: WaterKind }>[] {
  const features: Feature<Polygon, { kind: WaterKind }>[] = [];
  for (const rings of polygons) {
    if (rings.length === 0 || !overlaps(ringBounds(rings[0]), bounds)) continue;
    const kept = rings.filter((r, i) => i === 0 || overlaps(ringBounds(r), bounds));
    const clipped = bboxClip<Polygon>({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: kept } }, bounds);
    if (clipped.geometry.coordinates.length === 0 || clipped.geometry.coordinates[0].length < 4) continue;
    let simple: Feature<Polygon>;
    try {
      simple = simplify(clipped, { tolerance: SIMPLIFY_TOLERANCE, highQuality: false, mutate: true }) as Feature<Polygon>;
    } catch {
      // A ring collapsed below a triangle: keep the unsimplified clip.
      simple = clipped as Feature<Polygon>;
    }
    const outer = cleanRing(simple.geometry.coordinates[0]);
    if (!outer || outer.length - 1 < minPoints || ringAreaKm2(outer) < minKm2) continue;
    const holes = simple.geometry.coordinates.slice(1).map(cleanRing).filter((r): r is Position[] => r !== null);
    features.push({ type: 'Feature', properties: { kind }, geometry: { type: 'Polygon', coordinates: [outer, ...holes] } });
  }
  return features;
}

/** The polygons of a GeoJSON geometry collection, feature collection or (multi)polygon. */
export function polygonsOf(data: unknown): Position[][][] {
  const out: Position[][][] = [];
  const visit = (g: { type?: string; coordinates?: unknown; geometries?: unknown[]; features?: { geometry: unknown }[]; geometry?: unknown } | null | undefined): void => {
    if (!g) return;
    if (g.type === 'Polygon') out.push(g.coordinates as Position[][]);
    else if (g.type === 'MultiPolygon') for (const polygon of g.coordinates as MultiPolygon['coordinates']) out.push(polygon);
    else if (g.type === 'GeometryCollection') (g.geometries as (typeof g)[]).forEach(visit);
    else if (g.type === 'FeatureCollection') g.features!.forEach((f) => visit(f.geometry as typeof g));
    else if (g.type === 'Feature') visit(g.geometry as typeof g);
  };
  visit(data as Parameters<typeof visit>[0]);
  return out;
}

/** One site's basemap file: its water (sea, lakes, rivers) and the box it covers. */
export function basemapCollection(
  bounds: Bounds,
  water: { sea: readonly Position[][][]; lakes: readonly Position[][][]; rivers: readonly Position[][][] },
): FeatureCollection<Polygon, { kind: WaterKind }> & { bbox: Bounds } {
  return {
    type: 'FeatureCollection',
    bbox: bounds,
    features: [
      ...clipWater(water.sea, bounds, 'sea'),
      ...clipWater(water.lakes, bounds, 'lake', MIN_LAKE_KM2, MIN_INLAND_POINTS),
      ...clipWater(water.rivers, bounds, 'river', MIN_LAKE_KM2, MIN_INLAND_POINTS),
    ],
  };
}

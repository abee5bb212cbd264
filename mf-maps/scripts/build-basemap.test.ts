/**
 * The offline basemap build: its pure steps on made-up polygons, and the files the project's build
 * (node scripts/build.mjs, which runs mf-maps' build and so scripts/build-basemap.ts) wrote.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FeatureCollection, Polygon, Position } from 'geojson';
import { basemapCollection, clipWater, MIN_MARGIN_KM, polygonsOf, ringAreaKm2, siteBounds, type Bounds } from './basemap-clip';
import { basemapFile, catalogueSites } from './basemap-sites';

const square = (w: number, s: number, e: number, n: number): Position[] => [[w, s], [e, s], [e, n], [w, n], [w, s]];
const inside = ([x, y]: Position, [w, s, e, n]: Bounds) => x >= w - 1e-9 && x <= e + 1e-9 && y >= s - 1e-9 && y <= n + 1e-9;

describe('basemap clipping', () => {
  /** The margins of `box` around `lines` in km: west, south, east, north. */
  const marginsKm = (box: Bounds, lines: Bounds) => {
    const kmLng = 111.32 * Math.cos((((lines[1] + lines[3]) / 2) * Math.PI) / 180);
    return [(lines[0] - box[0]) * kmLng, (lines[1] - box[1]) * 111.32, (box[2] - lines[2]) * kmLng, (box[3] - lines[3]) * 111.32];
  };

  it("widens a site's bounds by its larger span on every side, in ground distance", () => {
    // A north-south network like Sound Transit's: 61 km tall, 17 km wide.
    const box = siteBounds([[-122.33, 47.26], [-122.1, 47.81]])!;
    for (const m of marginsKm(box, [-122.33, 47.26, -122.1, 47.81])) {
      expect(m).toBeGreaterThanOrEqual(0.55 * 111.32);
      expect(m).toBeLessThan(0.55 * 111.32 + 0.02);
    }
    // So a landscape view 1.7 times as wide as the network is tall stays on the file.
    expect((box[2] - box[0]) * 111.32 * Math.cos((47.5 * Math.PI) / 180)).toBeGreaterThan(1.7 * 0.55 * 111.32);
  });

  it('keeps at least the minimum margin around a small site, and has no box without tracks', () => {
    for (const m of marginsKm(siteBounds([[10, 50], [10.01, 50.01]])!, [10, 50, 10.01, 50.01])) {
      expect(m).toBeGreaterThanOrEqual(MIN_MARGIN_KM);
      expect(m).toBeLessThan(MIN_MARGIN_KM + 0.02);
    }
    expect(siteBounds([])).toBeNull();
  });

  it('cuts water to the box, keeps holes, and skips polygons outside it', () => {
    const box: Bounds = [0, 0, 1, 1];
    const sea = [[square(-1, -1, 0.5, 2), square(0.1, 0.1, 0.2, 0.2)], [square(5, 5, 6, 6)]];
    const [feature, ...rest] = clipWater(sea, box, 'sea');
    expect(rest).toHaveLength(0);
    expect(feature.properties.kind).toBe('sea');
    expect(feature.geometry.coordinates).toHaveLength(2);
    for (const ring of feature.geometry.coordinates) {
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      for (const p of ring) expect(inside(p, box)).toBe(true);
    }
  });

  it('drops lakes smaller than the minimum area', () => {
    const pond = square(0.5, 0.5, 0.501, 0.501); // about 0.012 km²
    const lake = square(0.2, 0.2, 0.3, 0.3); // about 120 km²
    expect(ringAreaKm2(lake)).toBeGreaterThan(100);
    expect(clipWater([[pond], [lake]], [0, 0, 1, 1], 'lake', 0.05).map((f) => f.geometry.coordinates[0][0])).toEqual([[0.2, 0.2]]);
  });

  it('drops inland shards drawn with too few corners, whatever their size', () => {
    const quad = square(0.1, 0.1, 0.4, 0.4);
    const hexagon: Position[] = [[0.5, 0.5], [0.7, 0.5], [0.8, 0.6], [0.7, 0.7], [0.5, 0.7], [0.4, 0.6], [0.5, 0.5]];
    expect(clipWater([[quad], [hexagon]], [0, 0, 1, 1], 'river', 0, 6).map((f) => f.geometry.coordinates[0].length)).toEqual([7]);
  });

  it('reads polygons from geometry collections, feature collections and multipolygons', () => {
    const gc = { type: 'GeometryCollection', geometries: [{ type: 'MultiPolygon', coordinates: [[square(0, 0, 1, 1)], [square(2, 2, 3, 3)]] }] };
    const fc = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [square(0, 0, 1, 1)] } }] };
    expect(polygonsOf(gc)).toHaveLength(2);
    expect(polygonsOf(fc)).toHaveLength(1);
    expect(basemapCollection([0, 0, 1, 1], { sea: polygonsOf(gc), lakes: [], rivers: [] }).bbox).toEqual([0, 0, 1, 1]);
  });
});

describe('the built offline basemap (generated/basemap)', () => {
  const dir = join(__dirname, '..', 'generated', 'basemap');
  const sites = catalogueSites();

  it.each(sites.map((s) => [s.site, s] as const))('%s: a small valid file covering every catalogue point, all water inside its box', (_site, { site, coords }) => {
    const file = join(dir, basemapFile(site));
    expect(existsSync(file)).toBe(true);
    // Clipped: a few tens of KB per site, where the world-wide sources are ~95 MB.
    expect(statSync(file).size).toBeLessThan(120_000);
    const data = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection<Polygon, { kind: string }>;
    expect(data.type).toBe('FeatureCollection');
    const box = data.bbox as Bounds;
    expect(box).toHaveLength(4);
    for (const [lng, lat] of coords) expect(inside([lng, lat], box)).toBe(true);
    for (const f of data.features) {
      expect(f.geometry.type).toBe('Polygon');
      expect(['sea', 'lake', 'river']).toContain(f.properties.kind);
      for (const ring of f.geometry.coordinates) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring[ring.length - 1]);
        for (const p of ring) expect(inside(p, box)).toBe(true);
      }
    }
  });

  it('has the sea where the networks meet it: San Francisco Bay, New York Harbor, Burrard Inlet', () => {
    for (const site of ['BART', 'NYCT', 'SKYTRAIN']) {
      const data = JSON.parse(readFileSync(join(dir, basemapFile(site)), 'utf8')) as FeatureCollection<Polygon, { kind: string }>;
      expect(data.features.filter((f) => f.properties.kind === 'sea').length).toBeGreaterThan(0);
    }
  });
});

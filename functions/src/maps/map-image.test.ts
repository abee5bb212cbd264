import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { mapImageSchema, type MapImageInput } from '@grindline/domain';
import { PNG } from 'pngjs';
import { s3 } from '../lib/clients/s3';
import { config } from '../lib/config';
import { NotFoundError } from '../lib/errors';
import { customerCatalogue } from '../reference/catalogue';
import { sourceCoordinates } from '../reference/geometry-source';
import { importTrack } from '../reference/track-import';
import { pointResolution } from '../reference/linear-reference';
import { readTrack } from '../reference/track-store';
import { SEED_CALLER } from '../seed/load';
import { MAP_KEY_PREFIX, mapImage, rangeScale } from './map-image';
import { cutRange, linePoints } from './map-layout';
import { renderCount } from './map-render';
import { COLOURS, MAP_HEIGHT, MAP_WIDTH, mainProjection } from './map-svg';

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

async function importCatalogueTrack(site: string, line: string, direction: string): Promise<void> {
  const l = customerCatalogue(site)!.lines.find((x) => x.name === line)!;
  const coordinates = sourceCoordinates(l.source, `${site}:${line}`);
  await importTrack(SEED_CALLER, { customer: site, line, direction, chainStart: l.minChain, chainEnd: l.maxChain, unit: 'chain', geojson: { type: 'LineString', coordinates } });
}

async function mapObjects(): Promise<number> {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: config.bucketName, Prefix: MAP_KEY_PREFIX }));
  return out.KeyCount ?? 0;
}

const request = (input: Partial<MapImageInput>) => mapImageSchema.parse({ site: 'BART', line: 'A', date: '2024-05-02', completeChains: [[2.0, 4.5]], incompleteChains: [[6.2, 5.6]], ...input });

describe('map image of a real line (BART A, from the 2017 deck.gl geometry)', () => {
  beforeAll(async () => {
    await importCatalogueTrack('BART', 'A', '1');
  });

  it('draws the complete range green and thick, the incomplete one red, at 800 x 560', async () => {
    const req = request({});
    const image = await mapImage(req);
    const png = PNG.sync.read(image.png);
    expect([png.width, png.height]).toEqual([MAP_WIDTH, MAP_HEIGHT]);

    // The same projection the drawing used, applied to the stored points of the ranges.
    const stored = await readTrack('BART', 'A_1');
    const points = linePoints(stored!.points, pointResolution('BART').scale);
    const complete = cutRange(points, 2.0, 4.5);
    const incomplete = cutRange(points, 5.6, 6.2);
    const proj = mainProjection({ line: points.map((p) => p.lonLat), complete: [complete], incomplete: [incomplete] });
    const pixel = ([x, y]: [number, number]) => {
      const i = (Math.round(y) * png.width + Math.round(x)) * 4;
      return [png.data[i], png.data[i + 1], png.data[i + 2]];
    };
    const near = (a: number[], b: number[], tolerance: number) => a.every((v, i) => Math.abs(v - b[i]) <= tolerance);

    const inner = complete.slice(1, -1);
    expect(inner.length).toBeGreaterThan(100);
    const green = inner.filter((c) => near(pixel(proj.project(c)), hex(COLOURS.complete), 12));
    // The overview inset covers a corner of the map; nearly every point of the range is green.
    expect(green.length / inner.length).toBeGreaterThan(0.9);
    // Thick: 3 px off the line's centre is still green.
    const [mx, my] = proj.project(inner[Math.floor(inner.length / 2)]);
    expect(near(pixel([mx + 3, my]), hex(COLOURS.complete), 12) || near(pixel([mx, my + 3]), hex(COLOURS.complete), 12)).toBe(true);

    const red = incomplete.slice(1, -1).filter((c) => {
      const [r, g, b] = pixel(proj.project(c));
      return r > g + 50 && r > b + 50;
    });
    expect(red.length / (incomplete.length - 2)).toBeGreaterThan(0.9);
    // Half opaque: the grey line shows through (red 220,38,38 over grey 156,163,175 is ~188,100,106).
    const mid = pixel(proj.project(incomplete[Math.floor(incomplete.length / 2)]));
    expect(near(mid, hex(COLOURS.incomplete), 12)).toBe(false);
    expect(near(mid, [188, 100, 106], 16)).toBe(true);
  });

  it("marks where a photo was taken in blue, keeping it in view even off the ranges, and keys the picture by it", async () => {
    const stored = await readTrack('BART', 'A_1');
    const points = linePoints(stored!.points, pointResolution('BART').scale);
    const complete = cutRange(points, 2.0, 4.5);
    const incomplete = cutRange(points, 5.6, 6.2);
    // A kilometre or so beside the line, beyond the ranges' own extent.
    const [lng, lat] = complete[Math.floor(complete.length / 2)];
    const place = { lat: lat + 0.012, lng: lng + 0.012 };
    const image = await mapImage(request({ place }));
    const png = PNG.sync.read(image.png);
    const proj = mainProjection({ line: points.map((p) => p.lonLat), complete: [complete], incomplete: [incomplete], place: [place.lng, place.lat] });
    const [x, y] = proj.project([place.lng, place.lat]);
    const i = (Math.round(y) * png.width + Math.round(x)) * 4;
    const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]];
    expect(Math.abs(r - hex(COLOURS.place)[0]) + Math.abs(g - hex(COLOURS.place)[1]) + Math.abs(b - hex(COLOURS.place)[2])).toBeLessThan(40);
    expect(x).toBeGreaterThan(0);
    expect(y).toBeLessThan(MAP_HEIGHT);
    // Another place is another picture; the same place, the same stored one.
    const other = await mapImage(request({ place: { lat: place.lat + 0.001, lng: place.lng } }));
    expect(other.key).not.toBe(image.key);
    expect((await mapImage(request({ place }))).key).toBe(image.key);
  });

  it('keeps the picture in S3 by its inputs: a second call does not draw again', async () => {
    const req = request({ completeChains: [[10, 11.5]], incompleteChains: [] });
    const objectsBefore = await mapObjects();
    const rendersBefore = renderCount();
    const first = await mapImage(req);
    expect(first.cached).toBe(false);
    expect(renderCount()).toBe(rendersBefore + 1);
    expect(await mapObjects()).toBe(objectsBefore + 1);

    // The same inputs written differently (pair order) are the same picture.
    const second = await mapImage(request({ completeChains: [[11.5, 10]], incompleteChains: [] }));
    expect(second).toMatchObject({ cached: true, key: first.key });
    expect(Buffer.compare(second.png, first.png)).toBe(0);
    expect(renderCount()).toBe(rendersBefore + 1);
    expect(await mapObjects()).toBe(objectsBefore + 1);

    // Other ranges are another picture.
    const third = await mapImage(request({ completeChains: [[10, 12]], incompleteChains: [] }));
    expect(third.cached).toBe(false);
    expect(third.key).not.toBe(first.key);
  });

  it("answers 'No map available for <line>' for a line without geometry and for an unknown line", async () => {
    // S has catalogue geometry but nothing was imported here; N180 is no line at all.
    await expect(mapImage(request({ line: 'S', completeChains: [[1, 2]] }))).rejects.toThrow(new NotFoundError('No map available for S'));
    await expect(mapImage(request({ line: 'N180' }))).rejects.toThrow('No map available for N180');
    await expect(mapImage(request({ line: undefined, trackId: 'A_2' }))).rejects.toThrow('No map available for A_2');
  });
});

describe('map image of a NYCT line (ranges in stations over points in feet)', () => {
  it('reads station ranges at 100 feet a station', async () => {
    expect(rangeScale('NYCT')).toBe(100);
    expect(rangeScale('BART')).toBe(100);
    expect(rangeScale('SKYTRAIN')).toBe(1);
    await importCatalogueTrack('NYCT', 'IRT_BB', '1');
    const stored = await readTrack('NYCT', 'IRT_BB_1');
    const points = linePoints(stored!.points, rangeScale('NYCT'));
    // IRT_BB runs 0 to 77,200 ft: stations 0 to 772.
    expect(points[points.length - 1].value).toBe(772);
    expect(cutRange(points, 100, 120).length).toBeGreaterThan(10);
    const image = await mapImage(mapImageSchema.parse({ site: 'NYCT', line: 'IRT_BB', completeChains: [[100, 120]] }));
    expect(PNG.sync.read(image.png).width).toBe(MAP_WIDTH);
  });
});

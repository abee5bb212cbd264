import { BASEMAP_COLOURS } from '@grindline/domain';
import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';
import { BASEMAP_SOURCE, OFFLINE_ATTRIBUTION, offlineBasemap, pmtilesBasemap, remoteBasemap, splitBasemap, withBasemap } from './basemap-style';

const tracks = {
  sources: { map: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } as SourceSpecification },
  layers: [
    { id: 'context', type: 'line', source: 'map' },
    { id: 'layer', type: 'line', source: 'map' },
  ] as LayerSpecification[],
};

describe('basemap style', () => {
  it('puts the offline water source and its layers below the track context and the grind layer', () => {
    const style = withBasemap(offlineBasemap('/remotes/maps/1/basemap/bart.0123abcd.json'), tracks);
    expect(style.sources[BASEMAP_SOURCE]).toMatchObject({ type: 'geojson', data: '/remotes/maps/1/basemap/bart.0123abcd.json' });
    expect(style.sources.map).toBe(tracks.sources.map);
    const ids = style.layers.map((l) => l.id);
    expect(ids).toEqual(['basemap-land', 'basemap-water', 'context', 'layer']);
    expect(ids.indexOf('basemap-water')).toBeLessThan(ids.indexOf('layer'));
  });

  it('credits OpenStreetMap on the basemap source, which MapLibre shows in its attribution control', () => {
    const source = offlineBasemap('x.json').sources[BASEMAP_SOURCE] as { attribution?: string };
    expect(source.attribution).toBe(OFFLINE_ATTRIBUTION);
    expect(source.attribution).toMatch(/OpenStreetMap/);
  });

  it('draws land and water in the muted basemap colours, none of them a band colour', () => {
    const paints = offlineBasemap('x.json').layers.map((l) => JSON.stringify((l as { paint?: unknown }).paint));
    expect(paints.join()).toContain(BASEMAP_COLOURS.land);
    expect(paints.join()).toContain(BASEMAP_COLOURS.water);
    for (const colour of Object.values(BASEMAP_COLOURS)) {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
      // Low saturation, light: max - min channel small, every channel bright.
      expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(40);
      expect(Math.min(r, g, b)).toBeGreaterThan(180);
    }
  });

  it('reads a PMTiles archive through the pmtiles protocol, below the tracks', () => {
    const style = withBasemap(pmtilesBasemap('https://grindline.example.com/basemap/na.pmtiles'), tracks);
    expect(style.sources[BASEMAP_SOURCE]).toMatchObject({ type: 'vector', url: 'pmtiles://https://grindline.example.com/basemap/na.pmtiles' });
    expect(style.layers.map((l) => l.id).slice(-2)).toEqual(['context', 'layer']);
    expect(style.layers.filter((l) => 'source-layer' in l).map((l) => (l as { 'source-layer': string })['source-layer'])).toEqual(['earth', 'water', 'roads']);
  });

  it('keeps a style URL basemap whole (glyphs and sprite too) and lets the track style set its own', () => {
    const remote = remoteBasemap({
      glyphs: 'https://tiles.example.com/fonts/{fontstack}/{range}.pbf',
      sprite: 'https://tiles.example.com/sprite',
      sources: { osm: { type: 'vector', url: 'https://tiles.example.com/tiles.json' } },
      layers: [{ id: 'bg', type: 'background' }, { id: 'roads', type: 'line', source: 'osm', 'source-layer': 'roads' }],
    });
    const style = withBasemap(remote, tracks);
    expect(style.glyphs).toBe('https://tiles.example.com/fonts/{fontstack}/{range}.pbf');
    expect(style.sprite).toBe('https://tiles.example.com/sprite');
    expect(style.layers.map((l) => l.id)).toEqual(['bg', 'roads', 'context', 'layer']);
    expect(withBasemap(remote, { ...tracks, glyphs: '/fonts/{fontstack}/{range}.pbf' }).glyphs).toBe('/fonts/{fontstack}/{range}.pbf');
  });

  it('refuses a style without layers and a basemap that reuses a track id', () => {
    expect(() => remoteBasemap({ sources: {} } as never)).toThrow(/no sources or layers/);
    const clashing = remoteBasemap({ sources: { map: { type: 'vector', url: 'x' } }, layers: [] });
    expect(() => withBasemap(clashing, tracks)).toThrow(/"map"/);
  });
});

describe('splitBasemap', () => {
  it('creates the map with the land colour alone and adds the water source and its layer after the first draw', () => {
    const { first, later } = splitBasemap(offlineBasemap('/b/nyct.json'));
    expect(first.sources).toEqual({});
    expect(first.layers.map((l) => l.id)).toEqual(['basemap-land']);
    expect(Object.keys(later.sources)).toEqual([BASEMAP_SOURCE]);
    expect(later.layers.map((l) => l.id)).toEqual(['basemap-water']);
    // Together they are the whole basemap, in the same order below the tracks.
    expect(withBasemap(first, tracks).layers.map((l) => l.id)).toEqual(['basemap-land', 'context', 'layer']);
  });

  it('keeps a style URL basemap\'s glyphs and sprite on the first style, and every non-background layer in order for later', () => {
    const remote = remoteBasemap({
      glyphs: 'https://tiles.example/{fontstack}/{range}.pbf',
      sprite: 'https://tiles.example/sprite',
      sources: { osm: { type: 'vector', url: 'https://tiles.example/osm.json' } },
      layers: [
        { id: 'bg', type: 'background', paint: { 'background-color': '#eee' } },
        { id: 'water', type: 'fill', source: 'osm', 'source-layer': 'water' },
        { id: 'roads', type: 'line', source: 'osm', 'source-layer': 'roads' },
      ],
    });
    const { first, later } = splitBasemap(remote);
    expect(first).toMatchObject({ glyphs: remote.glyphs, sprite: remote.sprite, sources: {} });
    expect(first.layers.map((l) => l.id)).toEqual(['bg']);
    expect(later.sources).toBe(remote.sources);
    expect(later.layers.map((l) => l.id)).toEqual(['water', 'roads']);
  });
});

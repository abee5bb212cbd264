import { basemapOrigin, parseBasemapSetting } from './basemap-setting';

describe('parseBasemapSetting', () => {
  it('is null (the offline basemap) when nothing is configured', () => {
    expect(parseBasemapSetting(undefined)).toBeNull();
    expect(parseBasemapSetting('  ')).toBeNull();
  });

  it('reads an https URL as a style URL whose origin the browser must reach', () => {
    const s = parseBasemapSetting('https://tiles.example.com/styles/light/style.json?key=public');
    expect(s).toEqual({ kind: 'style', url: 'https://tiles.example.com/styles/light/style.json?key=public' });
    expect(basemapOrigin(s)).toBe('https://tiles.example.com');
  });

  it('reads a .pmtiles key as an archive of our own origin', () => {
    const s = parseBasemapSetting('basemap/north-america.pmtiles');
    expect(s).toEqual({ kind: 'pmtiles', url: '/basemap/north-america.pmtiles' });
    expect(basemapOrigin(s)).toBeNull();
  });

  it('refuses plain http, credentials, path tricks and other files', () => {
    expect(() => parseBasemapSetting('http://tiles.example.com/style.json')).toThrow(/basemap/);
    expect(() => parseBasemapSetting('https://user:pw@tiles.example.com/style.json')).toThrow(/credentials/);
    expect(() => parseBasemapSetting('../secrets.pmtiles')).toThrow(/basemap/);
    expect(() => parseBasemapSetting('basemap/tiles.mbtiles')).toThrow(/basemap/);
  });
});

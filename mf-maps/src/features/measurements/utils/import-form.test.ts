import { defaultValues, formatOf, importFormSchema, layersOf, toRequest } from './import-form';

describe('measurement import form', () => {
  it('offers BART its three layers and SkyTrain noise and acceleration', () => {
    expect(layersOf('BART')).toEqual(['system-overview', 'tci', 'test-sites']);
    expect(layersOf('SKYTRAIN')).toEqual(['noise', 'acceleration']);
    expect(layersOf('MBTA')).toEqual([]);
    expect(defaultValues('SKYTRAIN')).toEqual({ layer: 'noise', date: '', fileName: '', content: '' });
  });
  it('reads the format from the file name and builds the request', () => {
    expect(formatOf('noise.csv')).toBe('csv');
    expect(formatOf('noise.GeoJSON')).toBe('geojson');
    expect(formatOf('tci.json')).toBe('geojson');
    expect(toRequest({ layer: 'tci', date: '2024-05-01', fileName: 'tci.csv', content: 'a,b' }, 'BART')).toEqual({
      site: 'BART', layer: 'tci', date: '2024-05-01', format: 'csv', content: 'a,b',
    });
  });
  it('asks for a date and a file', () => {
    const result = importFormSchema.safeParse({ layer: 'tci', date: '2024-02-30', fileName: '', content: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Enter the measurement date', 'Choose a CSV or GeoJSON file']);
  });
});

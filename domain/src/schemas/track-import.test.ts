import { importTrackSchema } from './track-import';

const line = { type: 'LineString', coordinates: [[-122.27, 37.8], [-122.2, 37.76]] };
const valid = { customer: ' BART ', line: 'K', direction: 1, chainStart: 0, chainEnd: 4.5, unit: 'reference', geojson: line };
const messages = (value: unknown) => importTrackSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('importTrackSchema (docs/data.md Import API)', () => {
  it('trims the names, turns a numeric direction into text and keeps the GeoJSON as given', () => {
    expect(importTrackSchema.parse(valid)).toEqual({ ...valid, customer: 'BART', direction: '1' });
    expect(importTrackSchema.parse({ ...valid, geojson: '{"type":"LineString"}' }).geojson).toBe('{"type":"LineString"}');
  });

  it('names every missing field', () => {
    expect(messages({})).toEqual([
      ['customer', 'customer is required'],
      ['line', 'line is required'],
      ['direction', 'direction is required'],
      ['chainStart', 'chainStart must be a number'],
      ['chainEnd', 'chainEnd must be a number'],
      ['unit', "unit must be 'chain' (database chain) or 'reference' (as entered)"],
      ['geojson', 'geojson is required'],
    ]);
  });

  it('refuses blank names, numbers given as text, infinite chains, another unit and empty GeoJSON text', () => {
    expect(messages({ ...valid, line: '  ', chainStart: '0', chainEnd: Infinity, unit: 'miles', geojson: '' })).toEqual([
      ['line', 'line is required'],
      ['chainStart', 'chainStart must be a number'],
      ['chainEnd', 'chainEnd must be a number'],
      ['unit', "unit must be 'chain' (database chain) or 'reference' (as entered)"],
      ['geojson', 'geojson is required'],
    ]);
  });
});

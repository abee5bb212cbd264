import { lineStringOf } from './geojson';

const coordinates = [[-122.27, 37.8], [-122.26, 37.79], [-122.25, 37.78]];
const line = { type: 'LineString', coordinates };

describe('lineStringOf', () => {
  it('accepts a bare LineString, a Feature, a one-line FeatureCollection and JSON text', () => {
    const feature = { type: 'Feature', properties: {}, geometry: line };
    const collection = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [0, 0] } }, feature] };
    for (const input of [line, feature, collection, JSON.stringify(collection)]) expect(lineStringOf(input)).toEqual(coordinates);
  });

  it.each([
    ['{not json', 'geojson is not valid JSON'],
    [{ coordinates }, 'geojson is not GeoJSON: expected an object with a "type"'],
    [{ type: 'Point', coordinates: [0, 0] }, 'geojson is a Point, not a LineString, Feature or FeatureCollection'],
    [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [] } }, "The Feature's geometry is Polygon, not a LineString"],
    [{ type: 'FeatureCollection', features: [] }, 'The FeatureCollection holds 0 LineStrings; it must hold exactly one'],
    [{ type: 'FeatureCollection', features: [{ geometry: line }, { geometry: line }] }, 'The FeatureCollection holds 2 LineStrings; it must hold exactly one'],
    [{ type: 'LineString', coordinates: [[1, 2], [1, 2]] }, 'The LineString has 1 distinct point; it needs at least 2'],
    [{ type: 'LineString', coordinates: [[1, 2], [200, 2]] }, 'Coordinate 1 is not a [longitude, latitude] pair'],
  ])('refuses %j with a clear 400', (input, message) => {
    expect(() => lineStringOf(input)).toThrow(expect.objectContaining({ statusCode: 400, message }));
  });
});

/**
 * Measurement imports against DynamoDB Local: a file with bad rows is refused with the row and
 * column of each problem and changes nothing; a good file replaces the layer's date as a whole.
 */
import { accessFor, mapsMeasurementImportRoute, type MeasurementImport } from '@grindline/domain';
import { parseContractRequest } from '../lib/contract-check';
import { importTrack } from '../reference/track-import';
import { importMeasurements } from './measurement-import';
import { getMeasurements, measurementDates } from './measurement-store';
import { clearSiteGeometry } from './site-geometry';

const admin = { username: 'admin', role: 'admin', access: accessFor('admin') };
const header = 'line,direction,from,to,noise';

async function refusal(body: object) {
  try {
    // The body parsed as the route's contract parses it, then the service.
    await importMeasurements(parseContractRequest(mapsMeasurementImportRoute, { body, params: {}, query: {} }).body as MeasurementImport, 'test');
  } catch (error) {
    return error as { statusCode: number; message: string; issues?: { path: string; message: string }[] };
  }
  throw new Error('expected a refusal');
}

describe('importMeasurements', () => {
  beforeAll(async () => {
    clearSiteGeometry();
    await importTrack(admin, {
      customer: 'SKYTRAIN', line: 'EXPO', direction: 'OB', chainStart: 0, chainEnd: 200, unit: 'chain',
      geojson: { type: 'LineString', coordinates: [[-123.11, 49.285], [-123.0, 49.25]] },
    });
  });

  it('places CSV rows on the track and replaces the date as a whole', async () => {
    const body = { site: 'SKYTRAIN', layer: 'noise', date: '2019-11-07', format: 'csv' } as const;
    await expect(importMeasurements({ ...body, content: `${header}\nEXPO,OB,0,40,83.5\nEXPO,OB,40,80,79` }, 'test')).resolves.toEqual({
      site: 'SKYTRAIN', layer: 'noise', date: '2019-11-07', rows: 2,
    });
    const rows = await getMeasurements('SKYTRAIN', 'noise', '2019-11-07');
    expect(rows?.map((r) => [r.from, r.to, r.values.noise])).toEqual([[0, 40, 83.5], [40, 80, 79]]);
    expect(rows![0].coords.length).toBeGreaterThanOrEqual(2);
    await importMeasurements({ ...body, content: `${header}\nEXPO,OB,80,120,88` }, 'test');
    expect((await getMeasurements('SKYTRAIN', 'noise', '2019-11-07'))?.map((r) => r.from)).toEqual([80]);
    expect(await measurementDates('SKYTRAIN', 'noise')).toContain('2019-11-07');
  });

  it('refuses a file naming each bad row and column, and stores nothing', async () => {
    const body = { site: 'SKYTRAIN', layer: 'noise', date: '2019-08-15', format: 'csv' } as const;
    const error = await refusal({ ...body, content: `${header}\nEXPO,OB,0,40,loud\nEXPO,XB,0,40,80\nEXPO,OB,0,900,80` });
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('The file was not imported: 3 problems; first: row 1, column noise: noise must be a number, got "loud"');
    expect(error.issues?.map((i) => i.path)).toEqual(['rows.1.noise', 'rows.2.direction', 'rows.3.to']);
    const placed = await refusal({ ...body, content: `${header}\nEXPO,XB,0,40,80\nEXPO,OB,0,900,80` });
    expect(placed.issues?.map((i) => i.path)).toEqual(['rows.1.direction', 'rows.2.to']);
    expect(await getMeasurements('SKYTRAIN', 'noise', '2019-08-15')).toBeNull();
  });

  it('refuses a layer of another site and bad JSON', async () => {
    expect((await refusal({ site: 'BART', layer: 'noise', date: '2019-08-15', format: 'csv', content: header })).issues?.[0].path).toBe('layer');
    expect((await refusal({ site: 'SKYTRAIN', layer: 'noise', date: '2019-08-15', format: 'geojson', content: '{' })).message).toBe('The file is not valid JSON');
  });
});

import { accessFor } from '@grindline/domain';
import { bartTracks } from '../test-catalogue';
import { defaultValues, directionsOf, fieldIssues, importFormSchema, mayImportTracks, toRequest, unitOptions, type ImportFormValues } from './import-form';

const geojson = '{"type":"LineString","coordinates":[[-122.27,37.8],[-122.2,37.76]]}';
const filled: ImportFormValues = { line: 'K', direction: '1', chainStart: ' 0 ', chainEnd: '4.5', unit: 'reference', geojson, fileName: 'k1.geojson' };
const errors = (values: ImportFormValues) =>
  importFormSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('defaultValues', () => {
  it("starts on the site's first line and its first direction, in reference units, without a file", () => {
    expect(defaultValues(bartTracks)).toEqual({ line: 'A', direction: '1', chainStart: '', chainEnd: '', unit: 'reference', geojson: '', fileName: '' });
  });
  it('is blank for a catalogue without lines', () => {
    expect(defaultValues({ ...bartTracks, lines: [] })).toMatchObject({ line: '', direction: '' });
  });
});

describe('directionsOf and unitOptions', () => {
  it("lists a line's directions and none for an unknown line", () => {
    expect(directionsOf(bartTracks, 'K')).toEqual(['1', '2']);
    expect(directionsOf(bartTracks, 'Z')).toEqual([]);
  });
  it('names the reference units', () => {
    expect(unitOptions('Mile Post').map((o) => o.label)).toEqual(['Reference units as entered (Mile Post)', 'Database chain']);
  });
});

describe('importFormSchema', () => {
  it('accepts a filled form', () => {
    expect(errors(filled)).toEqual([]);
  });
  it('refuses a chain end that is not greater than the start', () => {
    const message = 'Chain end must be greater than chain start (orient the line so that chain increases)';
    expect(errors({ ...filled, chainStart: '4.5', chainEnd: '4.5' })).toEqual([['chainEnd', message]]);
    expect(errors({ ...filled, chainStart: '5', chainEnd: '1' })).toEqual([['chainEnd', message]]);
  });
  it('says which chain is missing or not a number', () => {
    expect(errors({ ...filled, chainStart: '', chainEnd: 'four' })).toEqual([
      ['chainStart', 'Chain start is required'],
      ['chainEnd', 'Chain end must be a number'],
    ]);
  });
  it('refuses an empty file by its name, and no GeoJSON at all', () => {
    expect(errors({ ...filled, geojson: '  \n' })).toEqual([['geojson', 'The file k1.geojson is empty']]);
    expect(errors({ ...filled, geojson: '', fileName: '' })).toEqual([['geojson', 'Choose a GeoJSON file or paste its text']]);
  });
  it('reports every problem at once, the missing file with the missing fields', () => {
    expect(errors({ ...filled, direction: '', chainStart: '', geojson: '', fileName: '' }).map(([path]) => path)).toEqual([
      'direction',
      'chainStart',
      'geojson',
    ]);
  });
  it('needs a line and a direction', () => {
    expect(errors({ ...filled, line: '', direction: '' })).toEqual([
      ['line', 'Choose a line'],
      ['direction', 'Choose a direction'],
    ]);
  });
});

describe('toRequest', () => {
  it('sends the site as customer, the chains as numbers and the GeoJSON text as it is', () => {
    expect(toRequest(filled, 'BART')).toEqual({ customer: 'BART', line: 'K', direction: '1', chainStart: 0, chainEnd: 4.5, unit: 'reference', geojson });
    expect(toRequest({ ...filled, unit: 'chain', chainStart: '10', chainEnd: '45' }, 'BART')).toMatchObject({ unit: 'chain', chainStart: 10, chainEnd: 45 });
  });
  it("throws the domain schema's error for values it refuses", () => {
    expect(() => toRequest({ ...filled, chainEnd: 'x' }, 'BART')).toThrow('chainEnd must be a number');
  });
});

describe('mayImportTracks', () => {
  it('lets super and adminMgmt import, nobody else', () => {
    const may = ['admin', 'adminMgmt', 'adminReadOnly', 'BARTadmin', 'NYCTadminedit', 'MBTA'].filter((r) => mayImportTracks(accessFor(r)));
    expect(may).toEqual(['admin', 'adminMgmt']);
  });
});

describe('fieldIssues', () => {
  it("keeps the server's issues that name a field of the form", () => {
    expect(
      fieldIssues([
        { path: 'geojson', message: 'geojson is not valid JSON' },
        { path: 'customer', message: 'Unknown customer "DEV"' },
        { path: 'chainEnd', message: 'Chain 0 to 70 is outside line K (0 to 60)' },
      ]),
    ).toEqual([
      { field: 'geojson', message: 'geojson is not valid JSON' },
      { field: 'chainEnd', message: 'Chain 0 to 70 is outside line K (0 to 60)' },
    ]);
    expect(fieldIssues(undefined)).toEqual([]);
  });
});

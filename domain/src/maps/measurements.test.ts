import { describeIssue, parseCsv, parseMeasurementCsv, parseMeasurementGeoJson } from './measurements';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, CRLF and skips blank lines', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n\n1,2')).toEqual([['a', 'b'], ['x, y', 'say "hi"'], ['1', '2']]);
  });
});

describe('parseMeasurementCsv', () => {
  const header = 'line,direction,from,to,noise,dep_stat,arr_stat';
  it('reads good rows with optional columns absent as null', () => {
    const result = parseMeasurementCsv('noise', `${header}\nEXPO,OB,1,4,82.5,Waterfront,Burrard\nEXPO,IB,4,8,79,,`);
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 'EXPO', direction: 'OB', from: 1, to: 4, values: { noise: 82.5, avg_speed: null, dep_stat: 'Waterfront', arr_stat: 'Burrard' } },
        { line: 'EXPO', direction: 'IB', from: 4, to: 8, values: { noise: 79, avg_speed: null, dep_stat: null, arr_stat: null } },
      ],
    });
  });
  it('names the row and column of every problem', () => {
    const result = parseMeasurementCsv('noise', `${header}\nEXPO,OB,1,4,loud,,\nEXPO,IB,9,8,80,,\nEXPO,IB,1`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map(describeIssue)).toEqual([
      'row 1, column noise: noise must be a number, got "loud"',
      'row 2, column to: to must not be less than from',
      'row 3, column file: Row has 3 fields; the header has 7',
    ]);
  });
  it('refuses unknown and missing header columns', () => {
    const result = parseMeasurementCsv('tci', 'line,direction,from,to,tcii\nA,1,1,2,3');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => `${i.row}:${i.column}`)).toEqual(['0:tcii', '0:tci']);
  });
  it('checks choices and yes/no', () => {
    const result = parseMeasurementCsv('test-sites', 'line,direction,from,to,site_num,rail,profile,sdi,cqi,pqi\nA,1,1,1.1,7,N,CPG,1,2,3');
    expect(result.ok || result.issues).toEqual([{ row: 1, column: 'rail', message: 'rail must be one of W, E' }]);
    const ok = parseMeasurementCsv('system-overview', 'line,direction,from,to,mgt,fire_zone,mow\nA,1,1,2,12,yes,No');
    expect(ok.ok && ok.rows[0].values).toEqual({ mgt: 12, fire_zone: true, mow: false, comment: null });
  });
  it('refuses an empty file', () => {
    expect(parseMeasurementCsv('tci', '').ok).toBe(false);
    expect(parseMeasurementCsv('tci', 'line,direction,from,to,tci\n').ok).toBe(false);
  });
});

describe('parseMeasurementGeoJson', () => {
  const feature = (properties: object, coordinates: unknown = [[-123.1, 49.28], [-123.09, 49.27]]) => ({
    type: 'Feature', properties, geometry: { type: 'LineString', coordinates },
  });
  it('keeps the positions a feature carries', () => {
    const result = parseMeasurementGeoJson('tci', { type: 'FeatureCollection', features: [feature({ line: 'A', direction: '1', from: 1, to: 2, tci: 8 })] });
    expect(result.ok && result.rows[0]).toEqual({ line: 'A', direction: '1', from: 1, to: 2, values: { tci: 8, priority: null }, coords: [[-123.1, 49.28], [-123.09, 49.27]] });
  });
  it('numbers features as rows in its issues', () => {
    const result = parseMeasurementGeoJson('tci', {
      type: 'FeatureCollection',
      features: [feature({ line: 'A', direction: '1', from: 1, to: 2, tci: 8 }), feature({ line: 'A', direction: '1', from: 1, to: 2 }, [[500, 1]])],
    });
    expect(result.ok || result.issues).toEqual([{ row: 2, column: 'geometry', message: 'geometry must be a LineString of at least 2 [lng, lat] positions' }]);
    expect(parseMeasurementGeoJson('tci', { type: 'Feature' }).ok).toBe(false);
  });
});

import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it('writes plain text and numbers unchanged', () => {
    expect(csvField('BART')).toBe('BART');
    expect(csvField(2640)).toBe('2640');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(true)).toBe('true');
  });

  it('writes null and undefined as empty fields', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes fields holding commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvField('A_1 1-1.5, done')).toBe('"A_1 1-1.5, done"');
    expect(csvField('10" coarse')).toBe('"10"" coarse"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-2')).toBe("'-2");
  });
});

describe('toCsv', () => {
  it('joins fields with commas and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Shift ID', 'Comments'],
        ['20240105000001', 'rain, then "sun"'],
      ]),
    ).toBe('Shift ID,Comments\r\n20240105000001,"rain, then ""sun"""\r\n');
  });

  it('returns an empty document for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});

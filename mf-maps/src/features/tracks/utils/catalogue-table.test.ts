import { bartTracks, nyctTracks } from '../test-catalogue';
import { catalogueTable, formatImportedAt, formatPointCount } from './catalogue-table';

describe('catalogueTable', () => {
  it('prints every direction with its track id, its range in Mile Posts and its import', () => {
    const table = catalogueTable(bartTracks);
    expect(table.summary).toBe('1 of 4 tracks imported');
    expect(table.lines.map((l) => l.name)).toEqual(['A', 'K']);
    // A BART line's code is its name: no second name under it.
    expect(table.lines.map((l) => l.title)).toEqual(['', '']);
    expect(table.lines[0].rows[0]).toEqual({ key: 'A|1', direction: '1', trackId: 'A_1', range: '0.00 – 24.80', imported: null });
    expect(table.lines[1].rows[0]).toMatchObject({
      trackId: 'K_1',
      range: '0.00 – 6.00',
      imported: { points: '451 chain points', partial: 'only 0.00 – 4.50', importedAt: '2025-03-14 10:05 UTC' },
    });
  });

  it("names the imported range only when it falls short of the catalogue's", () => {
    const [k1] = bartTracks.lines[1].directions;
    const whole = { ...bartTracks, lines: [{ ...bartTracks.lines[1], directions: [{ ...k1, imported: { ...k1.imported!, minChain: k1.minChain, maxChain: k1.maxChain } }] }] };
    expect(catalogueTable(whole).lines[0].rows[0].imported).toEqual({ points: '451 chain points', partial: '', importedAt: '2025-03-14 10:05 UTC' });
  });

  it("names NYCT's lines as its people do, with the division, and writes stations as station + feet", () => {
    const table = catalogueTable(nyctTracks);
    expect(table.lines[0]).toMatchObject({ name: 'IRT_BB', title: 'Broadway-Seventh Avenue (IRT)' });
    expect(table.lines[0].rows[0].range).toBe('0 + 00 – 772 + 00');
  });

  it('counts a track id shared by several directions once', () => {
    const [k1] = bartTracks.lines[1].directions;
    const shared = { ...bartTracks, lines: [{ ...bartTracks.lines[1], directions: [k1, { ...k1, direction: '2' }] }] };
    const table = catalogueTable(shared);
    expect(table.summary).toBe('1 of 1 track imported');
    expect(table.lines[0].rows.map((r) => r.imported?.points)).toEqual(['451 chain points', '451 chain points']);
  });
});

describe('formatImportedAt and formatPointCount', () => {
  it('prints the time in UTC to the minute and keeps text that is not a date', () => {
    expect(formatImportedAt('2025-03-14T10:05:59.999Z')).toBe('2025-03-14 10:05 UTC');
    expect(formatImportedAt('yesterday')).toBe('yesterday');
  });
  it('groups thousands and says point for one', () => {
    expect(formatPointCount(8381)).toBe('8,381 chain points');
    expect(formatPointCount(1)).toBe('1 chain point');
  });
});

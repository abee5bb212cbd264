import { dataCollectionListSchema } from './data-collection';

const msgs = (query: Record<string, string>) => dataCollectionListSchema.safeParse(query).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe("the Data Collection list's filters (GET /api/datacollection)", () => {
  it('accepts the filters as the screen sends them', () => {
    expect(dataCollectionListSchema.parse({ site: 'BART', from: '2026-03-01', to: '2026-03-31', line: 'K', segmentFrom: '1.2' })).toMatchObject({ site: 'BART', segmentFrom: 1.2 });
  });

  it('names each refused filter by its label on the screen', () => {
    expect(msgs({ site: 'BART', segmentFrom: 'abc' })).toEqual([['segmentFrom', 'Segment from must be a number']]);
    expect(msgs({ site: 'BART', from: '2026-06-01', to: '2026-01-01' })).toEqual([['to', 'From must be on or before To']]);
    expect(msgs({ site: 'ATLANTIS' })).toEqual([['site', 'Site must be All sites or a known client']]);
  });
});

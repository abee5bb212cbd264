import type { SiteTracks } from '@grindline/domain';
import { lineOptions, trackOptions } from './filter-options';

const direction = (direction: string, trackId: string) => ({ direction, trackId, minChain: 0, maxChain: 100, imported: null });
const BART: SiteTracks = {
  site: 'BART', referenceLabel: 'Mile Post', lengthUnit: 'feet', dbMultiplier: 10, tenthChain: false,
  lines: [
    { name: 'A', minChain: 0, maxChain: 248, directions: [direction('1', 'A_1'), direction('2', 'A_2')] },
    { name: 'K', minChain: 0, maxChain: 60, directions: [direction('1', 'K_1'), direction('2', 'K_2')] },
  ],
};

describe('the Line and Track filters of Data Collection', () => {
  it("offers every line of the site's catalogue after 'All lines'", () => {
    expect(lineOptions(BART).map((o) => o.value)).toEqual(['', 'A', 'K']);
    expect(lineOptions(undefined)).toEqual([{ value: '', label: 'All lines' }]);
  });

  it('offers the tracks of the chosen line with their direction, or every track of the site', () => {
    expect(trackOptions(BART, 'K')).toEqual([{ value: '', label: 'All tracks' }, { value: 'K_1', label: 'K_1 (1)' }, { value: 'K_2', label: 'K_2 (2)' }]);
    expect(trackOptions(BART, undefined).map((o) => o.value)).toEqual(['', 'A_1', 'A_2', 'K_1', 'K_2']);
  });

  it('keeps offering a value the address carries that the catalogue does not list', () => {
    expect(lineOptions(BART, 'Z').map((o) => o.value)).toEqual(['', 'A', 'K', 'Z']);
    expect(trackOptions(BART, 'K', 'K_9').map((o) => o.value)).toEqual(['', 'K_1', 'K_2', 'K_9']);
    expect(trackOptions(undefined, 'K', 'K_2').map((o) => o.value)).toEqual(['', 'K_2']);
  });
});

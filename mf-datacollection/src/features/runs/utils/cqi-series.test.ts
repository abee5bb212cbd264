import { cqiSeriesNames } from './cqi-series';

describe('cqiSeriesNames', () => {
  it("keeps one site's rails apart by track and rail", () => {
    expect(cqiSeriesNames([{ clientId: 'BART', trackId: 'K_2', rail: 'Left' }, { clientId: 'BART', trackId: 'K_2', rail: 'Right' }])).toEqual(['K_2 Left', 'K_2 Right']);
  });

  it('names the site when the list spans several, so one track id of two sites is two lines', () => {
    expect(cqiSeriesNames([{ clientId: 'SKYTRAIN', trackId: 'ML_1', rail: 'Left' }, { clientId: 'ETS', trackId: 'ML_1', rail: 'Left' }])).toEqual(['SKYTRAIN ML_1 Left', 'ETS ML_1 Left']);
  });
});

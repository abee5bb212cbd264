import { cqiSeriesNames } from './cqi-series';

const run = (clientId: string, trackId: string, rail: 'Left' | 'Right', from = 1, to = 2) => ({ clientId, trackId, rail, from, to });

describe('cqiSeriesNames', () => {
  it("keeps one site's rails apart by track and rail", () => {
    expect(cqiSeriesNames([run('BART', 'K_2', 'Left'), run('BART', 'K_2', 'Right')])).toEqual(['K_2 Left', 'K_2 Right']);
  });

  it('names the site when the list spans several, so one track id of two sites is two lines', () => {
    expect(cqiSeriesNames([run('SKYTRAIN', 'ML_1', 'Left'), run('ETS', 'ML_1', 'Left')])).toEqual(['SKYTRAIN ML_1 Left', 'ETS ML_1 Left']);
  });

  it('joins the runs of one rail whose stretches overlap, whichever way they were driven', () => {
    expect(cqiSeriesNames([run('BART', 'K_2', 'Left', 1, 3), run('BART', 'K_2', 'Left', 4, 2.5), run('BART', 'K_2', 'Left', 3.5, 5)])).toEqual(['K_2 Left', 'K_2 Left', 'K_2 Left']);
  });

  it('draws a rail measured at places that do not overlap as one line per place, named by its mile posts', () => {
    expect(cqiSeriesNames([run('BART', 'K_2', 'Left', 1, 2), run('BART', 'K_2', 'Left', 9, 8), run('BART', 'K_2', 'Left', 1.5, 2.25), run('BART', 'K_2', 'Right', 9, 10)])).toEqual([
      'K_2 Left MP 1.00–2.25',
      'K_2 Left MP 8.00–9.00',
      'K_2 Left MP 1.00–2.25',
      'K_2 Right',
    ]);
  });

  it('keeps two stretches that only touch apart, as a before/after pair does', () => {
    expect(cqiSeriesNames([run('BART', 'K_2', 'Left', 1, 2), run('BART', 'K_2', 'Left', 2, 3)])).toEqual(['K_2 Left MP 1.00–2.00', 'K_2 Left MP 2.00–3.00']);
  });
});

import { monthlyView, type MonthlyFigures } from '@grindline/domain';
import { monthlyPageHtml, monthlyPrintCharts } from './monthly-page';

const figures: MonthlyFigures = {
  site: 'NCTD', units: 'Miles', phase: 1,
  mtd: { startDate: '2024-03-01', endDate: '2024-04-01' },
  ptd: { startDate: '2018-02-01', endDate: '2024-02-29' },
  plan: null,
  completed: { mtdFeet: 5280, ptdFeet: 10560, totalFeet: 15840, trackFeet: 52800, remainingFeet: 36960 },
  byMonth: [{ month: '2024-02', feet: 10560 }, { month: '2024-03', feet: 5280 }],
  byTrack: [{ trackId: 'C_1', line: 'Coaster', ptdFeet: 10560, mtdFeet: 5280, remainingFeet: 36960 }],
  shiftTypes: [{ grinderType: '5063', mtd: { 'R-Regular': 2 }, ptd: {} }],
};

type Options = { chart: { type: string; height: number }; plotOptions: { pie?: { dataLabels: { format: string } } } };

describe('monthlyPrintCharts (the Report Generator PDF)', () => {
  it("prints the half-page doughnuts with values on the slices and names in the legend, at the page's sizes", () => {
    const charts = monthlyPrintCharts(monthlyView(figures)).map(([id, options]) => [id, options as unknown as Options] as const);
    const pies = charts.filter(([, o]) => o.chart.type === 'pie');
    expect(pies.length).toBeGreaterThan(0);
    for (const [, o] of pies) expect(o).toMatchObject({ chart: { height: 250 }, plotOptions: { pie: { dataLabels: { format: '{point.y}' } } } });
    expect(charts.map(([, o]) => o.chart.height)).toContain(300);
  });

  it('says a table without rows has no data, as its chart does', () => {
    const header = { site: 'NCTD', phase: 1, projectStart: '2018-02-01', reportEnd: '2024-04-01', interval: 31 };
    const empty = monthlyPageHtml(monthlyView({ ...figures, byMonth: [] }), header, '');
    expect(empty).toContain('<caption>Completed Miles by Month</caption><thead><tr><th>Month</th><th>Miles</th></tr></thead><tbody><tr><td colspan="2">No data found for the given time span</td></tr></tbody>');
    expect(monthlyPageHtml(monthlyView(figures), header, '')).toContain('<tbody><tr><td>2024-02</td><td>2.00</td></tr><tr><td>2024-03</td><td>1.00</td></tr></tbody>');
  });
});

import { emptyTotals, type SiteOverview } from './figures';
import { milesOf, overviewRows } from './overview-view';

/** A site's overview; unless told otherwise every shift's form asked its spark minutes. */
const site = (id: string, totals: Partial<ReturnType<typeof emptyTotals>>, grinders: Record<string, number> = {}): SiteOverview => ({
  site: id,
  units: 'Miles',
  totals: { ...emptyTotals(), sparkShifts: totals.shifts ?? 0, sparkFeetComp: totals.feetComp ?? 0, sparkPassFeet: totals.passFeet ?? 0, ...totals },
  grinderShifts: grinders,
  stoneShifts: {},
});

describe('overviewRows (spec 001 section 2.6)', () => {
  const sites = [
    site('PRT', { shifts: 4, sparkMin: 400, feetComp: 10560, passFeet: 21120, availableMin: 800, availableShifts: 4, passSum: 12, rangeCount: 3 }, { '5062': 3, 'LRG-7': 1 }),
    site('MBTA', { shifts: 1, sparkMin: 0, feetComp: 5280, passFeet: 5280 }, { '5062': 1 }),
  ];

  it('draws the four rows with their titles', () => {
    expect(overviewRows(sites).map((row) => row.map((c) => c.title))).toEqual([
      ['Shifts', 'Spark Minutes', 'Completed Miles', 'Pass Miles'],
      ['Average Feet Completed per Shift', 'Average Pass Feet per Shift', 'Average Feet Completed per Spark Minute', 'Average Pass Feet per Spark Minute'],
      ['Average Spark Minutes per Shifts', '% Spark Minutes of Available Minutes', 'Average Available Track Time per Shift', 'Average Passes'],
      ['Type of Grinder per Number of Shifts', 'Type of Stone per Number of Shifts'],
    ]);
  });

  it('puts each site in the donuts in its legend colour, miles from feet, the total in the hole', () => {
    const miles = overviewRows(sites)[0][2];
    expect(miles.series[0].data).toEqual([
      { name: 'PRT', y: 2, color: expect.stringMatching(/^#/) },
      { name: 'MBTA', y: 1, color: expect.stringMatching(/^#/) },
    ]);
    expect(miles.centreText).toBe('3 mi');
  });

  it('gives a total of a hundred or more whole, so it stays inside the hole', () => {
    const far = sites.map((s) => ({ ...s, totals: { ...s.totals, feetComp: s.totals.feetComp * 1000.37 } }));
    expect(overviewRows(far)[0][2].centreText).toBe('3,001 mi');
    expect(overviewRows(sites)[0][2].centreText).toBe('3 mi');
  });

  it('groups the thousands of the total in the hole', () => {
    const many = sites.map((s, i) => ({ ...s, totals: { ...s.totals, sparkMin: i === 0 ? 45_000 : 65 } }));
    expect(overviewRows(many)[0][1].centreText).toBe('45,065');
  });

  it('divides by zero as 0, and averages passes over both rails', () => {
    const [, row2, row3] = overviewRows(sites);
    expect(row2[2].series[0].data).toEqual([26.4, 0]);
    expect(row3[1].series[0].data).toEqual([50, 0]);
    expect(row3[3].series[0].data).toEqual([2, 0]);
  });

  it("leaves BART out of every spark minute figure, with a note saying why, and keeps it in the others", () => {
    const rows = overviewRows([site('BART', { shifts: 2, feetComp: 5280, availableMin: 600, availableShifts: 2 }), ...sites]);
    const spark = rows.flat().filter((c) => /Spark/.test(c.title));
    expect(spark).toHaveLength(5);
    for (const chart of spark) expect(chart.note).toBe("BART's reports do not record spark minutes.");
    expect(rows[0][1].series[0].data).toEqual([
      { name: 'PRT', y: 400, color: expect.stringMatching(/^#/) },
      { name: 'MBTA', y: 0, color: expect.stringMatching(/^#/) },
    ]);
    expect(rows[1][2].series[0].data).toEqual([null, 26.4, 0]);
    expect(rows[1][0].series[0].data).toEqual([2640, 2640, 5280]);
    expect(rows[1][0].note).toBeUndefined();
    expect(overviewRows(sites).flat().some((c) => c.note)).toBe(false);
  });

  it("divides spark minutes by the shifts that recorded them and their feet only: a second-flow shift's unasked 0 moves no spark figure", () => {
    // NCTD: one multi-step shift, 100 min over 5,280 ft, and one second-flow shift of 10,560 ft that asked no minutes.
    const nctd = site('NCTD', { shifts: 2, sparkMin: 100, feetComp: 15840, passFeet: 31680, sparkShifts: 1, sparkFeetComp: 5280, sparkPassFeet: 10560 });
    const [, row2, row3] = overviewRows([nctd]);
    expect([row2[2].series[0].data[0], row2[3].series[0].data[0], row3[0].series[0].data[0]]).toEqual([52.8, 105.6, 100]);
    // The per-shift figures still count both shifts.
    expect(row2[0].series[0].data[0]).toBe(7920);
  });

  it('compares the sites in feet: a metre site\'s lengths are converted', () => {
    const [, row2] = overviewRows([site('ETS', { shifts: 1, sparkMin: 10, feetComp: 304.8, passFeet: 609.6 }), ...sites]);
    expect(row2.map((c) => c.series[0].data[0])).toEqual([1000, 2000, 100, 200]);
  });

  it('stacks grinder types per site', () => {
    const grinders = overviewRows(sites)[3][0];
    expect(grinders.categories).toEqual(['PRT', 'MBTA']);
    expect(grinders.series.map((s) => [s.name, s.data])).toEqual([
      ['5062', [3, 1]],
      ['LRG-7', [1, 0]],
    ]);
  });

  it('gives each of 20 grinder types stacked over the sites a colour of its own', () => {
    const types = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`G-${String(i).padStart(2, '0')}`, 1]));
    const grinders = overviewRows([site('BART', { shifts: 20 }, types)])[3][0];
    expect(grinders.series).toHaveLength(20);
    expect(new Set(grinders.series.map((s) => s.color)).size).toBe(20);
  });

  it('draws nothing without sites, and converts metres to miles for metric sites', () => {
    expect(overviewRows([])).toEqual([]);
    expect(milesOf('SKYTRAIN', 1609.344)).toBeCloseTo(1);
  });
});

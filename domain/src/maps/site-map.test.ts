import { divisionOf, mapTabs, siteMapSettings, stationLabel, trackNumber } from './site-map';
import { chainBound, sliderEnd, sliderIndex, sliderMonths, sliderStart } from './map-filters';

describe('siteMapSettings (spec 001 sections 2.1, 4, 5)', () => {
  it('gives BART its four tabs, PRO/GFA, Miles and the mile-post multiplier', () => {
    const s = siteMapSettings('BART');
    expect(s.tabs).toEqual(['system-overview', 'grind', 'tci', 'test-sites']);
    expect(s.defaultTab).toBe('grind');
    expect(s.grindTypes).toEqual(['PRO', 'GFA']);
    expect(s.units).toBe('Miles');
    expect(s.chainMultiplier).toBe(10);
    expect(s.zoom).toBe(10);
  });
  it('gives SkyTrain noise, grind and acceleration, PRO/AGR, the Sky/Arm datasets and Kilometers', () => {
    const s = siteMapSettings('SKYTRAIN');
    expect(s.tabs).toEqual(['noise', 'grind', 'acceleration']);
    expect(s.grindTypes).toEqual(['PRO', 'AGR']);
    expect(s.datasets).toEqual(['Sky', 'Arm']);
    expect(s.units).toBe('Kilometers');
  });
  it('zooms OTRAIN to 13 and gives NYCT the IRT, IND, BMT divisions and directions 1-4 and M', () => {
    expect(siteMapSettings('OTRAIN').zoom).toBe(13);
    const nyct = siteMapSettings('NYCT');
    expect(nyct.divisions).toEqual(['IRT', 'IND', 'BMT']);
    expect(nyct.defaultDirections).toEqual(['1', '2', '3', '4', 'M']);
    // Stations of 100 ft: a stored range 12.34 is 1234 ft along the track.
    expect(nyct.chainMultiplier).toBe(100);
    expect(siteMapSettings('MBTA').defaultDirections).toEqual(['1', '2']);
    expect(siteMapSettings('MBTA').tabs).toEqual(['grind']);
  });
  it('refuses an unknown site', () => {
    expect(() => siteMapSettings('NOPE')).toThrow();
  });
});

describe('track ids and NYCT chain', () => {
  it('reads the track number and division', () => {
    expect(trackNumber('A_1')).toBe('1');
    expect(trackNumber('IRT_FL_M')).toBe('M');
    expect(divisionOf('BMT_CN_2')).toBe('BMT');
    expect(divisionOf('A_1')).toBeNull();
  });
  it("writes NYCT chain as 'x + yy'", () => {
    expect(stationLabel(1234)).toBe('12 + 34');
    expect(stationLabel(5)).toBe('0 + 05');
    expect(stationLabel(77200)).toBe('772 + 00');
  });
});

describe('map filters (spec 001 sections 2.3 and 5)', () => {
  it('runs the date slider from January 2018 to the current month', () => {
    const months = sliderMonths('2026-11-23');
    expect(months[0]).toBe('2018-01');
    expect(months[months.length - 1]).toBe('2026-11');
    expect(months).toHaveLength(8 * 12 + 11);
  });
  it('snaps the start to day 1 and the end to day 31 (the last day when the month is shorter)', () => {
    expect(sliderStart('2020-03')).toBe('2020-03-01');
    expect(sliderEnd('2020-03')).toBe('2020-03-31');
    expect(sliderEnd('2020-02')).toBe('2020-02-29');
    expect(sliderEnd('2021-04')).toBe('2021-04-30');
  });
  it('finds the slider position of a date, clamped', () => {
    const months = sliderMonths('2020-12-01');
    expect(sliderIndex(months, '2020-01-01')).toBe(24);
    expect(sliderIndex(months, '2017-05-01')).toBe(0);
    expect(sliderIndex(months, '2030-05-01')).toBe(months.length - 1);
  });
  it('turns a blank chain input into the default and applies the multiplier', () => {
    expect(chainBound('', 50000, 10)).toBe(500000);
    expect(chainBound(' 12.5 ', 0, 100)).toBe(1250);
    expect(chainBound('abc', 0, 1)).toBe(0);
  });
});

describe('mapTabs (issue 27 Rail Condition)', () => {
  it('adds Rail Condition after the settings\' tabs only when the site has CAT runs', () => {
    expect(mapTabs(siteMapSettings('BART'), true)).toEqual(['system-overview', 'grind', 'tci', 'test-sites', 'rail-condition']);
    expect(mapTabs(siteMapSettings('BART'), false)).toEqual(['system-overview', 'grind', 'tci', 'test-sites']);
    expect(mapTabs(siteMapSettings('MBTA'), true)).toEqual(['grind', 'rail-condition']);
  });
});

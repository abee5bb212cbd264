import { distanceOf, feetOf, lengthWord, titleInUnits } from './units';

describe('dashboard units (spec 001 section 9)', () => {
  it('names the site length unit', () => {
    expect(lengthWord('BART')).toBe('Feet');
    expect(lengthWord('SKYTRAIN')).toBe('Metres');
    expect(lengthWord('nowhere')).toBe('Length');
  });
  it("converts a metre site's lengths to feet for charts that compare sites, and leaves feet sites alone", () => {
    expect(feetOf('ETS', 304.8)).toBeCloseTo(1000, 9);
    expect(feetOf('BART', 1000)).toBe(1000);
    expect(distanceOf('ETS', 1500)).toBe(1.5);
  });
  it("titles a metre site's charts in kilometres and metres", () => {
    expect(titleInUnits('Average Feet Completed per Shift', 'SKYTRAIN')).toBe('Average Metres Completed per Shift');
    expect(titleInUnits('Pass Miles Per shift', 'SKYTRAIN')).toBe('Pass Kilometers Per shift');
    expect(titleInUnits('Average Feet Completed per Shift', 'BART')).toBe('Average Feet Completed per Shift');
  });
});

import { monthlyPieGrinders } from './pie-grinders';

describe('monthlyPieGrinders', () => {
  it("keeps the spec's three grinders for BART, whose fleet they are, whatever worked", () => {
    expect(monthlyPieGrinders('BART', ['2103'])).toEqual(['5063', '5062', 'LRG-7']);
  });

  it("gives NYCT the grinders that worked there, in its profile's order", () => {
    expect(monthlyPieGrinders('NYCT', ['LRG-32', 'LPC-1', 'LRG-32'])).toEqual(['LPC-1', 'LRG-32']);
  });

  it("falls back to the site's own grinders when none worked in the range", () => {
    expect(monthlyPieGrinders('NYCT', [])).toEqual(['LPC-1', 'LPC-5', 'LRG-32']);
  });

  it('puts grinders outside the profile after its own, alphabetically', () => {
    expect(monthlyPieGrinders('NCTD', ['5062', 'LRG-7', '2103'])).toEqual(['LRG-7', '2103', '5062']);
  });
});

import { formatSiteLength } from './distance';

describe('formatSiteLength', () => {
  it('shows feet sites in feet and miles (5280 ft per mile)', () => {
    expect(formatSiteLength(10560, 'BART')).toBe('10,560 ft (2.00 mi)');
    expect(formatSiteLength(2640, 'NYCT')).toBe('2,640 ft (0.50 mi)');
  });
  it('shows metre sites in metres and kilometres', () => {
    expect(formatSiteLength(1500, 'SKYTRAIN')).toBe('1,500 m (1.50 km)');
    expect(formatSiteLength(250, 'ETS')).toBe('250 m (0.25 km)');
  });
  it('shows zero and unknown sites plainly', () => {
    expect(formatSiteLength(0, 'MBTA')).toBe('0 ft (0.00 mi)');
    expect(formatSiteLength(1234, 'DEV')).toBe('1,234');
  });
});

import { bartCard, nyctCard } from '../test-cards';
import { cardDetails, cardSummary, grindTable, newestFirst } from './card-summary';

describe('cardSummary', () => {
  it('lists the collapsed card fields with lengths in feet and miles', () => {
    const summary = cardSummary(bartCard);
    expect(summary.heading).toBe('Sun, Mar 2, 2025 · BART · Richmond-Fremont');
    expect(Object.fromEntries(summary.fields.map((f) => [f.label, f.value]))).toEqual({
      Date: 'Sun, Mar 2, 2025',
      Site: 'BART',
      Line: 'Richmond-Fremont',
      'Grinder type': 'LRG-7',
      'Feet completed': '10,560 ft (2.00 mi)',
      'Feet incomplete': '1,320 ft (0.25 mi)',
      'Pass feet': '21,120 ft (4.00 mi)',
      'Available time': '05:30',
    });
  });
  it("gives spark minutes where the site's form records them, never BART's stored 0", () => {
    expect(cardSummary(bartCard).fields.map((f) => f.label)).not.toContain('Spark minutes');
    expect(cardSummary({ ...nyctCard, sparkMin: 184 }).fields.find((f) => f.label === 'Spark minutes')?.value).toBe('184');
  });
  it("gives the shift type where the site's form asks it, never BART's or NYCT's stored 'R-Regular'", () => {
    expect(cardSummary(bartCard).fields.map((f) => f.label)).not.toContain('Shift type');
    expect(cardSummary(nyctCard).fields.map((f) => f.label)).not.toContain('Shift type');
    expect(cardSummary({ ...bartCard, site: 'ETS', shiftType: 'S-Stand By' }).fields.find((f) => f.label === 'Shift type')?.value).toBe('S-Stand By');
  });
  it("leaves out what a second-flow shift's form did not ask (its card carries null), beside a multi-step card of the same site", () => {
    const labels = (card: typeof bartCard) => cardSummary(card).fields.map((f) => f.label);
    expect(labels({ ...bartCard, site: 'NCTD', shiftType: 'S-Stand By', sparkMin: 45 })).toEqual(expect.arrayContaining(['Shift type', 'Spark minutes']));
    expect(labels({ ...bartCard, site: 'NCTD', shiftType: null, sparkMin: null })).not.toEqual(expect.arrayContaining(['Shift type']));
    expect(labels({ ...bartCard, site: 'NCTD', shiftType: null, sparkMin: null })).not.toEqual(expect.arrayContaining(['Spark minutes']));
  });
  it("gives the Line field NYCT's line by name, and other lines as filed", () => {
    expect(cardSummary({ ...nyctCard, line: 'BMT_SB' }).fields.find((f) => f.label === 'Line')?.value).toBe('Sea Beach (BMT)');
    expect(cardSummary({ ...bartCard, line: 'A' }).fields.find((f) => f.label === 'Line')?.value).toBe('A');
    expect(cardSummary({ ...bartCard, line: ' ' }).fields.find((f) => f.label === 'Line')?.value).toBe('Not recorded');
  });
  it("heads a card with the line as the map names it: 'Line A' for a code, NYCT's by name", () => {
    expect(cardSummary({ ...bartCard, line: 'A' }).heading).toBe('Sun, Mar 2, 2025 · BART · Line A');
    expect(cardSummary({ ...nyctCard, line: 'IRT_BB' }).heading).toMatch(/· NYCT · Broadway-Seventh Avenue \(IRT\)$/);
    expect(cardSummary({ ...bartCard, line: ' ' }).heading).toBe('Sun, Mar 2, 2025 · BART · Not recorded');
  });
  it('says Not recorded for a missing available time', () => {
    const fields = cardSummary(nyctCard).fields;
    expect(fields.find((f) => f.label === 'Available time')?.value).toBe('Not recorded');
  });
  it('uses metres and kilometres for metre sites', () => {
    const fields = cardSummary({ ...bartCard, site: 'SKYTRAIN', feetComp: 2500 }).fields;
    expect(fields.find((f) => f.label === 'Metres completed')?.value).toBe('2,500 m (2.50 km)');
  });
});

describe('cardDetails', () => {
  it('gives comments and delay, with a note when there are no comments', () => {
    expect(cardDetails(bartCard)).toEqual({ comments: 'Rail hot near the station; slowed down.', delay: '15 min' });
    expect(cardDetails({ ...bartCard, delay: null }).delay).toBeNull();
    expect(cardDetails(nyctCard).comments).toBe('No comments.');
  });
});

describe('grindTable', () => {
  it('prints each range and hides the defects column when no range has defects', () => {
    const table = grindTable('BART', bartCard.grindData);
    expect(table.showDefects).toBe(false);
    expect(table.showProfiles).toBe(true);
    expect(table.rows[0]).toMatchObject({
      from: '12.30',
      to: '12.80',
      length: '2,640',
      track: 'M1',
      segmentType: 'Tangent',
      profiles: 'A1 / B2',
      passes: '2 / 3',
      complete: 'Yes',
    });
  });
  it('sums defects removed per range when present', () => {
    const table = grindTable('NYCT', nyctCard.grindData);
    expect(table.showDefects).toBe(true);
    expect(table.rows[0]).toMatchObject({ defectsRemoved: '5', complete: 'No', profiles: '- / -' });
  });
  it("writes NYCT's ends as stations 'x + yy', and has no profile column when no range has a profile (BART's form)", () => {
    const [range] = nyctCard.grindData;
    expect(grindTable('NYCT', [{ ...range, from: 133.26, to: 138.11 }]).rows[0]).toMatchObject({ from: '133 + 26', to: '138 + 11' });
    const bare = bartCard.grindData.map(({ profileLeft: _l, profileRight: _r, ...r }) => r);
    expect(grindTable('BART', bare).showProfiles).toBe(false);
  });
  it('has no segment type column when no range has one (the standard forms ask none)', () => {
    expect(grindTable('BART', bartCard.grindData).showSegmentTypes).toBe(true);
    const plain = bartCard.grindData.map(({ segmentType: _s, ...r }) => r);
    expect(grindTable('NCTD', plain).showSegmentTypes).toBe(false);
  });
});

describe('newestFirst', () => {
  it('orders cards by date, newest first, without changing the input', () => {
    const input = [nyctCard, bartCard];
    expect(newestFirst(input).map((c) => c.date)).toEqual(['2025-03-02', '2025-03-01']);
    expect(input[0]).toBe(nyctCard);
  });
});

import type { QuantitiesStatement, StatementFigures, StatementShift } from '@grindline/domain';
import { statementPageHtml } from './statement-page';

const figures = (shifts: number, firstDate: string | null, lastDate: string | null): StatementFigures => ({
  shifts, completedLength: 2640 * shifts, completedDistance: 0.5 * shifts, passLength: 0, passDistance: 2 * shifts, sparkMinutes: 0, trackMinutes: 270 * shifts, lines: shifts ? ['A'] : [], firstDate, lastDate,
});
const disputed: StatementShift = {
  shiftId: '20970303000002', date: '2097-03-03', line: 'A', grinderType: '5062', shiftType: 'R-Regular', version: 1, status: 'disputed', completedLength: 2640, passLength: 10560, sparkMinutes: 0, trackMinutes: 270,
  dispute: { decision: 'disputed', version: 1, by: 'BART_bart-0001', at: '2097-03-05T09:10:00.000Z', identityProvider: 'BART', comment: 'MP 3 <not> ground' },
};
const statement: QuantitiesStatement = {
  site: 'BART', month: '2097-03', phase: null, lengthUnit: 'feet', units: 'Miles',
  columns: { approved: figures(0, null, null), disputed: figures(1, '2097-03-03', '2097-03-03'), notReviewed: figures(2, '2097-03-04', '2097-03-09') },
  total: figures(3, '2097-03-03', '2097-03-09'), shifts: [disputed], monthState: { closed: false, events: [] }, closable: false,
};

describe('statementPageHtml (the quantities statement PDF)', () => {
  const html = statementPageHtml(statement, '2097-03-10T08:00:00.000Z');
  const row = (label: string) => html.match(new RegExp(`<tr><th>${label}</th>(.*?)</tr>`))?.[1] ?? '';

  it('writes a one-day figure with its date once, a range with both ends, none as a dash', () => {
    expect(row('Disputed')).toContain('<td><span class="nw">2097-03-03</span></td>');
    expect(row('Not yet reviewed')).toContain('<span class="nw">2097-03-04</span> – <span class="nw">2097-03-09</span>');
    expect(row('Approved')).toContain('<td>—</td>');
    // Quantities read with their thousands grouped, as on the screen.
    expect(row('Not yet reviewed')).toContain('<td>5,280</td>');
    // Distances to the thousandth, each with its three digits, so a column lines up.
    expect(row('Not yet reviewed')).toContain('<td>5,280</td><td>1.000</td><td>0</td><td>4.000</td>');
  });

  it('keeps every date whole and escapes what a reviewer typed', () => {
    expect(html).toContain('<td><span class="nw">2097-03-03</span></td><td>20970303000002</td>');
    expect(html).toContain('MP 3 &lt;not&gt; ground');
    expect(html).not.toContain('table-layout:fixed');
  });

  it("gives each shift its type where the site's form asks it, and marks an approved shift's status", () => {
    // BART's form asks no shift type: its stored 'R-Regular' is not shown as chosen.
    expect(html).toContain('<th>Grinder</th><th>Version</th><th>Status</th>');
    expect(html).toContain('<td>5062</td><td>1</td><td class="status">Disputed</td>');
    const ets = statementPageHtml({ ...statement, site: 'ETS', shifts: [{ ...disputed, shiftType: 'S-Stand By', status: 'approved', dispute: undefined }] }, '2097-03-10T08:00:00.000Z');
    expect(ets).toContain('<th>Grinder</th><th>Shift type</th><th>Version</th><th>Status</th>');
    expect(ets).toContain('<tr class="approved"><td><span class="nw">2097-03-03</span></td><td>20970303000002</td><td>A</td><td>5062</td><td>S-Stand By</td><td>1</td><td class="status">Approved</td>');
    expect(ets).toContain('tr.approved td.status{');
  });

  it("has no spark minute column for BART, whose form records none, and has one for NYCT", () => {
    expect(html).not.toContain('Spark min');
    expect(html.match(/<td colspan="(\d+)">No approval/)?.[1]).toBe('6');
    const nyct = statementPageHtml({ ...statement, site: 'NYCT', shifts: [] }, '2097-03-10T08:00:00.000Z');
    expect(nyct.match(/<th>Spark min<\/th>/g)).toHaveLength(2);
    expect(nyct).toContain('<td colspan="11">No filed shift in this month</td>');
    expect(statementPageHtml({ ...statement, site: 'ETS', shifts: [] }, '2097-03-10T08:00:00.000Z')).toContain('<td colspan="12">No filed shift in this month</td>');
  });
});

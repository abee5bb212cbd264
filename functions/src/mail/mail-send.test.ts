import { composeMail } from './mail-send';
import { MAP_CID, mailContent } from './mail-content';
import type { ShiftReport } from '@grindline/domain';

const report: ShiftReport = {
  shiftId: '20240305100001', site: 'BART', variant: 'bart', date: '2024-03-05', line: 'A', grinderType: '5062', stoneType: 'goli',
  grinderOperator: 'Lee & "Sam"', shiftType: 'R-Regular', sparkMin: 0, passFeet: 10, feetComp: 10, feetIncomp: 0, comments: '<img src=x onerror=alert(1)>',
  commentsInt: 'office only', ranges: [{ trackId: 'A_1', direction: '1', from: 1, to: 1.5, length: 2640, passesLeft: 1, passesRight: 2, complete: true }],
  createdAt: '2024-03-05T08:00:00.000Z', createdBy: 'bartadmin', submissionId: 'x',
};

describe('report mail content and MIME', () => {
  it('escapes user text in HTML, keeps internal comments out of the external mail, and marks NYCT edits', () => {
    const external = mailContent({ kind: 'external', report, map: { attached: true } });
    expect(external.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(external.html).toContain('Lee &amp; &quot;Sam&quot;');
    expect(external.html).not.toContain('office only');
    expect(mailContent({ kind: 'internal', report, map: { attached: true } }).text).toContain('Internal comments: office only');
    const nyct = mailContent({ kind: 'nyct', report: { ...report, site: 'NYCT' }, map: { attached: false, message: 'No map available for IRT_BB' }, edit: true });
    expect(nyct.subject).toMatch(/^EDITED NYCT grind shift report: NYCT Line A/);
    expect(nyct.html).toContain('No map available for IRT_BB');
  });

  it("writes the grind data's ends in the site's reference and the lengths with their unit", () => {
    expect(mailContent({ kind: 'external', report, map: { attached: true } }).text).toContain('Track A_1, From (Mile Post) 1.00, To (Mile Post) 1.50, Length (ft) 2,640, Passes L/R 1 / 2, Complete Yes');
    const nyct = mailContent({ kind: 'nyct', report: { ...report, site: 'NYCT', ranges: [{ ...report.ranges[0], trackId: 'IRT_BB_1', from: 310.4, to: 312.05 }] }, map: { attached: true } });
    expect(nyct.text).toContain('From (Station) 310 + 40, To (Station) 312 + 05');
    expect(nyct.html).toContain('<th style="text-align:left;padding:4px 8px;background:#1e3a5f;color:#fff">From (Station)</th>');
  });

  it("gives the shift type only where the site's form asks it", () => {
    expect(mailContent({ kind: 'external', report, map: { attached: true } }).text).not.toContain('Shift type');
    const ets = mailContent({ kind: 'external', report: { ...report, site: 'ETS', variant: 'standard', shiftType: 'S-Stand By', ranges: [] }, map: { attached: false, message: '' } });
    expect(ets.text).toContain('Shift type: S-Stand By');
  });

  it('composes HTML with a plain-text part and the map inline by cid', async () => {
    const png = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
    const raw = (await composeMail({ ...mailContent({ kind: 'external', report, map: { attached: true } }), to: ['a@b.test'], mapPng: png, mailId: 'x/external' })).toString();
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: multipart\/related/);
    expect(raw).toMatch(new RegExp(`Content-ID: <${MAP_CID}>`, 'i'));
    expect(raw).toContain('X-Grindline-Mail: x/external');
  });
});

import type { ShiftReport } from '../reports/shift-report';
import type { ReviewMark, ShiftReview } from './review-state';
import { buildStatement, monthSpan, statementCsv, trackMinutesOf, type VersionedReport } from './statement';

const report = (shiftId: string, date: string, line: string, feetComp: number, extra: Partial<ShiftReport> = {}): ShiftReport => ({
  shiftId, site: 'BART', variant: 'bart', date, line, grinderType: 'RGH-20C', stoneType: 'Standard', grinderOperator: 'Op', shiftType: 'R-Regular',
  sparkMin: 100, passFeet: feetComp * 4, feetComp, feetIncomp: 0, comments: '', ranges: [], createdAt: `${date}T08:00:00.000Z`, createdBy: 'bartadmin', submissionId: shiftId,
  availableTrackTime: '04:30', ...extra,
});
const mark = (decision: ReviewMark['decision'], version: number, comment = ''): ReviewMark => ({ decision, version, by: 'BART_bart-0001', at: '2026-03-05T09:00:00.000Z', identityProvider: 'BART', comment });
const rev = (shiftId: string, latest: ReviewMark, lastApproval?: ReviewMark): [string, ShiftReview] => [shiftId, { shiftId, site: 'BART', date: '2026-03-01', latest, ...(lastApproval ? { lastApproval } : {}) }];

const reports: VersionedReport[] = [
  { report: report('20260303100001', '2026-03-03', 'C', 2640), version: 1 },
  { report: report('20260301100001', '2026-03-01', 'A', 5280), version: 1 },
  { report: report('20260302100001', '2026-03-02', 'A', 1000, { availableTrackTime: undefined }), version: 2 },
  { report: report('20260304100001', '2026-03-04', 'R', 500), version: 3 },
];
const reviews = new Map([rev('20260301100001', mark('approved', 1), mark('approved', 1)), rev('20260302100001', mark('disputed', 2, 'wrong rail')), rev('20260304100001', mark('approved', 2), mark('approved', 2))]);

describe('buildStatement', () => {
  const s = buildStatement({ site: 'BART', month: '2026-03', phase: null, lengthUnit: 'feet', reports, reviews, monthState: { closed: false, events: [] } });

  it('lists the shifts by date with their status at their current version', () => {
    expect(s.shifts.map((x) => [x.shiftId, x.status])).toEqual([
      ['20260301100001', 'approved'],
      ['20260302100001', 'disputed'],
      ['20260303100001', 'not-reviewed'],
      ['20260304100001', 'needs-reapproval'],
    ]);
    expect(s.shifts[0].approval?.by).toBe('BART_bart-0001');
    expect(s.shifts[1].dispute?.comment).toBe('wrong rail');
  });

  it('splits the quantities into approved, disputed and not yet reviewed (re-approval counts as not reviewed), with lines and dates', () => {
    expect(s.columns.approved).toMatchObject({ shifts: 1, completedLength: 5280, completedDistance: 1, passLength: 21120, passDistance: 4, trackMinutes: 270, lines: ['A'], firstDate: '2026-03-01', lastDate: '2026-03-01' });
    expect(s.columns.disputed).toMatchObject({ shifts: 1, completedLength: 1000, trackMinutes: 0 });
    expect(s.columns.notReviewed).toMatchObject({ shifts: 2, completedLength: 3140, lines: ['C', 'R'], firstDate: '2026-03-03', lastDate: '2026-03-04' });
    expect(s.total.shifts).toBe(4);
    expect(s.total.completedLength).toBe(s.columns.approved.completedLength + s.columns.disputed.completedLength + s.columns.notReviewed.completedLength);
    expect(s.units).toBe('Miles');
  });

  it('is closable only when every shift is approved and the month open', () => {
    expect(s.closable).toBe(false);
    const all = new Map(reports.map((r) => rev(r.report.shiftId, mark('approved', r.version), mark('approved', r.version))));
    expect(buildStatement({ site: 'BART', month: '2026-03', phase: null, lengthUnit: 'feet', reports, reviews: all, monthState: { closed: false, events: [] } }).closable).toBe(true);
    expect(buildStatement({ site: 'BART', month: '2026-03', phase: null, lengthUnit: 'feet', reports, reviews: all, monthState: { closed: true, events: [] } }).closable).toBe(false);
    expect(buildStatement({ site: 'BART', month: '2026-03', phase: null, lengthUnit: 'feet', reports: [], reviews: all, monthState: { closed: false, events: [] } }).closable).toBe(false);
  });

  it('writes a CSV with the summary, every shift and each approval who and when', () => {
    const csv = statementCsv(s).split('\r\n');
    expect(csv[0]).toBe('Quantities statement,BART,2026-03,All phases,Open');
    // BART's form has no spark minutes: no column of them.
    expect(csv).toContain('Status,Shifts,Completed (ft),Completed (mi),Pass (ft),Pass (mi),Track time (h:mm),Lines,First date,Last date');
    expect(csv).toContain('Approved,1,5280,1,21120,4,4:30,A,2026-03-01,2026-03-01');
    expect(csv).toContain('20260302100001,2026-03-02,A,RGH-20C,2,Disputed,1000,4000,0:00,wrong rail');
    expect(csv).toContain('20260301100001,1,BART_bart-0001,2026-03-05T09:00:00.000Z,BART,');
    expect(csv.filter((l) => l.startsWith('20260304100001,2,'))).toEqual([]);
  });

  it('carries each shift type, so a stand-by shift says why it has no quantities', () => {
    const standBy = buildStatement({ site: 'ETS', month: '2026-03', phase: null, lengthUnit: 'meters', reports: [{ report: report('20260305100001', '2026-03-05', 'VL', 0, { site: 'ETS', variant: 'standard', shiftType: 'S-Stand By', sparkMin: 0 }), version: 1 }], reviews: new Map(), monthState: { closed: false, events: [] } });
    expect(standBy.shifts[0].shiftType).toBe('S-Stand By');
    const csv = statementCsv(standBy).split('\r\n');
    expect(csv).toContain('Shift,Date,Line,Grinder,Shift type,Version,Status,Completed (m),Pass (m),Spark minutes,Track time (h:mm),Dispute');
    expect(csv).toContain('20260305100001,2026-03-05,VL,RGH-20C,S-Stand By,1,Not yet reviewed,0,0,0,4:30,');
  });

  it("gives spark minutes in the CSV of a site whose form records them", () => {
    const nyct = buildStatement({ site: 'NYCT', month: '2026-03', phase: null, lengthUnit: 'feet', reports: reports.map(({ report: r, version }) => ({ report: { ...r, site: 'NYCT', variant: 'nyct' }, version })), reviews, monthState: { closed: false, events: [] } });
    expect(nyct.columns.approved.sparkMinutes).toBe(100);
    const csv = statementCsv(nyct).split('\r\n');
    expect(csv).toContain('Status,Shifts,Completed (ft),Completed (mi),Pass (ft),Pass (mi),Spark minutes,Track time (h:mm),Lines,First date,Last date');
    expect(csv).toContain('Approved,1,5280,1,21120,4,100,4:30,A,2026-03-01,2026-03-01');
    // NYCT's form asks no shift type either: every stored 'R-Regular' would read as chosen.
    expect(csv).toContain('Shift,Date,Line,Grinder,Version,Status,Completed (ft),Pass (ft),Spark minutes,Track time (h:mm),Dispute');
  });
});

describe('a shift of the second flow (SOUNDTRANSIT, NCTD), whose form asks no shift type or spark minutes', () => {
  const asked = report('20260306100001', '2026-03-06', 'Coaster', 1000, { site: 'NCTD', variant: 'standard', shiftType: 'S-Stand By', sparkMin: 90 });
  const unasked = report('20260306100002', '2026-03-06', 'Coaster', 2000, { site: 'NCTD', variant: 'standard', form: 'second-flow', sparkMin: 0 });
  const s = buildStatement({ site: 'NCTD', month: '2026-03', phase: null, lengthUnit: 'feet', reports: [{ report: asked, version: 1 }, { report: unasked, version: 1 }], reviews: new Map(), monthState: { closed: false, events: [] } });

  it('carries neither, beside a multi-step shift of the same site that does', () => {
    expect(s.shifts.map((x) => [x.shiftType, x.sparkMinutes])).toEqual([
      ['S-Stand By', 90],
      [null, null],
    ]);
    expect(s.total.sparkMinutes).toBe(90);
  });

  it('leaves their cells blank in the CSV, not R-Regular and 0', () => {
    const csv = statementCsv(s).split('\r\n');
    expect(csv).toContain('20260306100001,2026-03-06,Coaster,RGH-20C,S-Stand By,1,Not yet reviewed,1000,4000,90,4:30,');
    expect(csv).toContain('20260306100002,2026-03-06,Coaster,RGH-20C,,1,Not yet reviewed,2000,8000,,4:30,');
  });
});

describe('helpers', () => {
  it('reads track time and month spans', () => {
    expect(trackMinutesOf('04:30')).toBe(270);
    expect(trackMinutesOf('bad')).toBe(0);
    expect(monthSpan('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthSpan('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});

import { standardReportHeadSchema, standardReportSchema } from './standard-report';

const msgs = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const entry = { chainFrom_comp: '0.10', chainTo_comp: '0.25', direction: 'NB', number: 'C12', profile_l: 'CPG', profile_r: 'CPF', passes_l: '2', passes_r: '3' };
const form = (overrides: Record<string, unknown> = {}) => ({
  date: '2082-03-05', site: 'ETS', line: 'Capital Line',
  shiftNum: '7', shiftType: 'R-Regular', workType: 'PRO Profile Grinding', grinderType: 'LRG-31', stoneType: 'NA', sparkMin: '120',
  callTime: '2082-03-04T22:00', departedTime: '2082-03-04T22:30', startTime: '2082-03-04T23:10', stopTime: '2082-03-05T03:40', grinderTime: '2082-03-05T04:15',
  grinderLoc: 'D.L. MacDonald Yard', ARMTieUpLoc: 'Clareview', machineDelay: '0', customerDelay: '15',
  grinderOperator: 'Dana Ortiz', ARMSupervisor: 'Lee Nguyen', transitRep: 'Sam Patel', ARMSupervisorNumber: '7805551234', transitRepNumber: '7805559876',
  commentsExt: ' Clear night ', commentsInt: 'Stone change at 02:00',
  entries: [entry],
  ...overrides,
});
const standBy = { shiftType: 'S-Stand By', departedTime: '', startTime: '', stopTime: '', grinderTime: '', entries: [] };
const ets = standardReportSchema({ customer: 'ETS', minChain: 0, maxChain: 100 });

describe('standardReportSchema (spec 000 sections 2.2, 3.1, 4 and 5.2)', () => {
  it('parses every step of a Regular shift into one request with typed values, lengths and comments', () => {
    const out = ets.parse(form());
    expect(out).toMatchObject({ date: '2082-03-05', site: 'ETS', shiftNum: 7, sparkMin: 120, customerDelay: 15, loramDelay: 0, commentsExt: 'Clear night', commentsInt: 'Stone change at 02:00' });
    expect(out.entries).toEqual([{ chainFrom_comp: 0.1, chainTo_comp: 0.25, direction: 'NB', number: 'C12', profile_l: 'CPG', profile_r: 'CPF', passes_l: 2, passes_r: 3, complete: true, length: 150 }]);
  });

  it('defaults the comments to empty text', () => {
    const out = ets.parse(form({ commentsExt: undefined, commentsInt: null }));
    expect(out.commentsExt).toBe('');
    expect(out.commentsInt).toBe('');
  });

  it("asks a Regular shift to 'submit all grind reports' when it has no entry", () => {
    expect(msgs(ets.safeParse(form({ entries: [] })))).toEqual([['entries', 'submit all grind reports']]);
    expect(msgs(ets.safeParse(form({ entries: undefined })))).toEqual([['entries', 'submit all grind reports']]);
  });

  it('files a shift that is not Regular without entries or times, and refuses entries on it', () => {
    expect(ets.parse(form(standBy)).entries).toEqual([]);
    expect(msgs(ets.safeParse(form({ ...standBy, entries: [entry] })))).toEqual([['entries', 'Grind info is only filed for Regular shifts']]);
  });

  it('shows the step messages of every step, in form order', () => {
    const result = ets.safeParse(form({ line: '', shiftNum: '1000', stopTime: '2082-03-04T23:00', transitRepNumber: '780-555', entries: [{ ...entry, chainTo_comp: '1.05' }] }));
    expect(msgs(result)).toEqual([
      ['line', 'complete all fields'],
      ['shiftNum', 'shift number must be no more than 3 digits'],
      ['callTime', 'ERROR: times are not consecutive'],
      ['transitRepNumber', 'ERROR: entered phone numbers are invalid'],
      ['entries.0.chainTo_comp', 'entered chain is out of bounds'],
    ]);
  });

  it('applies the entry rules of the customer and line: chain order and the ETS 50 m grid', () => {
    expect(msgs(ets.safeParse(form({ entries: [{ ...entry, chainFrom_comp: '0.30' }] })))).toEqual([['entries.0.chainFrom_comp', "'Chain From' cannot be greater than 'Chain To'"]]);
    expect(msgs(ets.safeParse(form({ entries: [{ ...entry, chainTo_comp: '0.27' }] })))).toEqual([['entries.0.chainTo_comp', 'Value must be entered in 50m segments']]);
    expect(msgs(ets.safeParse(form({ entries: [entry, { ...entry, profile_r: '' }] })))).toEqual([['entries.1.profile_r', 'complete all fields']]);
  });

  it('refuses a body that is not an object with a message, not an exception', () => {
    expect(msgs(ets.safeParse(null))).toEqual([['', 'The report must be an object']]);
    expect(msgs(ets.safeParse(form({ entries: 'C12' })))).toEqual([['entries', 'entries must be a list']]);
  });
});

describe('standardReportHeadSchema', () => {
  it('checks the steps and the entry count but passes entries through unparsed', () => {
    const out = standardReportHeadSchema.parse(form({ entries: [{ ...entry, chainTo_comp: '99' }] }));
    expect(out.entries).toEqual([{ ...entry, chainTo_comp: '99' }]);
    expect(out.shiftNum).toBe(7);
  });

  it('applies the same shift-type rules as the full schema', () => {
    expect(msgs(standardReportHeadSchema.safeParse(form({ entries: [] })))).toEqual([['entries', 'submit all grind reports']]);
    expect(msgs(standardReportHeadSchema.safeParse(form({ ...standBy, shiftType: 'TR-Transit', entries: [entry] })))).toEqual([['entries', 'Grind info is only filed for Regular shifts']]);
    expect(msgs(standardReportHeadSchema.safeParse(form({ grinderOperator: ' ' })))).toEqual([['grinderOperator', 'complete all fields']]);
  });
});

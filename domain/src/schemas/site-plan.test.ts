import { accessFor } from '../access/roles';
import { mayEditSitePlans } from '../access/routes';
import type { SitePlan } from '../dashboards/figures';
import { catalogueCandidates, sitePlanBodySchema, sitePlanDefaultValues, sitePlanFormSchema, sitePlanToRequest, type SitePlanFormValues } from './site-plan';

const PLAN: SitePlan = { site: 'NCTD', goalFeet: 52800, phases: [{ phase: 1, startDate: '2019-01-01', endDate: '2019-12-31', tracks: [{ trackId: 'COASTER_1', line: 'Coaster', lengthFeet: 52800 }] }] };
const CANDIDATES = [
  { trackId: 'COASTER_1', line: 'Coaster', lengthFeet: 40000 },
  { trackId: 'COASTER_2', line: 'Coaster', lengthFeet: 41000 },
];
const messages = (v: SitePlanFormValues) => {
  const r = sitePlanFormSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('site plan form', () => {
  it("starts from the plan: its phases ticked, its tracks ticked with the plan's length, the others offered", () => {
    const v = sitePlanDefaultValues(PLAN, CANDIDATES);
    expect(v.goal).toBe('52800');
    expect(v.phases[0]).toEqual({ phase: 1, included: true, startDate: '2019-01-01', endDate: '2019-12-31', tracks: [
      { trackId: 'COASTER_1', line: 'Coaster', selected: true, length: '52800' },
      { trackId: 'COASTER_2', line: 'Coaster', selected: false, length: '41000' },
    ] });
    expect(v.phases[1]).toMatchObject({ phase: 2, included: false, startDate: '', endDate: '' });
    expect(sitePlanDefaultValues(null, CANDIDATES).goal).toBe('');
  });

  it('gives the PUT body of the ticked phases and tracks, which the server schema accepts', () => {
    const v = sitePlanDefaultValues(PLAN, CANDIDATES);
    v.phases[1] = { ...v.phases[1], included: true, startDate: '2020-01-01', endDate: '2020-06-30' };
    v.phases[1].tracks[1].selected = true;
    v.goal = '';
    const body = sitePlanToRequest(v);
    expect(body).toEqual({ goalFeet: null, phases: [
      { phase: 1, startDate: '2019-01-01', endDate: '2019-12-31', tracks: [{ trackId: 'COASTER_1', line: 'Coaster', lengthFeet: 52800 }] },
      { phase: 2, startDate: '2020-01-01', endDate: '2020-06-30', tracks: [{ trackId: 'COASTER_2', line: 'Coaster', lengthFeet: 41000 }] },
    ] });
    expect(messages(v)).toEqual([]);
    expect(sitePlanBodySchema.safeParse(body).success).toBe(true);
  });

  it('names the field of each problem of a ticked phase and ignores a phase left out', () => {
    const v = sitePlanDefaultValues(PLAN, CANDIDATES);
    v.goal = '-3';
    v.phases[0] = { ...v.phases[0], startDate: '2020-01-01', endDate: '2019-12-31' };
    v.phases[0].tracks[0].length = '0';
    v.phases[1].startDate = 'nonsense';
    expect(messages(v)).toEqual([
      ['goal', 'Project goal must be a number more than 0 and at most 10000000, or empty'],
      ['phases.0.startDate', 'Phase 1 start date must be on or before its end date'],
      ['phases.0.tracks.0.length', 'Phase 1 length of COASTER_1 must be a number more than 0 and at most 10000000'],
    ]);
    v.phases[1].included = true;
    v.phases[1].endDate = '';
    expect(messages(v).slice(3)).toEqual([
      ['phases.1.startDate', 'Phase 2 start date must be a date written YYYY-MM-DD'],
      ['phases.1.endDate', 'Phase 2 end date is required'],
      ['phases.1.tracks', 'Phase 2 needs at least one track'],
    ]);
  });

  it('server schema names the bad field', () => {
    const r = sitePlanBodySchema.safeParse({ goalFeet: null, phases: [{ phase: 3, startDate: '2019-01-01', endDate: '2019-12-31', tracks: [] }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(expect.arrayContaining(['phase must be 1 or 2', 'tracks must name at least one track']));
  });

  it("turns the catalogue's chain bounds into one candidate per track", () => {
    const c = catalogueCandidates('BART', [{ name: 'A', directions: [{ trackId: 'A_1', minChain: 0, maxChain: 100 }, { trackId: 'A_1', minChain: 0, maxChain: 100 }, { trackId: 'A_2', minChain: 0, maxChain: 50 }] }]);
    expect(c.map((t) => t.trackId)).toEqual(['A_1', 'A_2']);
    expect(c[0].lengthFeet).toBeGreaterThan(c[1].lengthFeet);
  });

  it('lets super and adminMgmt edit plans, nobody else', () => {
    expect(['admin', 'adminMgmt', 'adminReadOnly', 'NYCTadmin', 'BARTadmin'].map((r) => mayEditSitePlans(accessFor(r)))).toEqual([true, true, false, false, false]);
  });
});

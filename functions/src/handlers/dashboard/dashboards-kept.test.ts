import { CUSTOMERS, type ShiftReport } from '@grindline/domain';
import { routeById } from '../../route-table';
import { ddb } from '../../lib/clients/dynamodb';
import { fileReport } from '../../services/file-report';
import { clearKeptFigures } from '../../services/dashboards/kept-figures';
import { readSiteRevisions } from '../../services/site-revision';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { standardReport } from '../../../tests/support/standard-report';
import { handler as overviewHandler } from './overview';
import { handler as monthlyHandler } from './monthly';
import { handler as siteHandler } from './site-figures';
import { handler as performanceHandler } from './performance';
import { handler as planHandler } from './site-plan-put';

// Dates in 2095 are used by this file only: the table is shared by the whole run.
// SDMTS's plan is this file's own: no other test reads SDMTS's figures (dashboards.test.ts sets NCTD's plan, monthly-report-pdf.test.ts reads OTRAIN without one).
const ADMIN = { username: 'admin', role: 'admin' };

let shiftNo = 100;
const report = (overrides: Partial<ShiftReport>): ShiftReport => {
  shiftNo += 1;
  const date = overrides.date ?? '2095-03-10';
  return standardReport({ shiftId: `${date.replaceAll('-', '')}00${shiftNo}`, site: 'SDMTS', line: 'Blue', date, ...overrides });
};

interface Route {
  name: string;
  handler: typeof overviewHandler;
  id: string;
  query: Record<string, string>;
  caller: { username: string; role: string };
  /** Completed feet in the answer. */
  feet: (body: never) => number;
}

const ROUTES: Route[] = [
  {
    name: 'overview of every site',
    handler: overviewHandler,
    id: 'dashboard-overview',
    query: { site: 'ALL', startDate: '2095-01-01', endDate: '2095-12-31' },
    caller: ADMIN,
    feet: (b: { overview: { sites: Array<{ site: string; totals: { feetComp: number } }> } }) => b.overview.sites.find((s) => s.site === 'SDMTS')?.totals.feetComp ?? 0,
  },
  {
    name: 'monthly report',
    handler: monthlyHandler,
    id: 'dashboard-monthly',
    query: { site: 'SDMTS', projectStart: '2095-01-01', reportEnd: '2095-12-31', interval: '31', phase: '1' },
    caller: ADMIN,
    feet: (b: { monthly: { completed: { totalFeet: number } } }) => b.monthly.completed.totalFeet,
  },
  {
    name: 'site dashboard',
    handler: siteHandler,
    id: 'dashboard-site',
    query: { site: 'SDMTS', startDate: '2095-01-01', endDate: '2095-12-31' },
    caller: ADMIN,
    feet: (b: { site: { byLine: Array<{ mtdFeet: number; ptdFeet: number }> } }) => b.site.byLine.reduce((s, l) => s + l.mtdFeet + l.ptdFeet, 0),
  },
  {
    name: 'performance',
    handler: performanceHandler,
    id: 'dashboard-performance',
    query: { site: 'SDMTS', startDate: '2095-01-01', endDate: '2095-12-31' },
    caller: ADMIN,
    feet: (b: { performance: { totals: { feetComp: number } } }) => b.performance.totals.feetComp,
  },
];

/** The route's answer and the DynamoDB commands it sent, by name. */
async function ask(route: Route): Promise<{ body: never; commands: string[] }> {
  const send = jest.spyOn(ddb, 'send');
  try {
    const result = await invoke(route.handler, routeEvent(routeById(route.id), { query: route.query, caller: route.caller }));
    expect(result.statusCode).toBe(200);
    return { body: jsonBody<never>(result), commands: send.mock.calls.map(([command]) => command.constructor.name) };
  } finally {
    send.mockRestore();
  }
}

const plan = (lengthFeet: number) => ({
  goalFeet: 50000,
  phases: [{ phase: 1, startDate: '2095-01-01', endDate: '2095-12-31', tracks: [{ trackId: 'C_1', line: 'Blue', lengthFeet }] }],
});
const putPlan = (lengthFeet: number) => invoke(planHandler, routeEvent(routeById('site-plan-put'), { params: { site: 'SDMTS' }, body: plan(lengthFeet), caller: ADMIN }));

beforeAll(async () => {
  clearKeptFigures();
  expect((await putPlan(40000)).statusCode).toBe(200);
  await fileReport(report({}), 'taken', { mail: false });
});

describe.each(ROUTES)('the $name kept in memory', (route) => {
  it('answers again without reading the aggregates, and shows a filing on the very next call', async () => {
    const first = await ask(route);
    // Other test files file reports in parallel (the table is shared, and the overview's state is
    // every site's revision): a try whose revisions moved under it is made again.
    let again = await ask(route);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const revisions = await readSiteRevisions(CUSTOMERS);
      await ask(route); // made (or found) at these revisions
      again = await ask(route);
      if ((await readSiteRevisions(CUSTOMERS)).join() === revisions.join()) break;
    }
    expect(again.body).toEqual(first.body);
    // Only the state is read: the site revisions (and the plan), no aggregate query.
    expect(again.commands).not.toContain('QueryCommand');
    expect(again.commands.length).toBeGreaterThan(0);

    await fileReport(report({ date: '2095-05-04', feetComp: 250, ranges: [{ trackId: 'C_1', direction: '1', from: 0, to: 2, length: 250, passesLeft: 1, passesRight: 1, complete: true }] }), 'taken', { mail: false });
    const after = await ask(route);
    expect(after.commands).toContain('QueryCommand');
    expect(route.feet(after.body)).toBe(route.feet(first.body) + 250);
  });
});

it("shows a change of the site's plan on the next call of the routes that read it", async () => {
  const monthly = ROUTES[1];
  const before = (await ask(monthly)).body as { monthly: { completed: { trackFeet: number } } };
  expect(before.monthly.completed.trackFeet).toBe(40000);
  expect((await putPlan(30000)).statusCode).toBe(200);
  const after = (await ask(monthly)).body as { monthly: { completed: { trackFeet: number } } };
  expect(after.monthly.completed.trackFeet).toBe(30000);
});

/**
 * Bad input on every route (issue 8): seeded fast-check cases (fuzz-cases.ts) sent by a caller
 * the route admits. Every answer must be a 4xx whose message a person can act on (for a 400 from
 * a schema, naming the field), never a 5xx; nothing may be written (no record on the table's
 * stream after each case, table-changes.ts; no route writes to S3) and Object.prototype must stay clean.
 *
 * FUZZ_RUNS sets the cases per route (default 30), FUZZ_SEED the seed.
 */
import { createHarnessTable, dropHarnessTable } from './isolated-table';
import fc from 'fast-check';
import { config } from '../../src/lib/config';
import type { HttpApiResult } from '../../src/lib/http-event';
import { routes, type RouteDef } from '../../src/route-table';
import { signIn, type TestSession } from '../support/session';
import { routeCall, send, sessionOf, siteCases } from './callers';
import { fuzzCases } from './fuzz-cases';
import { FUZZ_TARGETS, type FuzzTarget } from './fuzz-targets';
import { ROUTE_SCENARIOS } from './route-requests';
import { changedKeys, closeTableChanges, tableChanges } from './table-changes';

const RUNS = Number(process.env.FUZZ_RUNS) > 0 ? Number(process.env.FUZZ_RUNS) : 30;
const SEED = Number.isInteger(Number(process.env.FUZZ_SEED)) && process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_240_808;
/** A failed sign-in counts itself (services/login-throttle.ts): the one write a refused request makes. */
const LOGIN_COUNTERS = ['LOGINFAIL#'];

let sent = 0;
let serverErrors = 0;
let fallback: TestSession;

beforeAll(async () => {
  await createHarnessTable(config.tableName);
  fallback = await sessionOf('MBTA');
});

afterAll(async () => {
  console.log(`[harness] fuzz: ${sent} cases sent to ${routes.length} routes (seed ${SEED}, ${RUNS} per route), ${serverErrors} answers 5xx`);
  closeTableChanges();
  await dropHarnessTable();
});

/**
 * The sign-in routes answer a 400 as plain text (createHandler's plainTextBadRequest), because the
 * login screen shows the body's text as it is (spec 000 section 2.1).
 */
const PLAIN_TEXT_ROUTES = new Set(['user-login', 'user-new-password', 'user-mfa-sign-in', 'user-password-forgot', 'user-password-reset']);

/** What is wrong with an answer to a bad request, or null when it is a proper refusal. */
export function refusalProblem(route: RouteDef, target: FuzzTarget, result: HttpApiResult): string | null {
  if (result.statusCode < 400 || result.statusCode > 499) return `status ${result.statusCode} is not a 4xx`;
  const text = result.body ?? '';
  const isJson = /json/.test(result.headers?.['content-type'] ?? '');
  if (!isJson) {
    if (PLAIN_TEXT_ROUTES.has(route.id) && text.trim().length > 0) return null;
    return `answer is not JSON: ${result.headers?.['content-type']}`;
  }
  const body = JSON.parse(text) as { message?: unknown; issues?: { path?: unknown; message?: unknown }[] };
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  if (!message) return 'no message';
  if (/internal server error/i.test(message)) return 'message is a server error';
  if (result.statusCode !== 400) return null;
  const fieldNames = [...target.fields.flatMap((f) => f.path.filter((p): p is string => typeof p === 'string')), 'body', 'JSON', 'site'];
  const issuePaths = (body.issues ?? []).map((i) => (typeof i.path === 'string' ? i.path : ''));
  if ((body.issues ?? []).some((i) => typeof i.message !== 'string' || !i.message)) return 'an issue without a message';
  if (issuePaths.some((p) => p !== '')) return null;
  if (fieldNames.some((name) => message.toLowerCase().includes(name.toLowerCase()))) return null;
  return `400 names no field (message '${message}', issue paths ${JSON.stringify(issuePaths)})`;
}

describe('login with huge credentials', () => {
  // A 1 MB username broke DynamoDB's key size (throttle counters), a 1 MB password cognito-local's
  // body limit: both were 500 until loginSchema took Cognito's limits (128 and 256 characters).
  it.each(['username', 'password'])('POST /api/user/login with a 1 MB %s answers 4xx', async (field) => {
    const route = routes.find((r) => r.id === 'user-login')!;
    const body = { username: 'mbta', password: 'wrong', [field]: 'x'.repeat(1024 * 1024) };
    const result = await send(route, await routeCall(route, null, { body, sourceIp: '10.9.9.9' }));
    expect(refusalProblem(route, FUZZ_TARGETS['user-login'], result)).toBeNull();
  });
});

describe('bad input on every route', () => {
  // The bug of issue 8: POST /api/reports/bart with the body `null` answered 500.
  const objectBodies = routes.filter((r) => FUZZ_TARGETS[r.id]?.objectBody && !PLAIN_TEXT_ROUTES.has(r.id));
  it.each(objectBodies.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers a body that is not an object with a 400 naming the body', async (_name, route) => {
    // Public routes (agency sign-in) are called without a session.
    const caller = FUZZ_TARGETS[route.id].caller;
    const session = caller ? await sessionOf(caller) : null;
    for (const body of ['null', '5', '"text"', '[]', 'true']) {
      const result = await send(route, await routeCall(route, session, { body }));
      expect({ body, status: result.statusCode, answer: JSON.parse(result.body ?? '{}') }).toEqual({
        body,
        status: 400,
        // A body site scope is checked first and names its missing site (the standard form's 'site', the generic form's 'customer').
        answer: route.site.from === 'body' ? expect.objectContaining({ issues: [{ path: route.site.name, message: `${route.site.name} is required` }] }) : {
          message: 'The request body must be a JSON object',
          issues: [{ path: 'body', message: 'The request body must be a JSON object' }],
        },
      });
    }
  });

  const plainBodies = routes.filter((r) => FUZZ_TARGETS[r.id]?.objectBody && PLAIN_TEXT_ROUTES.has(r.id));
  it.each(plainBodies.map((r, i) => [`${r.method} ${r.path}`, r, i] as const))('%s answers a body that is not an object with a 400 in plain text', async (_name, route, i) => {
    for (const body of ['null', '5', '"text"', '[]', 'true']) {
      const result = await send(route, await routeCall(route, null, { body, sourceIp: `10.9.8.${i + 1}` }));
      expect({ body, status: result.statusCode, problem: refusalProblem(route, FUZZ_TARGETS[route.id], result) }).toEqual({ body, status: 400, problem: null });
    }
  });

  it('has a fuzz target for every route of the route table', () => {
    expect(routes.filter((r) => !FUZZ_TARGETS[r.id]).map((r) => r.id)).toEqual([]);
  });

  describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    it('refuses every bad request with a 4xx that says what is wrong, and writes nothing', async () => {
      const target = FUZZ_TARGETS[route.id];
      const scenario = ROUTE_SCENARIOS[route.id];
      if (!target || !scenario) throw new Error(`No fuzz target or scenario for route ${route.id}`);
      const session = target.caller ? await sessionOf(target.caller) : null;
      const site = siteCases(route, scenario, target.caller)[0].site;
      const base = await scenario.build({ site, seq: 9000, session, fallback, freshSession: () => signIn('mbta') });
      const exclude = route.id === 'user-login' ? LOGIN_COUNTERS : [];
      await tableChanges(); // what building the request wrote is not the fuzz cases' doing

      await fc.assert(
        fc.asyncProperty(fuzzCases(target), async (fuzzCase) => {
          const result = await send(route, await routeCall(route, session, fuzzCase.apply(base)));
          sent += 1;
          if (result.statusCode >= 500) serverErrors += 1;
          const problem = refusalProblem(route, target, result);
          const wrote = changedKeys(await tableChanges(), exclude);
          const polluted = ({} as Record<string, unknown>).polluted !== undefined;
          if (problem || wrote.length > 0 || polluted) {
            const why = [problem, wrote.length > 0 && `the table changed: ${wrote.slice(0, 5).join(', ')}`, polluted && 'Object.prototype was polluted'].filter(Boolean).join('; ');
            throw new Error(`${route.id}: ${fuzzCase.describe} -> ${result.statusCode} ${(result.body ?? '').slice(0, 300)}: ${why}`);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  });
});

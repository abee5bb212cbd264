/**
 * A session that has ended opens nothing (issue 8): after logout, and for a session whose
 * time is up, the same cookies get 401 from every route of the route table that needs a
 * session, through the real authorizer. Walks the route table, so a new route is covered.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { sessionKey } from '../src/data/session-entities';
import { handler as logout } from '../src/handlers/user/logout';
import { ddb } from '../src/lib/clients/dynamodb';
import { config } from '../src/lib/config';
import { routes, type RouteDef } from '../src/route-table';
import { httpEvent, invoke, routeEvent } from './support/events';
import { sessionCookies, sessionEvent, signIn, type TestSession } from './support/session';

const guarded = routes.filter((r) => r.allow !== 'public');

async function loadHandler(route: RouteDef): Promise<unknown> {
  const mod = (await import(`../src/handlers/${route.handler}`)) as { handler?: unknown };
  return mod.handler;
}

/** Asks every guarded route with the session's cookies; answers route id -> status. */
async function statuses(session: TestSession): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const route of guarded) {
    const authorised = await sessionEvent(session);
    const event = routeEvent(route, {
      cookies: sessionCookies(session, route.path),
      query: { site: 'BART', date: '2024-01-02', startDate: '2024-01-01', endDate: '2024-01-31' },
      params: { shiftId: '20240102100001', trackId: 'A_1' },
      body: { site: 'BART' },
    });
    event.requestContext!.authorizer = authorised.requestContext!.authorizer;
    out[route.id] = (await invoke(await loadHandler(route), event)).statusCode;
  }
  return out;
}

/** Each walk calls every guarded route twice through the real authorizer (its modules load in the first). */
const WALK_TIMEOUT_MS = 180_000;

describe('an ended session', () => {
  it('covers every guarded route', () => {
    expect(guarded.length).toBeGreaterThan(10);
  });

  it('gets 401 from every guarded route after logout, though it worked before', async () => {
    const session = await signIn('admin');
    const before = await statuses(session);
    expect(Object.entries(before).filter(([, s]) => s === 401)).toEqual([]);
    const out = await invoke(logout, httpEvent({ method: 'POST', path: '/api/user/logout', cookies: { ...sessionCookies(session), gl_refresh: session.refreshToken } }));
    expect(out.statusCode).toBe(200);
    const after = await statuses(session);
    expect(after).toEqual(Object.fromEntries(guarded.map((r) => [r.id, 401])));
  }, WALK_TIMEOUT_MS);

  it('gets 401 from every guarded route once the session has expired, even before TTL removes it', async () => {
    const session = await signIn('adminmgmt');
    const hash = createHash('sha256').update(session.sessionId).digest('base64url');
    await ddb.send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...sessionKey(hash), entity: 'session', username: 'adminmgmt', createdAt: '2024-01-01T00:00:00.000Z', expiresAt: Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const after = await statuses(session);
    expect(after).toEqual(Object.fromEntries(guarded.map((r) => [r.id, 401])));
  }, WALK_TIMEOUT_MS);
});

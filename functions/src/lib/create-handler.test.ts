import { userLogoutRoute } from '@grindline/domain';
import { z } from 'zod';
import { captureOutput } from '../../tests/support/capture-output';
import { httpEvent, invoke, jsonBody } from '../../tests/support/events';
import { createHandler, json, noContent, text, type ApiRequest } from './create-handler';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from './errors';
import { parse } from './validate';

// A public route without request schemas, so these tests are about the pipeline, not about authorisation or parsing.
const ROUTE = userLogoutRoute;

describe('createHandler', () => {
  // These answers are the pipeline's cases, not user-logout's contract: the contract check only logs here.
  const strict = process.env.GRINDLINE_STRICT_CONTRACTS;
  beforeAll(() => {
    process.env.GRINDLINE_STRICT_CONTRACTS = '';
  });
  afterAll(() => {
    process.env.GRINDLINE_STRICT_CONTRACTS = strict;
  });

  it('answers 500 when, under the tests, the handler breaks its contract', async () => {
    process.env.GRINDLINE_STRICT_CONTRACTS = '1';
    try {
      const broken = await invoke(createHandler(ROUTE, async () => json(201, { ok: true })), httpEvent({ method: 'POST' }));
      expect(broken.statusCode).toBe(500);
    } finally {
      process.env.GRINDLINE_STRICT_CONTRACTS = '';
    }
  });

  it('hands the handler the parsed body, query, path parameters, lower-cased headers and cookies', async () => {
    let seen: ApiRequest | undefined;
    const handler = createHandler(ROUTE, async (req) => {
      seen = req;
      return json(201, { ok: true });
    });
    const result = await invoke(
      handler,
      httpEvent({ method: 'POST', body: { a: 1 }, query: { q: 'x' }, params: { id: '7' }, headers: { 'X-Thing': 'y' }, cookies: { gl_id: 'tok%3D' } }),
    );
    expect(result).toMatchObject({ statusCode: 201, body: '{"ok":true}', headers: { 'content-type': 'application/json' } });
    expect(seen).toMatchObject({ caller: null, body: { a: 1 }, query: { q: 'x' }, params: { id: '7' }, cookies: { gl_id: 'tok=' } });
    expect(seen?.headers['x-thing']).toBe('y');
  });

  it('sends strings as text, bytes as base64, and 204 without a body', async () => {
    const textResult = await invoke(createHandler(ROUTE, async () => text(200, 'a,b\r\n', 'text/csv')), httpEvent());
    expect(textResult).toMatchObject({ body: 'a,b\r\n', headers: { 'content-type': 'text/csv' } });
    const bytes = await invoke(createHandler(ROUTE, async () => ({ statusCode: 200, body: new Uint8Array([1, 2]) })), httpEvent());
    expect(bytes).toMatchObject({ body: 'AQI=', isBase64Encoded: true });
    const empty = await invoke(createHandler(ROUTE, async () => noContent()), httpEvent());
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBeUndefined();
  });

  it.each([
    [new BadRequestError('Bad'), 400],
    [new UnauthorizedError(), 401],
    [new ForbiddenError(), 403],
    [new NotFoundError(), 404],
    [new ConflictError('A report already exists for this date.'), 409],
  ])('maps %p to %i with its message', async (error, status) => {
    const result = await invoke(createHandler(ROUTE, async () => Promise.reject(error)), httpEvent());
    expect(result.statusCode).toBe(status);
    expect(jsonBody(result)).toEqual({ message: error.message });
  });

  it('answers validation failures with the first message and every issue, with dotted paths', async () => {
    const schema = z.object({ rows: z.array(z.object({ segmentFrom: z.number({ error: 'Begin MP is required.' }) })) });
    const handler = createHandler(ROUTE, async (req) => json(200, parse(schema, req.body)));
    const result = await invoke(handler, httpEvent({ method: 'POST', body: { rows: [{ segmentFrom: 1 }, {}] } }));
    expect(result.statusCode).toBe(400);
    expect(jsonBody(result)).toEqual({
      message: 'Begin MP is required.',
      issues: [{ path: 'rows.1.segmentFrom', message: 'Begin MP is required.' }],
    });
  });

  it('answers bad JSON with 400 before the handler runs', async () => {
    const fn = jest.fn(async () => json(200, {}));
    const result = await invoke(createHandler(ROUTE, fn), httpEvent({ method: 'POST', body: '{oops', headers: { 'content-type': 'application/json' } }));
    expect(result.statusCode).toBe(400);
    expect(jsonBody(result)).toEqual({ message: 'Request body is not valid JSON' });
    expect(fn).not.toHaveBeenCalled();
  });

  it('answers an unexpected error with a generic 500 and logs it as JSON with the request id', async () => {
    const out = captureOutput();
    try {
      const result = await invoke(createHandler(ROUTE, async () => Promise.reject(new Error('table is gone'))), httpEvent({ requestId: 'req-500' }));
      expect(result.statusCode).toBe(500);
      expect(jsonBody(result)).toEqual({ message: 'Internal server error' });
      expect(out.logs()).toContainEqual(
        expect.objectContaining({ level: 'ERROR', message: 'Unhandled error', route: ROUTE.id, correlation_id: 'req-500', error: expect.objectContaining({ name: 'Error', message: 'table is gone' }) }),
      );
    } finally {
      out.stop();
    }
  });
});

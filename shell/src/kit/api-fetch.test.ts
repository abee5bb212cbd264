import { jsonResponse, mockFetch, textResponse } from '../testing/fetch-mock';
import { apiFetch, apiJson } from './api-fetch';
import { ApiError } from './api-error';
import { getUser, setUser } from './session';
import { accessFor } from '@grindline/domain';

const signedIn = () => setUser({ username: 'bart', role: 'BARTadmin', access: accessFor('BARTadmin') });

beforeEach(() => signedIn());

describe('apiFetch', () => {
  it('sends the session cookie (same-origin credentials)', async () => {
    const { calls } = mockFetch(jsonResponse(200, { ok: true }));
    await apiFetch('/api/reports');
    expect(calls[0].init?.credentials).toBe('same-origin');
  });

  it('on 401 renews the session once and retries the call once', async () => {
    const { calls } = mockFetch(
      jsonResponse(401, { message: 'expired' }),
      jsonResponse(200, { username: 'bart', role: 'BARTadmin' }),
      jsonResponse(200, { reports: [] }),
    );
    const response = await apiFetch('/api/reports/bart?date=2024-01-02');
    expect(response.status).toBe(200);
    expect(calls.map((c) => [c.init?.method ?? 'GET', c.url])).toEqual([
      ['GET', '/api/reports/bart?date=2024-01-02'],
      ['POST', '/api/user/refresh'],
      ['GET', '/api/reports/bart?date=2024-01-02'],
    ]);
    expect(getUser()?.username).toBe('bart');
  });

  it('signs out when the renewal fails, and answers the 401', async () => {
    const { calls } = mockFetch(jsonResponse(401, { message: 'expired' }), jsonResponse(401, { message: 'no session' }));
    const response = await apiFetch('/api/dashboard/daily');
    expect(response.status).toBe(401);
    expect(calls).toHaveLength(2);
    expect(getUser()).toBeNull();
  });

  it('signs out when the retried call is refused again', async () => {
    mockFetch(
      jsonResponse(401, {}),
      jsonResponse(200, { username: 'bart', role: 'BARTadmin' }),
      jsonResponse(401, {}),
    );
    expect((await apiFetch('/api/reports')).status).toBe(401);
    expect(getUser()).toBeNull();
  });

  it('signs out when the renewal cannot reach the server', async () => {
    mockFetch(jsonResponse(401, {}), new TypeError('Failed to fetch'));
    await apiFetch('/api/reports');
    expect(getUser()).toBeNull();
  });

  it('never renews on a 401 from /api/user routes', async () => {
    const { calls } = mockFetch(jsonResponse(401, {}));
    expect((await apiFetch('/api/user')).status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(getUser()).not.toBeNull();
  });

  it('renews once for a burst of 401s', async () => {
    const { calls } = mockFetch(
      jsonResponse(401, {}),
      jsonResponse(401, {}),
      jsonResponse(200, { username: 'bart', role: 'BARTadmin' }),
      jsonResponse(200, {}),
      jsonResponse(200, {}),
    );
    await Promise.all([apiFetch('/api/a'), apiFetch('/api/b')]);
    expect(calls.filter((c) => c.url === '/api/user/refresh')).toHaveLength(1);
  });
});

describe('apiJson', () => {
  it('sends json as the body and parses the answer', async () => {
    const { calls } = mockFetch(jsonResponse(201, { shiftId: 'S1' }));
    const body = await apiJson<{ shiftId: string }>('/api/reports/bart', { method: 'POST', json: { a: 1 } });
    expect(body).toEqual({ shiftId: 'S1' });
    expect(calls[0].init?.body).toBe('{"a":1}');
    expect(new Headers(calls[0].init?.headers).get('content-type')).toBe('application/json');
  });

  it('answers undefined for an empty body (204)', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiJson('/api/reports/S1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("throws ApiError with the server's message and issues", async () => {
    mockFetch(jsonResponse(400, { message: 'Bad input', issues: [{ path: 'date', message: 'Required' }] }));
    const error = await apiJson('/api/reports', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad input', issues: [{ path: 'date', message: 'Required' }] });
  });

  it('uses a plain-text body as the message', async () => {
    mockFetch(textResponse(409, 'A report already exists for this date.'));
    await expect(apiJson('/api/reports')).rejects.toMatchObject({ status: 409, message: 'A report already exists for this date.' });
  });
});

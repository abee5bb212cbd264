import { jsonResponse, mockFetch } from '../testing/fetch-mock';
import { events } from './events';
import { loadSession } from './load-session';
import { getUser, setUser } from './session';

beforeEach(() => {
  setUser(null);
  document.cookie = 'gl_signed_in=1; path=/';
});

describe('loadSession (spec 002 section 4: the user is loaded at start)', () => {
  it('sets the user of GET /api/user with the access of its role', async () => {
    mockFetch(jsonResponse(200, { username: 'kim', role: 'NYCTadminedit' }));
    const seen: unknown[] = [];
    const off = events.on('session:changed', ({ user }) => seen.push(user?.username));
    await loadSession();
    off();
    expect(getUser()).toMatchObject({ username: 'kim', role: 'NYCTadminedit', access: { adminType: 'NYCTedit', site: 'NYCT', canEdit: true } });
    expect(seen).toEqual(['kim']);
  });

  it('renews an expired session once before giving up', async () => {
    const { calls } = mockFetch(jsonResponse(401, {}), jsonResponse(200, { username: 'kim', role: 'MBTA' }));
    await loadSession();
    expect(calls.map((c) => c.url)).toEqual(['/api/user', '/api/user/refresh']);
    expect(getUser()?.access.site).toBe('MBTA');
  });

  it('leaves no user on 401 without a valid refresh (the login screen shows)', async () => {
    mockFetch(jsonResponse(401, {}), jsonResponse(401, {}));
    await expect(loadSession()).resolves.toBeNull();
    expect(getUser()).toBeNull();
  });

  it('leaves no user when the server cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(new TypeError('Failed to fetch'));
    await expect(loadSession()).resolves.toBeNull();
  });

  it('asks nothing without the signed-in hint cookie (nobody signed in on this browser)', async () => {
    document.cookie = 'gl_signed_in=; path=/; max-age=0';
    const { fn } = mockFetch();
    await expect(loadSession()).resolves.toBeNull();
    expect(fn).not.toHaveBeenCalled();
  });
});

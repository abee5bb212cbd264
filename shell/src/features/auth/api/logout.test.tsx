import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { accessFor, userLogoutRoute } from '@grindline/domain';
import { mockApi, NETWORK_FAILURE, onRoute } from '@grindline/ui/testing/mock-api';
import { getUser, setUser } from 'shell/kit';
import { AppProvider } from '../../../app/provider';
import { useLogout } from './logout';

const wrapper = ({ children }: { children: ReactNode }) => <AppProvider>{children}</AppProvider>;

beforeEach(() => {
  setUser({ username: 'mgr', role: 'adminMgmt', access: accessFor('adminMgmt') });
  window.history.replaceState(null, '', '/dash');
});

describe('useLogout (spec 002 section 4)', () => {
  it("on 200 clears the user and goes to '/'", async () => {
    const api = mockApi(onRoute(userLogoutRoute, { body: { ok: true } }));
    const { result } = renderHook(() => useLogout(), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(getUser()).toBeNull());
    expect(api).toHaveBeenCalledTimes(1);
    expect(api.unmatched).toEqual([]);
    expect(window.location.pathname).toBe('/');
  });

  it.each([
    ['a 500', () => mockApi(onRoute(userLogoutRoute, { status: 500, body: { message: 'Internal server error' } }))],
    ['a network failure', () => mockApi(onRoute(userLogoutRoute, NETWORK_FAILURE))],
  ])("on %s only logs 'Logout error'", async (_label, mock) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mock();
    const { result } = renderHook(() => useLogout(), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(log).toHaveBeenCalledWith('Logout error', expect.anything()));
    expect(getUser()?.username).toBe('mgr');
    expect(window.location.pathname).toBe('/dash');
    log.mockRestore();
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { accessFor } from '@grindline/domain';
import { getUser, setUser } from 'shell/kit';
import { AppProvider } from '../../../app/provider';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { useLogout } from './logout';

const wrapper = ({ children }: { children: ReactNode }) => <AppProvider>{children}</AppProvider>;

beforeEach(() => {
  setUser({ username: 'mgr', role: 'adminMgmt', access: accessFor('adminMgmt') });
  window.history.replaceState(null, '', '/dash');
});

describe('useLogout (spec 002 section 4)', () => {
  it("on 200 clears the user and goes to '/'", async () => {
    const { calls } = mockFetch(jsonResponse(200, {}));
    const { result } = renderHook(() => useLogout(), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(getUser()).toBeNull());
    expect(calls[0]).toMatchObject({ url: '/api/user/logout', init: { method: 'POST' } });
    expect(window.location.pathname).toBe('/');
  });

  it.each([
    ['a 500', () => jsonResponse(500, {})],
    ['a network failure', () => new TypeError('Failed to fetch')],
  ])("on %s only logs 'Logout error'", async (_label, answer) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(answer());
    const { result } = renderHook(() => useLogout(), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(log).toHaveBeenCalledWith('Logout error', expect.anything()));
    expect(getUser()?.username).toBe('mgr');
    expect(window.location.pathname).toBe('/dash');
    log.mockRestore();
  });
});

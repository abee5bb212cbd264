import { useMutation } from '@tanstack/react-query';
import { userLogoutRoute } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { navigate, setUser } from 'shell/kit';

/** POST /api/user/logout (docs/api.md); throws unless the answer is a success. */
export async function logout(): Promise<void> {
  await apiCall(userLogoutRoute, {});
}

/**
 * Logout (spec 002 section 4): on 200 the user state is cleared and the browser goes to '/';
 * a failure is only logged as 'Logout error', with no message to the user.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      setUser(null);
      navigate('/');
    },
    onError: (error) => console.error('Logout error', error),
  });
}

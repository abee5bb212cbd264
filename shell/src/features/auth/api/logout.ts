import { useMutation } from '@tanstack/react-query';
import { navigate, setUser } from 'shell/kit';

/** POST /api/user/logout (docs/api.md); throws unless the answer is 200. */
export async function logout(): Promise<void> {
  const response = await fetch('/api/user/logout', { method: 'POST', credentials: 'same-origin' });
  if (response.status !== 200) throw new Error(`Logout answered ${response.status}`);
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteRequest } from '@grindline/domain';
import { apiJson } from 'shell/kit';
import { usersKey } from './get-users';

/** One change of the Users screen (docs/api.md 'Accounts'). */
export type UserChange =
  | { kind: 'invite'; request: InviteRequest }
  | { kind: 'role'; username: string; role: string }
  | { kind: 'disable' | 'enable' | 'resend' | 'delete' | 'mfaReset'; username: string };

const path = (username: string, rest = '') => `/api/users/${encodeURIComponent(username)}${rest}`;

/** Sends a change to its route. */
export function changeUser(change: UserChange): Promise<unknown> {
  switch (change.kind) {
    case 'invite':
      return apiJson('/api/users', { method: 'POST', json: change.request });
    case 'role':
      return apiJson(path(change.username, '/role'), { method: 'PUT', json: { role: change.role } });
    case 'disable':
      return apiJson(path(change.username, '/disable'), { method: 'POST' });
    case 'enable':
      return apiJson(path(change.username, '/enable'), { method: 'POST' });
    case 'resend':
      return apiJson(path(change.username, '/invitation'), { method: 'POST' });
    case 'delete':
      return apiJson(path(change.username), { method: 'DELETE' });
    case 'mfaReset':
      return apiJson(path(change.username, '/mfa'), { method: 'DELETE' });
  }
}

/** Sends a change and reads the users again. */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeUser, onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKey }) });
}

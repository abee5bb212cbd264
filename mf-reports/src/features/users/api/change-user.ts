import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  usersDeleteRoute,
  usersDisableRoute,
  usersEnableRoute,
  usersInviteRoute,
  usersMfaResetRoute,
  usersResendRoute,
  usersRoleRoute,
  type InviteRequest,
} from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { usersKey } from './get-users';

/** One change of the Users screen (docs/api.md 'Accounts'). */
export type UserChange =
  | { kind: 'invite'; request: InviteRequest }
  | { kind: 'role'; username: string; role: string }
  | { kind: 'disable' | 'enable' | 'resend' | 'delete' | 'mfaReset'; username: string };

/** Sends a change to its route. */
export function changeUser(change: UserChange): Promise<{ username: string }> {
  if (change.kind === 'invite') return apiCall(usersInviteRoute, { body: change.request });
  const params = { username: change.username };
  switch (change.kind) {
    case 'role':
      return apiCall(usersRoleRoute, { params, body: { role: change.role } });
    case 'disable':
      return apiCall(usersDisableRoute, { params });
    case 'enable':
      return apiCall(usersEnableRoute, { params });
    case 'resend':
      return apiCall(usersResendRoute, { params });
    case 'delete':
      return apiCall(usersDeleteRoute, { params });
    case 'mfaReset':
      return apiCall(usersMfaResetRoute, { params });
  }
}

/** Sends a change and reads the users again. */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeUser, onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKey }) });
}

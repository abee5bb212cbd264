import { useQuery } from '@tanstack/react-query';
import type { AccountView } from '@grindline/domain';
import { apiJson } from 'shell/kit';

/** Query key of the Users screen. */
export const usersKey = ['users'] as const;

/** GET /api/users: every user of the pool, and the roles the caller may grant. */
export function getUsers(): Promise<{ users: AccountView[]; grantableRoles: string[] }> {
  return apiJson<{ users: AccountView[]; grantableRoles: string[] }>('/api/users');
}

/** The users, read on each visit of the screen. */
export function useUsers() {
  return useQuery({ queryKey: usersKey, queryFn: getUsers });
}

import { useQuery } from '@tanstack/react-query';
import { usersListRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** Query key of the Users screen. */
export const usersKey = ['users'] as const;

/** What GET /api/users answers: every user of the pool, and the roles the caller may grant (the route's contract). */
export type UsersList = SuccessBody<typeof usersListRoute>;

/** GET /api/users: every user of the pool, and the roles the caller may grant. */
export function getUsers(): Promise<UsersList> {
  return apiCall(usersListRoute, {});
}

/** The users, read on each visit of the screen. */
export function useUsers() {
  return useQuery({ queryKey: usersKey, queryFn: getUsers });
}

import { useQuery } from '@tanstack/react-query';
import { mailListsRoute, type MailList } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** Query key of the mail lists. */
export const mailListsKey = ['mail-lists'] as const;

/** Every client key with its addresses (empty when it has no list): the mail-lists contract. */
export function getMailLists(): Promise<MailList[]> {
  return apiCall(mailListsRoute, {}).then((r) => r.lists);
}

/** The mail lists, read once per visit of the screen. */
export function useMailLists() {
  return useQuery({ queryKey: mailListsKey, queryFn: getMailLists });
}

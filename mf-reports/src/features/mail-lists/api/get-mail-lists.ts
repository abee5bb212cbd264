import { useQuery } from '@tanstack/react-query';
import type { MailList } from '@grindline/domain';
import { apiJson } from 'shell/kit';

/** Query key of the mail lists. */
export const mailListsKey = ['mail-lists'] as const;

/** GET /api/mail/lists: every client key with its addresses (empty when it has no list). */
export function getMailLists(): Promise<MailList[]> {
  return apiJson<{ lists: MailList[] }>('/api/mail/lists').then((r) => r.lists);
}

/** The mail lists, read once per visit of the screen. */
export function useMailLists() {
  return useQuery({ queryKey: mailListsKey, queryFn: getMailLists });
}

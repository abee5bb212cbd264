import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailList } from '@grindline/domain';
import { apiJson } from 'shell/kit';
import { mailListsKey } from './get-mail-lists';

/** PUT /api/mail/lists/{clientKey}: replaces the list; 400 names the first bad address, nothing saved. */
export function saveMailList({ clientKey, addresses }: { clientKey: string; addresses: string[] }): Promise<MailList> {
  return apiJson<{ list: MailList }>(`/api/mail/lists/${encodeURIComponent(clientKey)}`, { method: 'PUT', json: { addresses } }).then((r) => r.list);
}

/** Saves a list and refreshes the screen's copy of the lists. */
export function useSaveMailList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailList,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mailListsKey }),
  });
}

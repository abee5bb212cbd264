import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailListPutRoute, type MailList } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { mailListsKey } from './get-mail-lists';

/** Replaces the list (the mail-list-put contract); 400 names the first bad address, nothing saved. */
export function saveMailList({ clientKey, addresses }: { clientKey: string; addresses: string[] }): Promise<MailList> {
  return apiCall(mailListPutRoute, { params: { clientKey }, body: { addresses } }).then((r) => r.list);
}

/** Saves a list and refreshes the screen's copy of the lists. */
export function useSaveMailList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailList,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mailListsKey }),
  });
}

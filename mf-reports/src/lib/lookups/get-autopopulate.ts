import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@grindline/ui/api-call';
import { formAutopopulateRoute, type SuccessBody } from '@grindline/domain';

/** GET /api/form/autopopulate?site&line&date: the previous shift's defaults, shift number + 1. */
export function getAutopopulate(site: string, line: string, date: string): Promise<SuccessBody<typeof formAutopopulateRoute>> {
  return apiCall(formAutopopulateRoute, { query: { site, line, date } });
}

/** Asked once step 1 is complete (spec 000 section 4); the form applies the answer itself. */
export function useAutopopulate() {
  return useMutation({ mutationFn: ({ site, line, date }: { site: string; line: string; date: string }) => getAutopopulate(site, line, date) });
}

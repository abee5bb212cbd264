import { useQueryClient } from '@tanstack/react-query';
import type { CallInput, RouteContract, SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { events } from 'shell/kit';
import { useSubmitReport, type UseSubmitReportOptions } from './use-submit-report';

/** The site of a route that files for one site only (BART, SkyTrain). */
function fixedSite(contract: RouteContract): string {
  const site = contract.site as { from: string; site?: string };
  if (site.from !== 'fixed' || !site.site) throw new Error(`${contract.id}: give the site its photos are uploaded under`);
  return site.site;
}

/**
 * Files a report on its submit route through the form kit (one submission id per report, queued
 * offline, sent once; the body goes with its `submissionId`). On success it tells the other
 * micro-frontends and marks report lists stale only: refetching now would re-run a review's own
 * existence check, which would then (rightly) find the report just stored and flash the
 * 'already exists' notice.
 */
export function useFileReport<TBody extends object, C extends RouteContract>(
  contract: C,
  formKey: string,
  loadConflict?: UseSubmitReportOptions<TBody, SuccessBody<C>>['loadConflict'],
  /** The site the report is filed for (its photos are uploaded under it); default: the route's fixed site. */
  photoSite?: (body: TBody) => string,
) {
  const queryClient = useQueryClient();
  return useSubmitReport<TBody, SuccessBody<C>>({
    formKey,
    version: 1,
    send: (body, submissionId) => apiCall(contract, { body: { ...body, submissionId } } as CallInput<C>),
    loadConflict,
    photoTarget: (body, submissionId) => ({ site: photoSite ? photoSite(body) : fixedSite(contract), submissionId }),
    onSent: (data) => {
      const filed = data as { shiftId: string; report: { site: string } };
      events.emit('report:submitted', { shiftId: filed.shiftId, site: filed.report.site });
      void queryClient.invalidateQueries({ queryKey: ['reports'], refetchType: 'none' });
    },
  });
}

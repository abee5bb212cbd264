import { useQuery } from '@tanstack/react-query';
import { reportEditGetRoute, reportEditRoute, type NyctShift, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { ApiError, events } from 'shell/kit';
import { useSubmitReport } from '../../../lib/form-kit/use-submit-report';

/** The stored report, its version and the form's values (the report-edit-get contract). */
export type ReportForEdit = SuccessBody<typeof reportEditGetRoute>;

/** What saving an edit answers: the report and the new version's stamp (the report-edit contract). */
export type EditResponse = SuccessBody<typeof reportEditRoute>;

/** The stored report and its version, for the edit page. */
export function getReportForEdit(shiftId: string): Promise<ReportForEdit> {
  return apiCall(reportEditGetRoute, { params: { shiftId } });
}

export function useReportForEdit(shiftId: string, enabled = true) {
  // Always the stored version: an edit must start from what is current now.
  return useQuery({ queryKey: ['report-for-edit', shiftId], queryFn: () => getReportForEdit(shiftId), enabled, staleTime: 0, gcTime: 0 });
}

/** Saves the edit made on version `changeId`; 409 lists what changed meanwhile. `reason` is required once the agency approved the shift. */
export function saveNyctEdit(shiftId: string, changeId: string, body: NyctShift, reason = ''): Promise<EditResponse> {
  return apiCall(reportEditRoute, { params: { shiftId }, body: { ...body, changeId, ...(reason.trim() ? { reason: reason.trim() } : {}) } });
}

/**
 * Saves an edit through the form kit (draft per report, offline queue). A 409 is a conflict whose
 * rows are the changes made meanwhile (the server's issues); the edit stays in the draft. Photos
 * added on the edit page are uploaded first.
 */
export function useSaveNyctEdit(shiftId: string, changeId: string, report: { site: string; submissionId: string }, reason: { current: string } = { current: '' }) {
  return useSubmitReport<NyctShift, EditResponse>({
    formKey: `nyct-edit-${shiftId}`,
    version: 1,
    send: (body) => saveNyctEdit(shiftId, changeId, body, reason.current),
    // New photos go where the report's first ones are: its site and the submission id it was filed with.
    photoTarget: () => ({ site: report.site, submissionId: report.submissionId }),
    loadConflict: async (_body, error: ApiError) => error.issues ?? [],
    onSent: (data) => events.emit('report:submitted', { shiftId, site: data.report.site }),
  });
}

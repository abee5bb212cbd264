import { useQuery } from '@tanstack/react-query';
import type { NyctShift, NyctShiftInput, ShiftReport } from '@grindline/domain';
import { ApiError, apiJson, events } from 'shell/kit';
import { useSubmitReport } from '../../../lib/form-kit/use-submit-report';

/** GET /api/reports/{shiftId}/edit. */
export interface ReportForEdit {
  report: ShiftReport;
  version: number;
  changeId: string;
  changedAt: string;
  changedBy: string;
  form: NyctShiftInput;
}

export interface EditResponse {
  report: ShiftReport;
  version: number;
  changeId: string;
}

/** The stored report and its version, for the edit page. */
export function getReportForEdit(shiftId: string): Promise<ReportForEdit> {
  return apiJson<ReportForEdit>(`/api/reports/${encodeURIComponent(shiftId)}/edit`);
}

export function useReportForEdit(shiftId: string, enabled = true) {
  // Always the stored version: an edit must start from what is current now.
  return useQuery({ queryKey: ['report-for-edit', shiftId], queryFn: () => getReportForEdit(shiftId), enabled, staleTime: 0, gcTime: 0 });
}

/** PUT /api/reports/{shiftId}: saves the edit made on version `changeId`; 409 lists what changed meanwhile. */
export function saveNyctEdit(shiftId: string, changeId: string, body: NyctShift): Promise<EditResponse> {
  return apiJson<EditResponse>(`/api/reports/${encodeURIComponent(shiftId)}`, { method: 'PUT', json: { ...body, changeId } });
}

/**
 * Saves an edit through the form kit (draft per report, offline queue). A 409 is a conflict whose
 * rows are the changes made meanwhile (the server's issues); the edit stays in the draft.
 */
export function useSaveNyctEdit(shiftId: string, changeId: string) {
  return useSubmitReport<NyctShift, EditResponse>({
    formKey: `nyct-edit-${shiftId}`,
    version: 1,
    send: (body) => saveNyctEdit(shiftId, changeId, body),
    loadConflict: async (_body, error: ApiError) => error.issues ?? [],
    onSent: (data) => events.emit('report:submitted', { shiftId, site: data.report.site }),
  });
}

/** GET /api/datacollection/files/{fileId}: one rail file's processed series. */
import { useQueries } from '@tanstack/react-query';
import { datacollectionFileRoute, type RunResultAnswer } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

export type { RunResultAnswer } from '@grindline/domain';

export function getRunResult(fileId: string): Promise<RunResultAnswer> {
  return apiCall(datacollectionFileRoute, { params: { fileId } });
}

/** The results of the selected files (cached: a processed result never changes). */
export function useRunResults(fileIds: readonly string[]) {
  return useQueries({ queries: fileIds.map((id) => ({ queryKey: ['datacollection-result', id], queryFn: () => getRunResult(id), staleTime: Infinity })) });
}

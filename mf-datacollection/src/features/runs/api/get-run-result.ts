/** GET /api/datacollection/files/{fileId}: one rail file's processed series. */
import { useQueries } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import type { ProcessedRun } from '../utils/run-charts';

export interface RunResultAnswer {
  fileId: string;
  status: 'processed' | 'failed';
  reason?: string;
  result?: ProcessedRun['result'];
}

export function getRunResult(fileId: string): Promise<RunResultAnswer> {
  return apiJson<RunResultAnswer>(`/api/datacollection/files/${encodeURIComponent(fileId)}`);
}

/** The results of the selected files (cached: a processed result never changes). */
export function useRunResults(fileIds: readonly string[]) {
  return useQueries({ queries: fileIds.map((id) => ({ queryKey: ['datacollection-result', id], queryFn: () => getRunResult(id), staleTime: Infinity })) });
}

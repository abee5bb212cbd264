/** POST /api/maps/measurements (docs/api.md 'Measurement files'). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mapsMeasurementImportRoute, type MeasurementImportRequest, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

export type { MeasurementImportRequest };
export type MeasurementImportAnswer = SuccessBody<typeof mapsMeasurementImportRoute>;

/** Imports a file: 201 with the rows stored; 400 naming the row and column of every problem (nothing written). */
export function importMeasurements(body: MeasurementImportRequest): Promise<MeasurementImportAnswer> {
  return apiCall(mapsMeasurementImportRoute, { body });
}

/** Imports a file, then drops the cached rows of that layer so the map shows the new ones. */
export function useImportMeasurements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMeasurements,
    onSuccess: (answer) => void queryClient.invalidateQueries({ queryKey: ['maps-measurements', answer.site, answer.layer] }),
  });
}

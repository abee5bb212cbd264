/** POST /api/maps/measurements (docs/api.md 'Measurement files'). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import type { MeasurementLayer } from '@grindline/domain';

export interface MeasurementImportRequest {
  site: string;
  layer: MeasurementLayer;
  date: string;
  format: 'csv' | 'geojson';
  content: string;
}

export interface MeasurementImportAnswer {
  site: string;
  layer: string;
  date: string;
  rows: number;
}

/** Imports a file: 201 with the rows stored; 400 naming the row and column of every problem (nothing written). */
export function importMeasurements(body: MeasurementImportRequest): Promise<MeasurementImportAnswer> {
  return apiJson<MeasurementImportAnswer>('/api/maps/measurements', { method: 'POST', json: body });
}

/** Imports a file, then drops the cached rows of that layer so the map shows the new ones. */
export function useImportMeasurements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMeasurements,
    onSuccess: (answer) => void queryClient.invalidateQueries({ queryKey: ['maps-measurements', answer.site, answer.layer] }),
  });
}

/**
 * The measurement import form: its values, defaults, checks and request (docs/api.md
 * 'Measurement files'). The server checks every row again; these catch what needs no file read.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { isIsoDate, MEASUREMENT_LAYERS, MEASUREMENT_SITES, type MeasurementLayer } from '@grindline/domain';
import { z } from 'zod';
import type { MeasurementImportRequest } from '../api/import-measurements';

export const importFormSchema = z.object({
  layer: z.enum(MEASUREMENT_LAYERS, { error: 'Choose a layer' }),
  date: z.string().refine(isIsoDate, 'Enter the measurement date'),
  fileName: z.string().min(1, 'Choose a CSV or GeoJSON file'),
  content: z.string(),
});
export type ImportFormValues = z.infer<typeof importFormSchema>;
export const importFormResolver = zodResolver(importFormSchema);

/** The layers a site's measurements can be imported into. */
export function layersOf(site: string): MeasurementLayer[] {
  return MEASUREMENT_LAYERS.filter((l) => MEASUREMENT_SITES[l] === site);
}

/** Empty form for `site`: its first layer, no date, no file. */
export function defaultValues(site: string): ImportFormValues {
  return { layer: layersOf(site)[0] ?? 'tci', date: '', fileName: '', content: '' };
}

/** CSV or GeoJSON, from the file name (.geojson and .json are GeoJSON). */
export function formatOf(fileName: string): 'csv' | 'geojson' {
  return /\.(geo)?json$/i.test(fileName) ? 'geojson' : 'csv';
}

/** The request the route takes. */
export function toRequest(values: ImportFormValues, site: string): MeasurementImportRequest {
  return { site, layer: values.layer, date: values.date, format: formatOf(values.fileName), content: values.content };
}

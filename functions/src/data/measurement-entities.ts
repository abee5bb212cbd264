/**
 * The measurement layers the agencies hand over (docs/data-model.md).
 */
import type { PrimaryKey } from './table';

/**
 * Key builders of the measurement layers (noise, TCI, test sites, system overview, acceleration;
 * docs/data-model.md): one item per site, layer and date holding every row, gzip-compressed, so
 * replacing a layer's date is one PutItem (atomic) and reading it one GetItem.
 */
export const measurementKeys = {
  partition: (site: string, layer: string): string => `MEASURE#${site}#${layer}`,
  datePrefix: 'DATE#',
  item: (site: string, layer: string, date: string): PrimaryKey => ({ pk: `MEASURE#${site}#${layer}`, sk: `DATE#${date}` }),
} as const;

/** A measurement layer's rows for one date. */
export interface MeasurementItem extends PrimaryKey {
  entity: 'measurements';
  site: string;
  layer: string;
  date: string;
  rowCount: number;
  importedAt: string;
  importedBy: string;
  /** gzip-compressed JSON of the rows, each with its [lng, lat] line. */
  data: Uint8Array;
}

/**
 * Stored measurement layers (docs/data-model.md 'Measurements'): one item per site, layer and
 * date with every row and its line, gzip-compressed. Replacing a date is one PutItem: readers see
 * the old rows or the new ones, never a mix.
 */
import { countOf } from '@grindline/domain';
import { gunzipSync, gzipSync } from 'node:zlib';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { auditItem } from '../services/audit-log';
import type { MeasurementRow } from '@grindline/domain';
import { queryAll } from '../data/query-all';
import { measurementKeys, type MeasurementItem } from '../data/measurement-entities';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { BadRequestError } from '../lib/errors';

/** A stored row: its values and the line it is drawn along. */
export type PlacedRow = Omit<MeasurementRow, 'coords'> & { coords: [number, number][] };

/** An item stays well below DynamoDB's 400 KB. */
export const MAX_STORED_BYTES = 350_000;

/** Replaces the rows of `layer` of `site` for `date` (one PutItem, with its audit entry in one transaction). 400 when they do not fit one item. */
export async function putMeasurements(site: string, layer: string, date: string, rows: PlacedRow[], importedBy: string, now = new Date()): Promise<MeasurementItem> {
  const data = new Uint8Array(gzipSync(JSON.stringify(rows), { level: 9 }));
  if (data.length > MAX_STORED_BYTES) {
    throw new BadRequestError(`The file is too large to store: ${Math.round(data.length / 1000)} KB compressed, at most ${MAX_STORED_BYTES / 1000} KB`, [
      { path: 'content', message: 'The file is too large to store' },
    ]);
  }
  const item: MeasurementItem = {
    ...measurementKeys.item(site, layer, date),
    entity: 'measurements', site, layer, date, rowCount: rows.length, importedAt: now.toISOString(), importedBy, data,
  };
  // The audit entry is written with the layer, in one transaction (docs/data-model.md 'Audit log').
  const audit = auditItem({ action: 'measurements.import', site, target: `${layer} ${date}`, summary: `${countOf(rows.length, `${layer} row`)} of ${date} imported for ${site}` }, now);
  await ddb.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: config.tableName, Item: item } }, { Put: { TableName: config.tableName, Item: audit } }] }));
  return item;
}

/** The dates stored for a layer of a site, oldest first. */
export async function measurementDates(site: string, layer: string): Promise<string[]> {
  const items = await queryAll<Pick<MeasurementItem, 'date'>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ProjectionExpression: '#date',
    ExpressionAttributeNames: { '#date': 'date' },
    ExpressionAttributeValues: { ':pk': measurementKeys.partition(site, layer), ':prefix': measurementKeys.datePrefix },
  });
  return items.map((i) => i.date);
}

/** The rows of a layer's date, or null when none were imported. */
export async function getMeasurements(site: string, layer: string, date: string): Promise<PlacedRow[] | null> {
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: measurementKeys.item(site, layer, date) }));
  if (!Item) return null;
  return JSON.parse(gunzipSync((Item as MeasurementItem).data).toString('utf8')) as PlacedRow[];
}

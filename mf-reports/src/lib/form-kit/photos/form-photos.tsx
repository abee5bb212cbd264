import { useWatch } from 'react-hook-form';
import { AttachPhotos } from './attach-photos';
import type { PhotoAttachments } from './use-photo-attachments';

const PAIRS: ReadonlyArray<[string, string]> = [['segmentFrom', 'segmentTo'], ['chainFrom_comp', 'chainTo_comp'], ['from', 'to']];

/** 'Range 2: 12.1 to 12.4' for a grind row of any form (the first from/to pair it has), 'Range 2' without one. */
export function rangeLabel(row: Record<string, unknown> | undefined, index: number): string {
  const pair = PAIRS.find(([from, to]) => String(row?.[from] ?? '').trim() && String(row?.[to] ?? '').trim());
  return pair ? `Range ${index + 1}: ${String(row?.[pair[0]]).trim()} to ${String(row?.[pair[1]]).trim()}` : `Range ${index + 1}`;
}

/**
 * The photos section of a report form on the kit (inside its FormProvider): the ranges a photo can
 * belong to are the form's grind rows under `rows` ('rows', 'grinds', 'entries', 'grindLimits').
 */
export function FormPhotos({ attachments, rows, thumbUrls }: { attachments: PhotoAttachments; rows: string; thumbUrls?: ReadonlyMap<string, string> }) {
  const values = useWatch({ name: rows }) as Array<Record<string, unknown>> | undefined;
  return <AttachPhotos attachments={attachments} ranges={(values ?? []).map(rangeLabel)} thumbUrls={thumbUrls} />;
}

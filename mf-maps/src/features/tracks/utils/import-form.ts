/**
 * The track import form (POST /api/reference/tracks, docs/data.md 'Import API'). The form holds
 * text; its schema catches what is plainly wrong before sending (no file, end not after start),
 * and {@link toRequest} builds the request the domain's importTrackSchema accepts. Everything
 * about the file itself is the server's to check.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { importTrackSchema, type Access, type ImportTrackRequest } from '@grindline/domain';
import type { ApiIssue } from 'shell/kit';
import type { SiteTracks } from '@grindline/domain';

export interface ImportFormValues {
  line: string;
  direction: string;
  chainStart: string;
  chainEnd: string;
  /** 'reference': as entered in the customer's reference units (e.g. MP); 'chain': database chain. */
  unit: 'reference' | 'chain';
  /** The GeoJSON text, read from the chosen file or pasted. */
  geojson: string;
  /** Name of the file the text was read from; '' when pasted. */
  fileName: string;
}

/** The directions of `line` in the catalogue, in its order. */
export function directionsOf(catalogue: SiteTracks, line: string): string[] {
  return catalogue.lines.find((l) => l.name === line)?.directions.map((d) => d.direction) ?? [];
}

/** The form of a site: its first line and that line's first direction, reference units, no file. */
export function defaultValues(catalogue: SiteTracks): ImportFormValues {
  const line = catalogue.lines[0]?.name ?? '';
  return { line, direction: directionsOf(catalogue, line)[0] ?? '', chainStart: '', chainEnd: '', unit: 'reference', geojson: '', fileName: '' };
}

/** The two units of the form, the reference label named (e.g. 'Mile Post'). */
export function unitOptions(referenceLabel: string): Array<{ value: ImportFormValues['unit']; label: string }> {
  return [
    { value: 'reference', label: `Reference units as entered (${referenceLabel})` },
    { value: 'chain', label: 'Database chain' },
  ];
}

const numberText = (name: string) =>
  z.string().superRefine((v, ctx) => {
    if (v.trim() === '') ctx.addIssue({ code: 'custom', message: `${name} is required` });
    else if (!Number.isFinite(Number(v.trim()))) ctx.addIssue({ code: 'custom', message: `${name} must be a number` });
  });

/** Checks of the form before anything is sent; messages name the field as the screen does. */
export const importFormSchema = z
  .object({
    line: z.string().trim().min(1, 'Choose a line'),
    direction: z.string().trim().min(1, 'Choose a direction'),
    chainStart: numberText('Chain start'),
    chainEnd: numberText('Chain end'),
    unit: z.enum(['reference', 'chain'], { error: 'Choose the unit of the chain values' }),
    geojson: z.string(),
    fileName: z.string(),
  })
  .superRefine((v, ctx) => {
    const start = Number(v.chainStart.trim());
    const end = Number(v.chainEnd.trim());
    if (v.chainStart.trim() !== '' && v.chainEnd.trim() !== '' && Number.isFinite(start) && Number.isFinite(end) && !(end > start)) {
      ctx.addIssue({ code: 'custom', path: ['chainEnd'], message: 'Chain end must be greater than chain start (orient the line so that chain increases)' });
    }
    if (v.geojson.trim() === '') {
      const message = v.fileName ? `The file ${v.fileName} is empty` : 'Choose a GeoJSON file or paste its text';
      ctx.addIssue({ code: 'custom', path: ['geojson'], message });
    }
  });

/** react-hook-form resolver of {@link importFormSchema}; the values stay the form's text. */
export const importFormResolver = zodResolver(importFormSchema, undefined, { raw: true });

/**
 * The request body for the site's catalogue: numbers from the chain fields, the GeoJSON text as
 * it is (the server reads it). Throws the domain schema's ZodError for values it refuses.
 */
export function toRequest(values: ImportFormValues, site: string): ImportTrackRequest {
  return importTrackSchema.parse({
    customer: site,
    line: values.line,
    direction: values.direction,
    chainStart: Number(values.chainStart.trim()),
    chainEnd: Number(values.chainEnd.trim()),
    unit: values.unit,
    geojson: values.geojson,
  });
}

/** Who may import tracks: super and adminMgmt, as the route table allows (the server checks too). */
export function mayImportTracks(access: Access): boolean {
  return access.adminType === 'super' || access.adminType === 'adminMgmt';
}

const FIELDS: ReadonlyArray<keyof ImportFormValues> = ['line', 'direction', 'chainStart', 'chainEnd', 'unit', 'geojson'];

/** The server's issues that belong to a field of the form (others, e.g. customer, are only in the message). */
export function fieldIssues(issues: readonly ApiIssue[] | undefined): Array<{ field: keyof ImportFormValues; message: string }> {
  return (issues ?? []).flatMap((issue) => {
    const field = FIELDS.find((f) => f === issue.path.split('.')[0]);
    return field ? [{ field, message: issue.message }] : [];
  });
}

/** Request schemas of the map routes (docs/api.md 'Maps', 'Measurement files'), for their contracts (contracts/maps.ts). */
import { z } from 'zod';
import { CUSTOMERS } from '../customers/customer-ids';
import { isIsoDate, MAX_DATE } from '../rules/dates';
import { siteMapSettings } from '../maps/site-map';
import { PASS_RANGE } from '../maps/map-filters';
import { MEASUREMENT_LAYERS, MEASUREMENT_SITES, type MeasurementLayer } from '../maps/measurements';

const site = z
  .string({ error: 'site is required' })
  .trim()
  .refine((s) => (CUSTOMERS as readonly string[]).includes(s), { message: 'site must be a customer with a map' });
const zoom = z.coerce
  .number({ error: 'zoom must be a number' })
  .int('zoom must be a whole number')
  .min(0, 'zoom must be 0 to 22')
  .max(22, 'zoom must be 0 to 22')
  .optional();
const date = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`)
    .refine((d) => d <= MAX_DATE, `${name} must be ${MAX_DATE} or earlier`);
const passes = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(PASS_RANGE.min, `${name} must be ${PASS_RANGE.min} to ${PASS_RANGE.max}`)
    .max(PASS_RANGE.max, `${name} must be ${PASS_RANGE.min} to ${PASS_RANGE.max}`)
    .default(fallback);
const division = z.enum(['IRT', 'IND', 'BMT'], { error: 'div must be IRT, IND or BMT' }).optional();

/** GET /api/maps/base?site&zoom&div. */
export const baseQuery = z.object({ site, zoom, div: division });

/** GET /api/maps/grind?site&from&to&grindType&passMin&passMax&div&dataset&zoom. */
export const grindQuery = z
  .object({
    site,
    from: date('from'),
    to: date('to'),
    grindType: z.string().trim().optional(),
    passMin: passes('passMin', PASS_RANGE.min),
    passMax: passes('passMax', PASS_RANGE.max),
    div: division,
    dataset: z.enum(['Sky', 'Arm'], { error: 'dataset must be Sky or Arm' }).optional(),
    zoom,
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    if (q.passMax < q.passMin) ctx.addIssue({ code: 'custom', path: ['passMax'], message: 'passMax must not be below passMin' });
    if (q.grindType && !siteMapSettings(q.site).grindTypes.includes(q.grindType)) {
      ctx.addIssue({ code: 'custom', path: ['grindType'], message: `grindType must be one of ${siteMapSettings(q.site).grindTypes.join(', ')}` });
    }
  });

/** GET /api/maps/measurements?site&layer&date. */
export const measurementsQuery = z.object({
  site,
  layer: z.enum(MEASUREMENT_LAYERS, { error: `layer must be one of ${MEASUREMENT_LAYERS.join(', ')}` }),
  date: date('date').optional(),
});

/** GET /api/maps/condition?site. */
export const conditionQuery = z.object({ site });

/** Largest measurement file accepted, as text. */
export const MAX_MEASUREMENT_FILE_CHARS = 2_000_000;

/** POST /api/maps/measurements: `{ site, layer, date, format: csv|geojson, content }`. */
export const measurementImportSchema = z
  .object({
    site: z.string({ error: 'site is required' }).trim().min(1, 'site is required'),
    layer: z.enum(MEASUREMENT_LAYERS, { error: `layer must be one of ${MEASUREMENT_LAYERS.join(', ')}` }),
    date: z
      .string({ error: 'date is required' })
      .refine(isIsoDate, 'date must be a date written YYYY-MM-DD')
      .refine((d) => d <= MAX_DATE, `date must be ${MAX_DATE} or earlier`),
    format: z.enum(['csv', 'geojson'], { error: 'format must be csv or geojson' }),
    content: z
      .string({ error: 'content is required' })
      .min(1, 'content is required')
      .max(MAX_MEASUREMENT_FILE_CHARS, `content is too long: at most ${MAX_MEASUREMENT_FILE_CHARS} characters`),
  })
  .refine((v) => MEASUREMENT_SITES[v.layer as MeasurementLayer] === v.site, { path: ['layer'], message: 'This layer does not belong to this site' });

export type MeasurementImportRequest = z.input<typeof measurementImportSchema>;
/** A measurement import once its body is parsed (what the service takes). */
export type MeasurementImport = z.output<typeof measurementImportSchema>;

/** 201 of POST /api/maps/measurements: what was stored. */
export const measurementImportAnswerSchema = z.object({ site: z.string(), layer: z.enum(MEASUREMENT_LAYERS), date: z.string(), rows: z.number() });

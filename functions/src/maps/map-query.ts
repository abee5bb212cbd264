/** Query-string schemas of the map routes (docs/api.md 'Maps'). */
import { CUSTOMERS, isIsoDate, MAX_DATE, MEASUREMENT_LAYERS, PASS_RANGE, siteMapSettings } from '@grindline/domain';
import { z } from 'zod';

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

export const baseQuery = z.object({ site, zoom, div: division });

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

export const measurementsQuery = z.object({
  site,
  layer: z.enum(MEASUREMENT_LAYERS, { error: `layer must be one of ${MEASUREMENT_LAYERS.join(', ')}` }),
  date: date('date').optional(),
});

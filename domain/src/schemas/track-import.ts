/**
 * Body of POST /api/reference/tracks (docs/data.md 'Import API'): one catalogue track's GeoJSON
 * LineString with the chain at its start and end. The server parses it before any check of the
 * file itself; the Track catalogue's import form sends what this schema accepts.
 */
import { z } from 'zod';

const text = (name: string) =>
  z
    .union([z.string(), z.number()], { error: `${name} is required` })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, `${name} is required`));
const num = (name: string) => z.number({ error: `${name} must be a number` }).refine(Number.isFinite, `${name} must be a number`);

/**
 * Longest text the track import's body may hold (its `geojson` as text): the service sets no limit
 * of its own, the gateway refuses a body over 6 MB with 413 (infra/local/gateway.ts
 * BODY_LIMIT_BYTES, API Gateway and Lambda alike), so the contract's text cap is that same 6 MB.
 */
export const MAX_TRACK_IMPORT_TEXT = 6 * 1024 * 1024;

/** How chainStart and chainEnd are given: database chain, or reference units as entered (e.g. MP). */
export const TRACK_IMPORT_UNITS = ['chain', 'reference'] as const;

/**
 * `{ customer, line, direction, chainStart, chainEnd, unit, geojson }`. `unit`: 'chain' = database
 * chain, 'reference' = as entered (multiplied by the customer's database multiplier). `geojson` is
 * an object or its JSON text, checked by the server.
 */
export const importTrackSchema = z.object({
  customer: text('customer'),
  line: text('line'),
  direction: text('direction'),
  chainStart: num('chainStart'),
  chainEnd: num('chainEnd'),
  unit: z.enum(TRACK_IMPORT_UNITS, { error: "unit must be 'chain' (database chain) or 'reference' (as entered)" }),
  geojson: z.unknown().refine((v) => v !== undefined && v !== null && v !== '', 'geojson is required'),
});

export type ImportTrackInput = z.input<typeof importTrackSchema>;
export type ImportTrackRequest = z.output<typeof importTrackSchema>;

/**
 * The zod schemas of the map layers the map routes answer (map-data.ts), for their contracts: the
 * layers are sent as pre-serialised (and often gzip'd) JSON, so the schema describes the JSON a
 * browser reads from the body. `Same` keeps each schema equal to its interface.
 */
import { z } from 'zod';
import type { Same } from '../reports/shift-report-schema';
import { columnsAligned, type GrindLayerWire } from './grind-wire';
import type { BaseLayer, BaseRun, GrindRun, MapLine, MapStation } from './map-data';
import { MEASUREMENT_LAYERS, type MeasurementRow } from './measurements';

const position = z.tuple([z.number(), z.number()]);

export const mapLineSchema = z.object({
  name: z.string(),
  division: z.string().optional(),
  directions: z.array(z.object({ number: z.string(), label: z.string(), trackId: z.string() })),
  hasGeometry: z.boolean(),
});

export const baseRunSchema = z.object({
  trackId: z.string(),
  line: z.string(),
  track: z.string(),
  from: z.number(),
  to: z.number(),
  structure: z.string(),
  geometry: z.string(),
  coords: z.array(position),
});

export const mapStationSchema = z.object({ name: z.string(), line: z.string(), chain: z.number(), coord: position });

export const baseLayerSchema = z.object({
  site: z.string(),
  bounds: z.tuple([position, position]).nullable(),
  attribution: z.array(z.string()),
  googleMapsKey: z.string().nullable(),
  basemap: z.discriminatedUnion('kind', [z.object({ kind: z.literal('style'), url: z.string() }), z.object({ kind: z.literal('pmtiles'), url: z.string() })]).nullable(),
  lines: z.array(mapLineSchema),
  runs: z.array(baseRunSchema),
  stations: z.array(mapStationSchema),
});

export const grindRunSchema = z.object({
  trackId: z.string(),
  line: z.string(),
  track: z.string(),
  from: z.number(),
  to: z.number(),
  complete: z.boolean(),
  shiftId: z.string(),
  date: z.string(),
  grinderType: z.string(),
  workType: z.string(),
  passesLeft: z.number(),
  passesRight: z.number(),
  coords: z.array(position),
});

/** The runs by column (grind-wire.ts): one array per field of {@link grindRunSchema}, all of one length. */
const grindRunColumnsSchema = z
  .object(Object.fromEntries(Object.entries(grindRunSchema.shape).map(([field, schema]) => [field, z.array(schema)])) as { [K in keyof typeof grindRunSchema.shape]: z.ZodArray<(typeof grindRunSchema.shape)[K]> })
  .refine(columnsAligned, { message: 'runs: every column must hold one value per run' });

/** The body of GET /api/maps/grind: the grind layer with its runs by column. */
export const grindLayerSchema = z.object({ site: z.string(), from: z.string(), to: z.string(), reports: z.number(), runs: grindRunColumnsSchema });

const measurementRowSchema = z.object({
  line: z.string(),
  direction: z.string(),
  from: z.number(),
  to: z.number(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  coords: z.array(position).optional(),
});

/** GET /api/maps/measurements: the dates of a layer and the rows of one date, each placed on its line. */
export const measurementsAnswerSchema = z.object({
  site: z.string(),
  layer: z.enum(MEASUREMENT_LAYERS),
  dates: z.array(z.string()),
  date: z.string().nullable(),
  rows: z.array(measurementRowSchema.extend({ coords: z.array(position) })),
});
export type MeasurementsAnswer = z.infer<typeof measurementsAnswerSchema>;

export const MAP_SCHEMAS_MATCH_INTERFACES: [
  Same<z.output<typeof mapLineSchema>, MapLine>,
  Same<z.output<typeof baseRunSchema>, BaseRun>,
  Same<z.output<typeof mapStationSchema>, MapStation>,
  Same<z.output<typeof baseLayerSchema>, BaseLayer>,
  Same<z.output<typeof grindRunSchema>, GrindRun>,
  Same<z.output<typeof grindLayerSchema>, GrindLayerWire>,
  Same<z.output<typeof measurementRowSchema>, MeasurementRow>,
] = [true, true, true, true, true, true, true];

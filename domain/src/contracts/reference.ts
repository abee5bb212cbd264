/** The contracts of the reference routes (route-contract.ts). */
import { z } from 'zod';
import { defineRoute, errorBodySchema } from './route-contract';
import { REPORT_WRITERS, MANAGERS } from './callers';
import {
  autofillQuerySchema,
  autofillResultSchema,
  autopopulateQuerySchema,
  autopopulateResultSchema,
  chainBoundsSchema,
  formCustomerSchema,
  formDirectionsSchema,
  lookupLineQuerySchema,
  lookupSiteQuerySchema,
  nextShiftNumberQuerySchema,
  shiftIdExistsQuerySchema,
  siteListSchema,
} from '../schemas/form-lookups';
import { importTrackSchema, MAX_TRACK_IMPORT_TEXT } from '../schemas/track-import';
import { siteTracksSchema, trackIdParamsSchema, trackPointsSchema, trackSiteQuerySchema, trackSummarySchema } from '../reference/track-catalogue-schema';

export const referenceTrackImportRoute = defineRoute({
  id: 'reference-track-import', method: 'POST', path: '/api/reference/tracks', allow: MANAGERS, site: { from: 'none' },
  summary: 'Imports the GeoJSON LineString of one catalogue track (docs/data.md)',
  // The import form sends the GeoJSON file as text: the gateway's 6 MB body limit, not 10,000 characters.
  body: importTrackSchema, maxTextLength: MAX_TRACK_IMPORT_TEXT,
  responses: {
    201: z.object({ track: trackSummarySchema }),
    409: errorBodySchema.describe('Another import of the track got there first'),
  },
});

export const referenceTrackListRoute = defineRoute({
  id: 'reference-track-list', method: 'GET', path: '/api/reference/tracks', allow: 'signedIn', site: { from: 'query', name: 'site' },
  summary: 'The site\'s track catalogue with chain bounds and import status, without chain points (docs/data.md)',
  query: trackSiteQuerySchema,
  responses: {
    200: siteTracksSchema,
    404: errorBodySchema.describe('The site has no track catalogue'),
  },
});

export const referenceTrackPointsRoute = defineRoute({
  id: 'reference-track-points', method: 'GET', path: '/api/reference/tracks/{trackId}/points', allow: 'signedIn', site: { from: 'query', name: 'site' },
  summary: 'The chain points of one imported track, each `{ chain, tenthChain?, coord: [lat, lng], structure, geometry }` (spec 001 section 3)',
  params: trackIdParamsSchema, query: trackSiteQuerySchema,
  responses: {
    200: trackPointsSchema,
    404: errorBodySchema.describe('The track was never imported'),
  },
});

export const formCustomersRoute = defineRoute({
  id: 'form-customers', method: 'GET', path: '/api/form/customers', allow: REPORT_WRITERS, site: { from: 'none' },
  summary: 'The customers the caller may file for (spec 000 section 7.2 getcustomernames), each with its form variant',
  responses: { 200: z.object({ customers: z.array(formCustomerSchema) }) },
});

export const formLinesRoute = defineRoute({
  id: 'form-lines', method: 'GET', path: '/api/form/lines', allow: REPORT_WRITERS, site: { from: 'query', name: 'site' },
  summary: 'The customer\'s lines (spec 000 section 7.2 getlinenames)',
  query: lookupSiteQuerySchema,
  responses: { 200: siteListSchema('lines') },
});

export const formDirectionsRoute = defineRoute({
  id: 'form-directions', method: 'GET', path: '/api/form/directions', allow: REPORT_WRITERS, site: { from: 'query', name: 'site' },
  summary: 'The line\'s direction codes with their track ids (spec 000 section 7.2 getdirections)',
  query: lookupLineQuerySchema,
  responses: { 200: formDirectionsSchema },
});

export const formGrindersRoute = defineRoute({
  id: 'form-grinders', method: 'GET', path: '/api/form/grinders', allow: REPORT_WRITERS, site: { from: 'query', name: 'site' },
  summary: 'The grinders the customer\'s forms offer (spec 000 sections 3.9 and 9.2)',
  query: lookupSiteQuerySchema,
  responses: { 200: siteListSchema('grinders') },
});

export const formStonesRoute = defineRoute({
  id: 'form-stones', method: 'GET', path: '/api/form/stones', allow: REPORT_WRITERS, site: { from: 'query', name: 'site' },
  summary: 'The stones the customer\'s forms offer (spec 000 sections 3.9 and 9.2)',
  query: lookupSiteQuerySchema,
  responses: { 200: siteListSchema('stones') },
});

export const formProfilesRoute = defineRoute({
  id: 'form-profiles', method: 'GET', path: '/api/form/profiles', allow: REPORT_WRITERS, site: { from: 'query', name: 'site' },
  summary: 'The profiles the customer\'s forms offer (spec 000 sections 3.9 and 9.2)',
  query: lookupSiteQuerySchema,
  responses: { 200: siteListSchema('profiles') },
});

export const formChainBoundsRoute = defineRoute({
  id: 'form-chain-bounds', method: 'GET', path: '/api/form/chain-bounds', allow: REPORT_WRITERS, site: { from: 'query', name: 'site' },
  summary: 'The line\'s minimum and maximum chain (spec 000 sections 5.2 and 7.2 maxminchain)',
  query: lookupLineQuerySchema,
  responses: { 200: chainBoundsSchema },
});

export const formNextShiftNumberRoute = defineRoute({
  id: 'form-next-shift-number', method: 'GET', path: '/api/form/next-shift-number', allow: REPORT_WRITERS, site: { from: 'query', name: 'site' },
  summary: 'The next free shift number of that grinder on that date (spec 000 section 7.2 nextshiftnum)',
  query: nextShiftNumberQuerySchema,
  responses: { 200: z.object({ shiftNum: z.number() }) },
});

export const formShiftIdExistsRoute = defineRoute({
  id: 'form-shift-id-exists', method: 'GET', path: '/api/form/shift-id-exists', allow: REPORT_WRITERS, site: { from: 'query', name: 'site' },
  summary: 'Whether the shift id is already filed (spec 000 sections 4 and 7.2 validateshiftid)',
  query: shiftIdExistsQuerySchema,
  responses: { 200: z.object({ shiftId: z.string(), exists: z.boolean() }) },
});

export const formAutopopulateRoute = defineRoute({
  id: 'form-autopopulate', method: 'GET', path: '/api/form/autopopulate', allow: REPORT_WRITERS, site: { from: 'query', name: 'site' },
  summary: 'The previous shift\'s defaults with the shift number plus one (spec 000 sections 3.9 and 4)',
  query: autopopulateQuerySchema,
  responses: { 200: autopopulateResultSchema },
});

export const formAutofillRoute = defineRoute({
  id: 'form-autofill', method: 'GET', path: '/api/form/autofill', allow: REPORT_WRITERS, site: { from: 'query', name: 'site' },
  summary: 'The customer\'s last report\'s defaults with the shift number plus one (spec 000 sections 2.4 and 3.9)',
  query: autofillQuerySchema,
  responses: { 200: autofillResultSchema },
});

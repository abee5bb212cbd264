/** The contracts of the data-collection routes (route-contract.ts). */
import { z } from 'zod';
import { dataCollectionFileParamsSchema, dataCollectionRunSchema, presignedUploadSchema, runResultAnswerSchema } from '../data-collection/runs-schema';
import { catUploadRequestSchema, dataCollectionListSchema, dataCollectionShiftSchema } from '../schemas/data-collection';
import { ALL_SITES, defineRoute, errorBodySchema } from './route-contract';
import { MANAGERS } from './callers';

export const datacollectionUploadRoute = defineRoute({
  id: 'datacollection-upload', method: 'POST', path: '/api/datacollection/uploads', allow: MANAGERS, site: { from: 'none' },
  summary: 'Signs the direct upload of one CAT rail file to S3',
  body: catUploadRequestSchema,
  responses: { 200: presignedUploadSchema },
});

export const datacollectionShiftRoute = defineRoute({
  id: 'datacollection-shift', method: 'POST', path: '/api/datacollection/shift', allow: MANAGERS, site: { from: 'none' },
  summary: 'Files the shift data and one record per uploaded rail file in one transaction (spec 002 section 7 sends them as two calls; one call makes them atomic)',
  body: dataCollectionShiftSchema,
  responses: { 201: z.object({ shiftId: z.string() }), 409: errorBodySchema },
});

export const datacollectionListRoute = defineRoute({
  id: 'datacollection-list', method: 'GET', path: '/api/datacollection', allow: ['super', 'adminMgmt', 'adminReadOnly'], site: { from: 'query', name: 'site', all: ALL_SITES },
  summary: 'The Data Collection tab\'s rows, one per rail file, filtered as spec 001 section 2.13 says (site or ALL, from, to, line, track, segmentFrom, segmentTo, runningBand)',
  query: dataCollectionListSchema,
  responses: { 200: z.object({ runs: z.array(dataCollectionRunSchema) }) },
});

export const datacollectionFileRoute = defineRoute({
  id: 'datacollection-file', method: 'GET', path: '/api/datacollection/files/{fileId}', allow: ['super', 'adminMgmt', 'adminReadOnly'], site: { from: 'none' },
  summary: 'The processing of one rail file: `{ fileId, status: \'processed\', result }` with the OCT_3, OCT_24, RMS_30_100 series and the CQI, or `{ status: \'failed\', reason }`; 404 while it is not processed yet or unknown',
  params: dataCollectionFileParamsSchema,
  responses: { 200: runResultAnswerSchema, 404: errorBodySchema },
});

/** The contracts of the photo routes (issue 28) (route-contract.ts). */
import { z } from 'zod';
import { presignedUploadSchema } from '../data-collection/runs-schema';
import { photoUploadRequestSchema, photoViewSchema } from '../photos/photo-schema';
import { shiftIdParamsSchema } from '../schemas/report-versions';
import { defineRoute, errorBodySchema } from './route-contract';
import { REPORT_WRITERS } from './callers';

export const photoUploadRoute = defineRoute({
  id: 'photo-upload', method: 'POST', path: '/api/photos/uploads', allow: REPORT_WRITERS, site: { from: 'body', name: 'site' },
  summary: 'Signs the direct upload of one resized photo of a shift to S3 (issue 28); the same photo id always signs the same key, so a retry never duplicates it',
  body: photoUploadRequestSchema,
  responses: { 200: presignedUploadSchema },
});

export const reportPhotosRoute = defineRoute({
  id: 'report-photos', method: 'GET', path: '/api/reports/{shiftId}/photos', allow: 'signedIn', site: { from: 'stored' },
  summary: 'The photos of a filed report with short-lived signed links to each picture and its thumbnail, for readers of the report\'s site',
  // The shift id checked like the other report routes' (13 or 14 digits): 400 before any read.
  params: shiftIdParamsSchema,
  responses: { 200: z.object({ photos: z.array(photoViewSchema) }), 404: errorBodySchema },
});

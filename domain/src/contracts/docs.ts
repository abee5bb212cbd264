/** The contracts of the API's own documentation (route-contract.ts). */
import { z } from 'zod';
import { defineRoute } from './route-contract';

/** The parts of an OpenAPI 3.1 document a client relies on; the rest passes as it is. Not exported:
 * every export of an area file is a contract (ALL_CONTRACTS). */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({}).optional(),
});

export const openApiDocumentRoute = defineRoute({
  id: 'docs-openapi', method: 'GET', path: '/api/openapi.json', allow: 'public', site: { from: 'none' },
  summary: 'The OpenAPI 3.1 document of the whole API, generated from the route contracts (docs/api.md \'Route reference\')',
  responses: { 200: openApiDocumentSchema },
});

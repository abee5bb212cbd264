/**
 * GET /api/openapi.json (public): the OpenAPI 3.1 document of the whole API, built from the route
 * contracts (functions/src/openapi). Public like any published spec; cached five minutes.
 */
import { openApiDocumentRoute } from '@grindline/domain';
import { createHandler } from '../../lib/create-handler';
import { grindlineOpenApi } from '../../openapi/grindline-openapi';

export const handler = createHandler(openApiDocumentRoute, async () => ({
  statusCode: 200,
  body: grindlineOpenApi(),
  headers: { 'cache-control': 'public, max-age=300' },
}));

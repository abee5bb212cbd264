import { routes } from '../../functions/src/route-table';
import { matchRoute } from './api-events';

describe('the local gateway and GET /api/openapi.json', () => {
  it('serves the OpenAPI document from the route table like any other route', () => {
    const match = matchRoute(routes, 'GET', '/api/openapi.json');
    expect(match).toMatchObject({ kind: 'found', route: { id: 'docs-openapi', allow: 'public', handler: 'docs/openapi' } });
  });
});

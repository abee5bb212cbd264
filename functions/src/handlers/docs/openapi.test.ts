import { ALL_CONTRACTS } from '@grindline/domain';
import { handler } from './openapi';
import { httpEvent, invoke, jsonBody } from '../../../tests/support/events';
import { openApiProblems } from '../../openapi/validate-openapi';

describe('GET /api/openapi.json', () => {
  it('answers the whole document to anyone, cacheable for five minutes', async () => {
    const result = await invoke(handler, httpEvent({ path: '/api/openapi.json', caller: null }));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('public, max-age=300');
    const doc = jsonBody<{ paths: Record<string, Record<string, { operationId: string }>> }>(result);
    expect(openApiProblems(doc)).toEqual([]);
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.sort()).toEqual(ALL_CONTRACTS.map((c) => c.id).sort());
    expect(doc.paths['/api/openapi.json'].get).toMatchObject({ operationId: 'docs-openapi', security: [] });
  });
});

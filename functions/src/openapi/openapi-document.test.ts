import { z } from 'zod';
import { ALL_CONTRACTS, defineRoute, type RouteContract } from '@grindline/domain';
import { grindlineOpenApi, contractArea } from './grindline-openapi';
import { openApiDocument, pathPlaceholders, type OpenApiOperation } from './openapi-document';
import { openApiProblems } from './validate-openapi';

const operations = (doc: ReturnType<typeof openApiDocument>): OpenApiOperation[] => Object.values(doc.paths).flatMap((item) => Object.values(item));

describe('openApiDocument of the route contracts', () => {
  const doc = grindlineOpenApi();

  it('lists every contract exactly once, with its id, summary and area', () => {
    const ops = operations(doc);
    expect(ops).toHaveLength(ALL_CONTRACTS.length);
    expect(new Set(ops.map((op) => op.operationId)).size).toBe(ALL_CONTRACTS.length);
    for (const contract of ALL_CONTRACTS) {
      const op = doc.paths[contract.path]?.[contract.method.toLowerCase()];
      expect(op?.operationId).toBe(contract.id);
      expect(op?.summary).toBe(contract.summary);
      expect(op?.tags).toEqual([contractArea(contract)]);
      expect(op?.['x-grindline-allow']).toEqual(contract.allow);
      expect(op?.['x-grindline-site']).toEqual(contract.site);
    }
  });

  it('gives each placeholder of a path one required path parameter', () => {
    for (const contract of ALL_CONTRACTS) {
      const op = doc.paths[contract.path][contract.method.toLowerCase()];
      const inPath = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(inPath).toEqual(pathPlaceholders(contract.path));
    }
  });

  it('gives a contract with a body a request body, and one without none', () => {
    for (const contract of ALL_CONTRACTS) {
      const op = doc.paths[contract.path][contract.method.toLowerCase()];
      expect(Boolean(op.requestBody)).toBe(Boolean(contract.body));
    }
  });

  it('asks for the session cookie except on public routes, and always answers the common errors', () => {
    for (const contract of ALL_CONTRACTS) {
      const op = doc.paths[contract.path][contract.method.toLowerCase()];
      expect(op.security).toEqual(contract.allow === 'public' ? [] : [{ sessionCookie: [] }]);
      for (const status of ['400', '401', '403', '429', '500']) expect(op.responses[status]).toBeDefined();
    }
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'gl_id' });
  });

  it('passes the structural check of OpenAPI 3.1', () => {
    expect(openApiProblems(doc)).toEqual([]);
    expect(() => JSON.parse(JSON.stringify(doc))).not.toThrow();
  });
});

describe('openApiDocument of hand-made contracts', () => {
  const tricky = defineRoute({
    id: 'tricky',
    method: 'POST',
    path: '/api/things/{site}/{thingId}',
    summary: 'A contract with transforms, refinements and media',
    allow: ['super'],
    site: { from: 'none' },
    params: z.object({ site: z.string().min(2), thingId: z.string().transform((s) => Number(s)) }),
    query: z.object({ from: z.string().describe('First day'), limit: z.coerce.number().int().optional() }),
    body: z.object({ when: z.date(), count: z.number().refine((n) => n % 2 === 0), tag: z.string().transform((s) => s.trim()) }),
    responses: {
      200: z.object({ ok: z.literal(true), at: z.date(), big: z.bigint() }),
      302: { media: 'none', description: 'To the file' },
      404: { media: 'text/plain', description: 'No such thing' },
      201: { media: 'application/pdf', description: 'The PDF' },
    },
  });
  const open = defineRoute({ id: 'open', method: 'GET', path: '/api/open', summary: 'Public', allow: 'public', site: { from: 'none' }, responses: {} });
  const doc = openApiDocument([tricky, open] as RouteContract[], { areaOf: (c) => (c.id === 'open' ? 'a' : undefined) });
  const op = doc.paths['/api/things/{site}/{thingId}'].post;

  it('survives transforms, refinements and types JSON Schema cannot say', () => {
    expect(openApiProblems(doc)).toEqual([]);
    expect(op.requestBody?.content['application/json'].schema).toMatchObject({ type: 'object', properties: { when: {}, count: { type: 'number' } } });
    expect(op.responses['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
  });

  it('reads the parameters from the params and query schemas', () => {
    expect(op.parameters).toEqual([
      { name: 'site', in: 'path', required: true, schema: { type: 'string', minLength: 2 } },
      { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'from', in: 'query', required: true, schema: { type: 'string' }, description: 'First day' },
      expect.objectContaining({ name: 'limit', in: 'query', required: false }),
    ]);
  });

  it('writes media responses with their type, and none for an empty body', () => {
    expect(op.responses['302']).toEqual({ description: 'To the file' });
    expect(op.responses['404']).toEqual({ description: 'No such thing', content: { 'text/plain': { schema: { type: 'string' } } } });
    expect(op.responses['201']).toMatchObject({ content: { 'application/pdf': {} } });
    expect(op.responses['401']).toEqual({ $ref: '#/components/responses/Error401' });
  });

  it('needs no session on a public route and tags by area', () => {
    expect(doc.paths['/api/open'].get.security).toEqual([]);
    expect(doc.paths['/api/open'].get.tags).toEqual(['a']);
    expect(op.tags).toEqual(['other']);
  });

  it('refuses two contracts on one method and path', () => {
    expect(() => openApiDocument([open, { ...open, id: 'open2' }])).toThrow(/already open/);
  });

  it('the structural check finds what is wrong', () => {
    const broken = JSON.parse(JSON.stringify(doc));
    broken.openapi = '3.0.0';
    broken.paths['/api/things/{site}/{thingId}'].post.parameters.shift();
    broken.paths['/api/open'].get.operationId = 'tricky';
    broken.paths['/api/open'].get.responses['401'] = { $ref: '#/components/responses/Nope' };
    const problems = openApiProblems(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/not 3\.1/),
        expect.stringMatching(/do not match the placeholders/),
        expect.stringMatching(/used twice/),
        expect.stringMatching(/does not resolve/),
      ]),
    );
  });
});

import { defineRoute, errorBodySchema } from '@grindline/domain';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { checkResponse, parseContractRequest, responseProblem } from './contract-check';
import { BadRequestError } from './errors';

const route = defineRoute({
  id: 'things-put',
  method: 'PUT',
  path: '/api/things/{thingId}',
  summary: 'Replaces a thing',
  allow: 'signedIn',
  site: { from: 'none' },
  params: z.object({ thingId: z.string().regex(/^\d+$/, 'thingId must be digits') }),
  query: z.object({ dryRun: z.enum(['1']).optional() }),
  body: z.object({ name: z.string({ error: 'Name is required' }).min(1, 'Name is required') }),
  responses: { 200: z.object({ thingId: z.string(), name: z.string() }), 204: { media: 'none', description: 'dry run' }, 409: errorBodySchema },
});

const undescribed = defineRoute({ id: 'x', method: 'GET', path: '/api/x', summary: 'x', allow: 'public', site: { from: 'none' }, responses: {} });

describe('parseContractRequest', () => {
  it('hands the handler the parsed params, query and body', () => {
    expect(parseContractRequest(route, { params: { thingId: '12' }, query: { dryRun: '1' }, body: { name: 'Rail' } })).toEqual({
      params: { thingId: '12' },
      query: { dryRun: '1' },
      body: { name: 'Rail' },
    });
  });

  it('names the field of bad input, the body before the path and the query', () => {
    expect(() => parseContractRequest(route, { params: { thingId: 'x' }, query: {}, body: 'text' })).toThrow('The request body must be a JSON object');
    expect(() => parseContractRequest(route, { params: { thingId: 'x' }, query: {}, body: {} })).toThrow('Name is required');
    expect(() => parseContractRequest(route, { params: { thingId: 'x' }, query: {}, body: { name: 'a' } })).toThrow('thingId must be digits');
    try {
      parseContractRequest(route, { params: { thingId: '1' }, query: { dryRun: 'yes' }, body: { name: 'a' } });
      throw new Error('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequestError);
      expect((error as BadRequestError).issues?.[0]?.path).toBe('dryRun');
    }
  });
});

describe('responseProblem', () => {
  it('accepts answers the contract describes, and the common errors of every route', () => {
    expect(responseProblem(route, 200, { thingId: '1', name: 'Rail' })).toBeNull();
    expect(responseProblem(route, 204, undefined)).toBeNull();
    expect(responseProblem(route, 409, { message: 'Taken' })).toBeNull();
    expect(responseProblem(route, 403, { message: 'No' })).toBeNull();
  });

  it('names what breaks the contract', () => {
    expect(responseProblem(route, 200, { thingId: 1, name: 'Rail' })).toMatch(/^thingId: /);
    expect(responseProblem(route, 201, { thingId: '1', name: 'Rail' })).toBe('status 201 is not in the contract (200, 204, 409)');
    expect(responseProblem(route, 204, { a: 1 })).toBe('a body where the contract has none');
  });

  it('does not check a route whose answers are not described yet', () => {
    expect(responseProblem(undescribed, 200, 'anything')).toBeNull();
  });
});

describe('responseProblem of pre-serialised JSON', () => {
  const layer = defineRoute({
    id: 'layer',
    method: 'GET',
    path: '/api/layer',
    summary: 'A layer',
    allow: 'signedIn',
    site: { from: 'none' },
    responses: { 200: { media: 'application/json', description: 'JSON text or gzip', json: z.object({ runs: z.array(z.number()) }) } },
  });

  it('reads JSON text and gzip bytes against the schema', () => {
    expect(responseProblem(layer, 200, '{"runs":[1,2]}')).toBeNull();
    expect(responseProblem(layer, 200, new Uint8Array(gzipSync('{"runs":[1]}')))).toBeNull();
    expect(responseProblem(layer, 200, '{"runs":["a"]}')).toMatch(/^runs\.0: /);
    expect(responseProblem(layer, 200, new Uint8Array(gzipSync('{"runs":1}')))).toMatch(/^runs: /);
    expect(responseProblem(layer, 200, 'not json')).toBe('a body that is not the JSON its contract describes');
  });
});

describe('checkResponse', () => {
  const strict = process.env.GRINDLINE_STRICT_CONTRACTS;
  afterEach(() => {
    process.env.GRINDLINE_STRICT_CONTRACTS = strict;
  });

  it('fails under the tests and only logs in production', () => {
    process.env.GRINDLINE_STRICT_CONTRACTS = '1';
    expect(() => checkResponse(route, 200, {})).toThrow('The answer of things-put breaks its contract');
    process.env.GRINDLINE_STRICT_CONTRACTS = '';
    expect(() => checkResponse(route, 200, {})).not.toThrow();
  });
});

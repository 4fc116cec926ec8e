// The contract helper catches every way an answer can disagree with the OpenAPI document: an undocumented path or
// status, a wrong content type, a missing required header, a body off its schema. Run against stub routes on a
// bare Fastify instance (never the app), with the document generated the way the app generates it.
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { V1_ERROR_RESPONSE_DESCRIPTIONS } from '@shared/schemas/public-api';
import { registerOpenApi } from '../plugins/openapi';
import { apiDocsRoutes } from '../routes/api-docs';
import { testConfig } from './test-app';
import { expectMatchesOpenApi, fetchOpenApiDocument, OpenApiContract } from './openapi-contract';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const errorSchema = z
  .object({ error: z.string(), code: z.string() })
  .meta({ id: 'ContractStubError' });
const sumSchema = z
  .object({ sum: z.number().int() })
  .meta({ id: 'ContractStubSum', description: 'The sum.' });

/** A bare app with the OpenAPI plugin, the document route and a few stub /v1 routes. */
async function stubApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', testConfig());
  await registerOpenApi(app);
  const v1 = app.withTypeProvider<ZodTypeProvider>();
  v1.post(
    '/v1/stub-sum',
    {
      schema: {
        tags: ['v1'],
        body: z.object({ a: z.number().int(), b: z.number().int() }),
        response: { 200: sumSchema, 400: errorSchema, 422: z.object({ error: z.string() }) },
      },
    },
    (request) => ({ sum: request.body.a + request.body.b }),
  );
  // Routes that break their own documentation, as a drifting implementation would.
  // Untyped on purpose: the type provider would refuse these answers at compile time.
  const driftSchema: FastifySchema & { tags: string[] } = {
    tags: ['v1'],
    params: z.object({ kind: z.string() }),
    response: { 200: sumSchema },
  };
  app.get('/v1/stub-drift/:kind', { schema: driftSchema }, (request, reply) => {
    const { kind } = request.params as { kind: string };
    if (kind === 'status')
      return reply.status(202).type('application/json').serializer(JSON.stringify).send({ sum: 1 });
    if (kind === 'type') return reply.type('text/plain').serializer(String).send('1');
    return reply.type('application/json').serializer(JSON.stringify).send({ sum: 'one' });
  });
  app.get('/api/not-public', () => ({ ok: true }));
  await app.register(apiDocsRoutes);
  return app;
}

describe('OpenAPI contract helper', () => {
  it('passes answers that match the generated document, including component references', async () => {
    const app = await stubApp();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/stub-sum',
      payload: { a: 2, b: 3 },
    });
    expect(response.json()).toEqual({ sum: 5 });
    await expectMatchesOpenApi(app, response);
    const contract = new OpenApiContract(await fetchOpenApiDocument(app));
    expect(contract.find('POST', '/v1/stub-sum?x=1')?.template).toBe('/v1/stub-sum');
    expect(contract.find('GET', '/v1/stub-drift/anything')?.template).toBe('/v1/stub-drift/{kind}');
  });

  it('documents only the /v1 routes, with their named schemas as components', async () => {
    const app = await stubApp();
    const document = await fetchOpenApiDocument(app);
    const contract = new OpenApiContract(document);
    expect(contract.operations().sort()).toEqual([
      'GET /v1/stub-drift/{kind}',
      'POST /v1/stub-sum',
    ]);
    expect(Object.keys(document.components?.schemas ?? {}).sort()).toEqual([
      'ContractStubError',
      'ContractStubSum',
    ]);
  });

  it('describes every response: errors by their status, others by their schema', async () => {
    const app = await stubApp();
    const document = await fetchOpenApiDocument(app);
    const responses = document.paths?.['/v1/stub-sum']?.post?.responses ?? {};
    const described = (status: string) => responses[status] as OpenAPIV3_1.ResponseObject;
    expect(described('200').description).toBe('The sum.');
    expect(described('400').description).toBe(V1_ERROR_RESPONSE_DESCRIPTIONS[400]);
    expect(described('422').description).toBe(V1_ERROR_RESPONSE_DESCRIPTIONS[422]);
    // The description is the response's, not its body schema's.
    expect(described('400').content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ContractStubError',
    });
    expect(described('422').content?.['application/json']?.schema).not.toHaveProperty(
      'description',
    );
    expect(JSON.stringify(document)).not.toContain('x-response-description');
  });

  it('reports an undocumented status, a wrong content type and a body off its schema', async () => {
    const app = await stubApp();
    const contract = new OpenApiContract(await fetchOpenApiDocument(app));
    const problemsOf = async (kind: string) => {
      const url = `/v1/stub-drift/${kind}`;
      return contract.problems('GET', url, await app.inject({ method: 'GET', url }));
    };
    expect(await problemsOf('status')).toEqual([
      expect.stringContaining('status 202 is not documented'),
    ]);
    expect(await problemsOf('type')).toEqual([
      expect.stringContaining('content type text/plain is not documented'),
    ]);
    expect(await problemsOf('body')).toEqual([
      expect.stringMatching(/body does not match the documented schema.*sum.*integer/),
    ]);
    const unknown = await app.inject({ method: 'GET', url: '/api/not-public' });
    expect(contract.problems('GET', '/api/not-public', unknown)).toEqual([
      'GET /api/not-public is not in the OpenAPI document',
    ]);
  });

  it('checks required headers, header values, ranges of statuses and bodiless answers', async () => {
    const document: OpenAPIV3_1.Document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/v1/limited': {
          get: {
            responses: {
              '204': { description: 'done' },
              '4XX': {
                description: 'limited',
                headers: {
                  'Retry-After': { required: true, schema: { type: 'integer', minimum: 1 } },
                },
                content: { 'application/json': { schema: { type: 'object' } } },
              },
            },
          },
        },
      },
    };
    const contract = new OpenApiContract(document);
    const app = Fastify({ logger: false });
    apps.push(app);
    app.get('/v1/limited', (request, reply) => {
      const { mode } = request.query as { mode?: string };
      if (mode === 'ok') return reply.status(204).send();
      if (mode === 'undeclared') return reply.status(204).header('Retry-After', '3').send();
      if (mode === 'bad-header') return reply.status(429).header('Retry-After', 'soon').send({});
      if (mode === 'header') return reply.status(429).header('Retry-After', '12').send({});
      return reply.status(429).send({});
    });
    const problemsOf = async (mode: string) => {
      const url = `/v1/limited?mode=${mode}`;
      return contract.problems('GET', url, await app.inject({ method: 'GET', url }));
    };
    expect(await problemsOf('ok')).toEqual([]);
    expect(await problemsOf('header')).toEqual([]);
    expect(await problemsOf('missing')).toEqual([
      expect.stringContaining('the required header Retry-After is missing'),
    ]);
    expect(await problemsOf('bad-header')).toEqual([expect.stringContaining('header Retry-After')]);
    // A header the document declares elsewhere, sent where it is not declared: a client would not expect it.
    expect(await problemsOf('undeclared')).toEqual([
      expect.stringContaining('the header retry-after is sent but not declared for this answer'),
    ]);
  });
});

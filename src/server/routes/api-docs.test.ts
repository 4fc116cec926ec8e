// The OpenAPI contract of the public API: GET /v1/openapi.json is a valid OpenAPI 3.1 document generated from the
// routes, lists every /v1 route (and nothing else), requires the bearer key everywhere; and the reference page at
// /docs/api is served from this server under its own tight CSP.
import type { RouteOptions } from 'fastify';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, expect, it } from 'vitest';
import { PUBLIC_API_SECURITY_SCHEME } from '@shared/schemas/public-api';
import {
  OpenApiContract,
  expectMatchesOpenApi,
  fetchOpenApiDocument,
} from '../test/openapi-contract';
import { createFakeClientDir, forEachDatabase } from '../test/test-app';
import { REFERENCE_BUNDLE_PATH, REFERENCE_INIT_PATH } from './api-docs';

/** The operations issues 13 and 28 promise. */
const PUBLIC_OPERATIONS = [
  'GET /v1/dictionary/search',
  'GET /v1/dictionary/{slug}',
  'GET /v1/history',
  'GET /v1/languages',
  'GET /v1/usage',
  'POST /v1/translate',
  'POST /v1/tts',
];

/** The sources of one directive of a Content-Security-Policy header. */
function directive(policy: string, name: string): string[] | undefined {
  const entry = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return entry?.slice(1);
}

forEachDatabase(
  'Public API OpenAPI document and reference',
  (context) => {
    const client = createFakeClientDir();
    afterAll(() => client.remove());

    it('serves a valid OpenAPI 3.1 document without a key', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/v1/openapi.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const document = response.json<OpenAPIV3_1.Document>();
      expect(document.openapi).toBe('3.1.0');
      expect(document.info.title).toBe('SlangBridge API');
      const result = await validate(structuredClone(document) as never);
      expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    });

    it('lists every /v1 route, and only those', async () => {
      const routes: string[] = [];
      const app = await context.buildApp({
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) {
            const hidden = route.schema?.hide === true;
            if (method !== 'HEAD' && route.url.startsWith('/v1/') && !hidden)
              routes.push(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
          }
        },
      });
      const contract = new OpenApiContract(await fetchOpenApiDocument(app));
      expect(contract.operations().sort()).toEqual([...new Set(routes)].sort());
      expect(contract.operations().sort()).toEqual(PUBLIC_OPERATIONS);
    });

    it('requires the bearer key on every operation, and documents each one', async () => {
      const document = await fetchOpenApiDocument(context.app);
      expect(document.components?.securitySchemes?.[PUBLIC_API_SECURITY_SCHEME]).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
      for (const [path, item] of Object.entries(document.paths ?? {})) {
        for (const method of ['get', 'post'] as const) {
          const operation = item?.[method];
          if (!operation) continue;
          const name = `${method.toUpperCase()} ${path}`;
          const security = operation.security ?? document.security;
          expect(security, name).toContainEqual({ [PUBLIC_API_SECURITY_SCHEME]: [] });
          expect(operation.summary, name).toBeTruthy();
          expect(Object.keys(operation.responses ?? {}), name).toEqual(
            expect.arrayContaining(['200', '401', '429']),
          );
          // Each answer says what it means: none is left with @fastify/swagger's placeholder.
          for (const [status, response] of Object.entries(operation.responses ?? {})) {
            const { description } = response as OpenAPIV3_1.ResponseObject;
            expect(description, `${name} → ${status}`).toBeTruthy();
            expect(description, `${name} → ${status}`).not.toBe('Default Response');
          }
        }
      }
    });

    it('names every operation and declares the headers its answers send, for generated clients', async () => {
      const document = await fetchOpenApiDocument(context.app);
      const operationIds: string[] = [];
      /** `name` when the answer always carries it, `name?` when it may. */
      const headersOf = (response: unknown) =>
        Object.entries((response as OpenAPIV3_1.ResponseObject).headers ?? {})
          .map(
            ([name, header]) =>
              `${name}${(header as OpenAPIV3_1.HeaderObject).required ? '' : '?'}`,
          )
          .sort();
      for (const [path, item] of Object.entries(document.paths ?? {})) {
        for (const method of ['get', 'post'] as const) {
          const operation = item?.[method];
          if (!operation) continue;
          const name = `${method.toUpperCase()} ${path}`;
          expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
          operationIds.push(operation.operationId!);
          const responses = operation.responses ?? {};
          expect(headersOf(responses['200']), name).toEqual(
            expect.arrayContaining(['RateLimit', 'RateLimit-Policy']),
          );
          expect(headersOf(responses['401']), name).toEqual([
            'RateLimit-Policy',
            'WWW-Authenticate',
          ]);
          expect(headersOf(responses['429']), name).toEqual([
            'RateLimit',
            'RateLimit-Policy',
            'Retry-After',
          ]);
          expect(headersOf(responses['503']), name).toEqual([
            'RateLimit-Policy',
            'RateLimit?',
            'Retry-After',
          ]);
          for (const response of Object.values(responses)) {
            expect(headersOf(response), name).toContain('RateLimit-Policy');
          }
        }
      }
      expect(operationIds.sort()).toEqual([
        'getDictionaryTerm',
        'getUsage',
        'listHistory',
        'listLanguages',
        'searchDictionary',
        'speakText',
        'translateText',
      ]);
      expect(headersOf(document.paths?.['/v1/tts']?.post?.responses?.['200'])).toEqual([
        'RateLimit',
        'RateLimit-Policy',
        'X-Voice-Source',
      ]);
      // Nothing of the generation's own bookkeeping is left in the document.
      expect(JSON.stringify(document)).not.toContain('x-response-headers');
      // What CORS lets a script read is what the document declares.
      const preflight = await context.app.inject({ method: 'OPTIONS', url: '/v1/translate' });
      const declared = new Set(
        Object.values(document.paths ?? {}).flatMap((item) =>
          Object.values(item?.post?.responses ?? item?.get?.responses ?? {}).flatMap((response) =>
            Object.keys((response as OpenAPIV3_1.ResponseObject).headers ?? {}),
          ),
        ),
      );
      expect(String(preflight.headers['access-control-expose-headers']).split(', ').sort()).toEqual(
        [...declared].sort(),
      );
    });

    it('documents the answer every operation gives a caller without a valid key', async () => {
      const contract = new OpenApiContract(await fetchOpenApiDocument(context.app));
      for (const operation of contract.operations()) {
        const [method, url] = operation.split(' ') as ['GET' | 'POST', string];
        for (const authorization of [undefined, 'Bearer not-a-key']) {
          const response = await context.app.inject({
            method,
            url,
            headers: authorization ? { authorization } : {},
            ...(method === 'POST' ? { payload: {} } : {}),
          });
          expect(response.statusCode, operation).toBe(401);
          await expectMatchesOpenApi(context.app, response);
        }
      }
    });

    it('names PUBLIC_URL as its server, or else http://localhost:PORT, never the Host it was asked at', async () => {
      const local = await fetchOpenApiDocument(context.app);
      expect(local.servers).toEqual([{ url: 'http://localhost:3000' }]);
      const asked = await context.app.inject({
        method: 'GET',
        url: '/v1/openapi.json',
        headers: { host: 'evil.example' },
      });
      expect(asked.body).not.toContain('evil.example');
      const app = await context.buildApp({ env: { PUBLIC_URL: 'https://slangbridge.example/' } });
      const deployed = await fetchOpenApiDocument(app);
      expect(deployed.servers).toEqual([{ url: 'https://slangbridge.example' }]);
      expect(JSON.stringify(deployed)).not.toMatch(/"\/api\//);
    });

    it('serves the reference page with its own CSP, scripts only from this server', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      const page = await app.inject({
        method: 'GET',
        url: '/docs/api',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).not.toBe(client.indexHtml);
      const policy = String(page.headers['content-security-policy']);
      expect(directive(policy, 'default-src')).toEqual(["'none'"]);
      expect(directive(policy, 'script-src')).toEqual(["'self'"]);
      expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(policy).not.toMatch(/unsafe-eval|https?:|\*/);
      // Every script is a file of this server; none is inline.
      const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
      expect(scripts).toEqual([` src="${REFERENCE_BUNDLE_PATH}"`, ` src="${REFERENCE_INIT_PATH}"`]);

      const init = await app.inject({ method: 'GET', url: REFERENCE_INIT_PATH });
      expect(init.statusCode).toBe(200);
      expect(init.body).toContain("Scalar.createApiReference('#app'");
      expect(init.body).toContain('"url":"/v1/openapi.json"');

      const slash = await app.inject({ method: 'GET', url: '/docs/api/' });
      expect(slash.statusCode).toBe(301);
      expect(slash.headers.location).toBe('/docs/api');
    });

    it('serves the reference bundle itself, compressed once and cached for a year', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      const plain = await app.inject({ method: 'GET', url: REFERENCE_BUNDLE_PATH });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.rawPayload.length).toBeGreaterThan(1_000_000);
      expect(plain.body).toContain('createApiReference');
      const gzipped = await app.inject({
        method: 'GET',
        url: REFERENCE_BUNDLE_PATH,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      const brotli = await app.inject({
        method: 'GET',
        url: REFERENCE_BUNDLE_PATH,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
    });
  },
  // The document and the page do not depend on the database.
  { only: ['pglite'] },
);

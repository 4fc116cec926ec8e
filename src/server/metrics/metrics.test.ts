// GET /metrics (issue 14 item 5): Prometheus text behind METRICS_TOKEN, or on METRICS_PORT, or not at all; what
// it counts (requests per route, translation answers per step, the cache's hit ratio, AI calls and failures,
// rate-limit refusals); and the request id every answer, error body and log line carries.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { freePort } from '../../../e2e/support/server';
import { forEachDatabase, JSON_HEADERS } from '../test/test-app';

const TOKEN = 'metrics-token-0123456789';
const TRANSLATE = {
  inputText: 'that party was really great',
  sourceLanguage: 'standard_english',
  targetLanguage: 'gen_z_english',
};

/** The metrics text of `app`, read with the token. */
const scrape = async (app: FastifyInstance) =>
  (
    await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
  ).body;

/** The value of the sample `name{labels}` in Prometheus text, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((row) => row.startsWith(labels ? `${name}{${labels}}` : `${name} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

forEachDatabase(
  'Metrics and request ids',
  (context) => {
    it('serves Prometheus text to the metrics token only, and nothing without one', async () => {
      const app = await context.buildApp({ env: { METRICS_TOKEN: TOKEN } });
      const ask = (authorization?: string) =>
        app.inject({
          method: 'GET',
          url: '/metrics',
          ...(authorization ? { headers: { authorization } } : {}),
        });
      const refused = await ask();
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect((await ask(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
      const answer = await ask(`Bearer ${TOKEN}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.body).toContain('# TYPE slangbridge_http_requests_total counter');
      expect(answer.body).toContain('process_cpu_seconds_total');

      // Without a token (or a port) there are no metrics to read, and the 404 says how to turn them on.
      const closed = await context.app.inject({ method: 'GET', url: '/metrics' });
      expect(closed.statusCode).toBe(404);
      const notServed = closed.json<{ code: string; error: string }>();
      expect(notServed.code).toBe('NOT_FOUND');
      expect(notServed.error).toContain('METRICS_TOKEN');
      expect(closed.body).not.toContain('slangbridge_http_requests_total');
    });

    it('counts requests per route, translations per step, the cache hit ratio and refusals', async () => {
      const app = await context.buildApp({
        env: { METRICS_TOKEN: TOKEN, TRANSLATE_RATE_LIMIT_PER_MINUTE: '3' },
      });
      const translate = () =>
        app.inject({
          method: 'POST',
          url: '/api/translate',
          headers: JSON_HEADERS,
          payload: TRANSLATE,
        });
      expect((await translate()).json()).toMatchObject({ engine: 'style-engine' });
      expect((await translate()).json()).toMatchObject({ engine: 'cache' });
      expect((await translate()).json()).toMatchObject({ engine: 'cache' });
      expect((await translate()).statusCode).toBe(429);
      await app.inject({ method: 'GET', url: '/api/no-such-route' });

      const text = await scrape(app);
      const route = 'method="POST",route="/api/translate"';
      expect(sample(text, 'slangbridge_http_requests_total', `${route},status="200"`)).toBe(3);
      expect(sample(text, 'slangbridge_http_requests_total', `${route},status="429"`)).toBe(1);
      expect(sample(text, 'slangbridge_http_request_duration_seconds_count', route)).toBe(4);
      expect(
        sample(
          text,
          'slangbridge_http_requests_total',
          'method="GET",route="unmatched",status="404"',
        ),
      ).toBe(1);
      expect(sample(text, 'slangbridge_rate_limit_refusals_total', 'route="/api/translate"')).toBe(
        1,
      );
      expect(sample(text, 'slangbridge_translation_answers_total', 'engine="style-engine"')).toBe(
        1,
      );
      expect(sample(text, 'slangbridge_translation_answers_total', 'engine="cache"')).toBe(2);
      expect(sample(text, 'slangbridge_translation_cache_lookups', 'result="miss"')).toBe(1);
      expect(sample(text, 'slangbridge_translation_cache_lookups', 'result="hit"')).toBe(2);
      expect(sample(text, 'slangbridge_translation_cache_hit_ratio')).toBeCloseTo(2 / 3);
    });

    it('times the AI provider and counts its failures', async () => {
      // An OpenAI-compatible provider that fails every call.
      const provider = createServer((_request, response) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{"error":{"message":"down"}}');
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      try {
        const app = await context.buildApp({
          env: {
            METRICS_TOKEN: TOKEN,
            LLM_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`,
            LLM_MODEL: 'broken',
            LLM_TIMEOUT_MS: '2000',
          },
        });
        const answer = await app.inject({
          method: 'POST',
          url: '/api/translate',
          headers: JSON_HEADERS,
          payload: { ...TRANSLATE, inputText: 'that show was great' },
        });
        // Between styles of one language the built-in engine stands in.
        expect(answer.json()).toMatchObject({ engine: 'style-engine' });
        const text = await scrape(app);
        expect(sample(text, 'slangbridge_ai_provider_errors_total')).toBe(1);
        expect(
          sample(text, 'slangbridge_ai_provider_duration_seconds_count', 'outcome="error"'),
        ).toBe(1);
      } finally {
        provider.closeAllConnections();
        await new Promise((resolve) => provider.close(resolve));
      }
    });

    it('serves /metrics on METRICS_PORT without a token, and not on the app port', async () => {
      const port = await freePort();
      const app = await context.buildApp({
        env: { METRICS_PORT: String(port), METRICS_TOKEN: TOKEN },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('slangbridge_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      const onApp = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(onApp.statusCode).toBe(404);
      expect(onApp.json()).toMatchObject({
        error: `Metrics are served on port ${port}, not here.`,
      });
    });

    it('gives every answer and error body a request id, keeping a sane one a proxy sent', async () => {
      const ok = await context.app.inject({ method: 'GET', url: '/api/health' });
      expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const refused = await context.app.inject({
        method: 'POST',
        url: '/api/translate',
        headers: { ...JSON_HEADERS, 'x-request-id': 'lb-4f2a9c7e-0001' },
        payload: { ...TRANSLATE, inputText: '' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['x-request-id']).toBe('lb-4f2a9c7e-0001');
      expect(refused.json()).toMatchObject({ requestId: 'lb-4f2a9c7e-0001' });
      const missing = await context.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(missing.json<{ requestId: string }>().requestId).toBe(missing.headers['x-request-id']);
      // Not an id: replaced, never written to the log as sent.
      const odd = await context.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'x\u0007<script>' },
      });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  },
  { only: ['pglite'] },
);

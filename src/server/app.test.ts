// What every caller of the HTTP server notices: JSON 404s under /api, the SPA for client routes with the right
// caching, and the security headers.
import { afterAll, expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import {
  createEmptyDir,
  createFakeClientDir,
  forEachDatabase,
  hasStackTrace,
} from './test/test-app';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

forEachDatabase(
  'HTTP server',
  (context) => {
    const client = createFakeClientDir();
    const unbuilt = createEmptyDir();
    afterAll(() => {
      client.remove();
      unbuilt.remove();
    });

    it.each([
      ['GET', '/api/nope'],
      ['GET', '/api/settings'],
      ['POST', '/api/nope'],
      ['DELETE', '/api/feedback'],
      ['GET', '/api/nope?x=1'],
    ])('answers %s %s with a JSON 404 NOT_FOUND', async (method, url) => {
      const response = await context.app.inject({ method: method as 'GET', url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json<ApiError>();
      expect(Object.keys(body).sort()).toEqual(['code', 'error', 'requestId']);
      expect(body.code).toBe('NOT_FOUND');
      expect(body.error).toBe(`No route matches ${method} ${url.split('?')[0]}.`);
      expect(hasStackTrace(response.body)).toBe(false);
    });

    it.each(['/api/no-such-thing', '/og/nope', '/og/slang/%0A.png'])(
      'answers a JSON 404 for %s even when the client is built (an API caller never gets the SPA)',
      async (url) => {
        const app = await context.buildApp({ clientDir: client.dir });
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      },
    );

    it.each([
      '/',
      '/streak',
      '/api',
      '/streak?q=rizz',
      '/dashboard/',
      '/admin/dictionary',
      '/admin/review-queue',
      '/editor/iraqi-arabic',
    ])('serves index.html (no-cache) for the client route %s', async (url) => {
      const app = await context.buildApp({ clientDir: client.dir });
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      // The app's page: index.html with the page's head (the browser renders it: no server build here).
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toMatch(/<title>[^<]+<\/title>/);
    });

    it.each([
      '/no-such-page',
      '/slang/',
      '/admin/nope',
      '/editor/nope',
      '/flashcards/deck/abc',
      '/no-such-page?utm_source=x',
    ])(
      'answers %s, which the route table does not have, 404 with the not-found page marked noindex',
      async (url) => {
        const app = await context.buildApp({ clientDir: client.dir });
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await app.inject({ method, url, headers: html });
          expect(response.statusCode, method).toBe(404);
          expect(response.headers['content-type']).toMatch(/^text\/html/);
          if (method === 'HEAD') continue;
          expect(response.body).toContain('<title>404 Page Not Found · SlangBridge</title>');
          expect(response.body).toContain('<meta name="robots" content="noindex" />');
          expect(response.body).toMatch(
            /<div id="root"><main[^>]*><h1>404 Page Not Found<\/h1><p>Did you forget to add the page to the router\?<\/p>/,
          );
        }
      },
    );

    it('leads /admin to the first admin tool, keeping the query', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      for (const [url, location] of [
        ['/admin', '/admin/dictionary'],
        ['/admin/', '/admin/dictionary'],
        ['/admin?q=rizz', '/admin/dictionary?q=rizz'],
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode, url).toBe(302);
        expect(response.headers.location, url).toBe(location);
      }
    });

    it('keeps JSON 404s for unknown /api and /v1 paths, and answers 404 without a built client', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      for (const url of ['/api/no-such-page', '/v1/no-such-page']) {
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode, url).toBe(404);
        expect(response.json<ApiError>().code, url).toBe('NOT_FOUND');
      }
      const unbuiltApp = await context.buildApp({ clientDir: unbuilt.dir });
      const response = await unbuiltApp.inject({ method: 'GET', url: '/no-such-page' });
      expect(response.statusCode).toBe(404);
    });

    it('serves a hashed asset with a one-year immutable cache', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      const response = await app.inject({ method: 'GET', url: client.assetPath });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toContain('asset');
    });

    it('answers 404 for a missing asset instead of index.html', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      const response = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<!doctype html>');
    });

    it('serves index.html itself with no-cache when asked by name', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      const response = await app.inject({ method: 'GET', url: '/index.html' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('answers client routes with a 503 text explaining how to build when there is no built client', async () => {
      const app = await context.buildApp({ clientDir: unbuilt.dir });
      for (const url of ['/', '/dictionary']) {
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toMatch(/^text\/plain/);
        expect(response.body).toContain('npm run build');
      }
      // The API keeps working without a client.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('sends pages the full Content-Security-Policy and security headers', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      const response = await app.inject({ method: 'GET', url: '/dictionary', headers: html });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('https://www.youtube-nocookie.com');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
      // No HSTS on plain http (PUBLIC_URL unset).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('sends API answers the short set: nothing may load, frame, sniff or read them across origins', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      for (const url of ['/api/health', '/api/nope']) {
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.headers['content-security-policy']).toBe(
          "default-src 'none';frame-ancestors 'none'",
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
        // frame-ancestors 'none' above replaces X-Frame-Options; a JSON answer has no links for a referrer.
        expect(response.headers['x-frame-options']).toBeUndefined();
        expect(response.headers['referrer-policy']).toBeUndefined();
        expect(response.headers['x-powered-by']).toBeUndefined();
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('adds HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
      const app = await context.buildApp({ env: { PUBLIC_URL: 'https://slangbridge.example' } });
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const page = await app.inject({ method: 'GET', url: '/dictionary' });
      expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(String(page.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
    });

    it('compresses large responses for clients that accept gzip', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      app.get('/api/test/large', () => ({ text: 'slang '.repeat(1000) }));
      const response = await app.inject({
        method: 'GET',
        url: '/api/test/large',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
    });
  },
  // Routing and headers do not depend on the database.
  { only: ['pglite'] },
);

// The server's side of page rendering, with a stand-in for the app's server build (the real one is built by
// `npm run build` and checked in the browser by e2e/server-rendering.e2e.ts): the render's own calls are answered
// in-process with the visitor's session, its markup and queries land in the page, and a render that fails leaves
// the page to the browser instead of failing the request.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PREFETCHED_QUERIES_ID } from '@shared/server-render';
import { cookieHeaders, signUp } from '../test/auth-helpers';
import { createFakeClientDir, forEachDatabase } from '../test/test-app';

/** A render module like dist/render/entry-server.js that shows who /api/auth/me says the visitor is. */
const STAND_IN = `
export async function renderApp(url) {
  if (url.startsWith('/about')) throw new Error('this page cannot render');
  if (url.startsWith('/terms')) await fetch('/api/feedback', { method: 'POST', body: '{}' });
  if (url.startsWith('/landing')) return { html: '<main>' + 'slang '.repeat(2000) + '</main>', prefetched: { mutations: [], queries: [] } };
  if (url.startsWith('/dictionary')) {
    // Data fetched anew on every render: the instants differ from one request to the next, the content does not.
    const now = Date.now() + Math.floor(Math.random() * 1000);
    const state = { data: { url }, dataUpdatedAt: now, errorUpdatedAt: 0, status: 'success' };
    return {
      html: '<main>' + 'word '.repeat(400) + url + '</main>',
      prefetched: { mutations: [], queries: [{ queryKey: ['/api/dictionary'], queryHash: 'd', dehydratedAt: now, state }] },
    };
  }
  const me = await fetch('/api/auth/me');
  const body = await me.json();
  const who = body && body.user ? body.user.email : 'nobody';
  return {
    html: '<main><h1>' + url + '</h1><p>' + me.status + ' ' + who + '</p></main>',
    prefetched: { mutations: [], queries: [{ queryKey: ['/api/auth/me'], who }] },
  };
}
`;

forEachDatabase('server rendering of pages', (context) => {
  const client = createFakeClientDir();
  const renderDir = mkdtempSync(join(tmpdir(), 'slangbridge-render-'));
  writeFileSync(join(renderDir, 'entry-server.js'), STAND_IN);
  afterAll(() => {
    client.remove();
    rmSync(renderDir, { recursive: true, force: true });
  });

  it("puts the app's markup in #root and its queries in the page, answering its calls in-process", async () => {
    const app = await context.buildApp({ clientDir: client.dir, renderDir });
    const response = await app.inject({ method: 'GET', url: '/flashcards?deck=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<div id="root"><main><h1>/flashcards?deck=1</h1><p>401 nobody</p></main></div>',
    );
    expect(response.body).toContain(
      `<script type="application/json" id="${PREFETCHED_QUERIES_ID}">{"mutations":[],"queries":[{"queryKey":["/api/auth/me"],"who":"nobody"}]}</script>`,
    );
  });

  it("renders a signed-in visitor's page with their session, for them alone", async () => {
    const app = await context.buildApp({ clientDir: client.dir, renderDir });
    const session = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: cookieHeaders(session),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<p>200 ${session.email}</p>`);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("passes on the cookies the render's calls set (a session that ended is cleared in the browser too)", async () => {
    const app = await context.buildApp({ clientDir: client.dir, renderDir });
    const session = await signUp(app);
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: cookieHeaders(session),
    });
    expect(signOut.statusCode).toBe(200);
    const response = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: session.cookie },
    });
    expect(response.body).toContain('<p>401 nobody</p>');
    const setCookies = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookies).toMatch(/Max-Age=0/i);
  });

  it('keeps the status the page head gives the path (404 for an unknown page) with the rendered markup', async () => {
    const app = await context.buildApp({ clientDir: client.dir, renderDir });
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).toContain('<div id="root"><main><h1>/no-such-page</h1>');
  });

  it('leaves a page the render failed on to the browser (the app shell, 200), and a write in a render fails it', async () => {
    const app = await context.buildApp({ clientDir: client.dir, renderDir });
    for (const url of ['/about', '/terms']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain(PREFETCHED_QUERIES_ID);
    }
  });

  it('sends pages compressed, with an ETag that a revalidation answers 304', async () => {
    const app = await context.buildApp({ clientDir: client.dir, renderDir });
    const first = await app.inject({
      method: 'GET',
      url: '/landing',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.rawPayload.length).toBeLessThan(2000);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({
      method: 'GET',
      url: '/landing',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 304 to a revalidation of a page whose data was fetched again but did not change', async () => {
    const app = await context.buildApp({ clientDir: client.dir, renderDir });
    const get = (url: string, etag?: string) =>
      app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });
    const first = await get('/dictionary');
    const second = await get('/dictionary');
    expect(first.statusCode).toBe(200);
    // The pages differ in the instants the data was fetched at, not in their ETag.
    expect(second.body).not.toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await get('/dictionary', String(first.headers.etag));
    expect(again.statusCode).toBe(304);
    // Other content, another ETag: the page is sent.
    const other = await get('/dictionary/american-slang', String(first.headers.etag));
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('renders nothing on the server without a server build', async () => {
    const app = await context.buildApp({ clientDir: client.dir });
    const response = await app.inject({ method: 'GET', url: '/flashcards' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain(PREFETCHED_QUERIES_ID);
  });
});

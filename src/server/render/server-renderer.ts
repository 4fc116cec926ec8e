// The browser app rendered on the server (issue 26 item 1). `npm run build` puts the app's server build in
// dist/render (src/client/entry-server.tsx); this loads it and runs it for a page request. The app's queries call
// fetch with its own relative addresses (/api/...), as in the browser: during a render those calls are answered
// in-process by the same Fastify instance (app.inject) with the visitor's cookies and address, so a signed-in
// visitor gets their page and rate limits count them, not the server; the cookies those calls set (a session
// refreshed, or cleared because it ended) go out with the page, as they would have reached the browser from its own
// calls. Any other fetch goes to the network as usual.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerRender } from '@shared/server-render';
import { PROJECT_ROOT } from '../paths';

export const RENDER_DIST_DIR = join(PROJECT_ROOT, 'dist', 'render');

export type AppRenderer = (
  request: FastifyRequest,
) => Promise<ServerRender & { setCookies: string[] }>;

interface RenderScope {
  app: FastifyInstance;
  request: FastifyRequest;
  /** Set-Cookie lines of the render's calls, for the page's answer. */
  setCookies: string[];
}

const renderScope = new AsyncLocalStorage<RenderScope>();
let fetchInstalled = false;

/** The request headers a page's own calls carry (who the visitor is; nothing that describes the page request). */
const FORWARDED_HEADERS = ['cookie', 'authorization', 'accept-language', 'user-agent'] as const;

function installInProcessFetch() {
  if (fetchInstalled) return;
  fetchInstalled = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const scope = renderScope.getStore();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!scope || !url.startsWith('/')) return networkFetch(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    // A render only reads; a write during one would be a bug in a page, not something to carry out.
    if (method !== 'GET') throw new Error(`A server render may only read (${method} ${url})`);
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = scope.request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await scope.app.inject({
      method: 'GET',
      url,
      headers,
      remoteAddress: scope.request.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      if (name === 'set-cookie') {
        scope.setCookies.push(...(Array.isArray(value) ? value : [String(value)]));
        continue;
      }
      for (const item of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(item));
    }
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(answer.rawPayload) : null, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** The app's server renderer from its build, or null when it has not been built (the app then renders alone). */
export async function loadAppRenderer(
  app: FastifyInstance,
  dir: string,
): Promise<AppRenderer | null> {
  const entry = join(dir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as {
    renderApp: (url: string) => Promise<ServerRender>;
  };
  installInProcessFetch();
  return async (request) => {
    const scope: RenderScope = { app, request, setCookies: [] };
    const rendered = await renderScope.run(scope, () => module.renderApp(request.url));
    return { ...rendered, setCookies: scope.setCookies };
  };
}

// Serves the built browser app: hashed assets cached for a year, index.html (never cached) for the pages of the
// shared route table (src/shared/routes.ts), the not-found page with a 404 for every other path (as the client's
// router shows it; no soft 404 for search engines), and a JSON 404 for unknown /api and /v1 paths so an API caller
// never receives the SPA. Every page is rendered by the app's server build when there is one (the browser then
// hydrates it), and gets the head tags and status that src/server/dictionary/pages.ts gives its path (404 for an
// unknown term). Whatever the server could not render, the browser renders alone.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@shared/api-error';
import { legacyBrowseRedirect } from '@shared/dictionary-paths';
import { NOT_FOUND_PAGE, findPageRoute } from '@shared/routes';
import { withoutFetchTimes } from '@shared/server-render';
import { injectPage, notFoundPage, type RenderedPage } from '../dictionary/pages';
import { CLIENT_DIST_DIR } from '../paths';
import { readClientManifest, withPageModules } from '../render/page-modules';
import type { AppRenderer } from '../render/server-renderer';
import { sendHtmlPage } from './page-response';

/** Server-rendered parts of a page (null: the app renders it alone). */
export type PageRenderer = (pathname: string) => Promise<RenderedPage | null>;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that are never pages: an unknown one is a JSON 404, never the not-found page (share pictures too). */
const NOT_PAGES = ['/api/', '/v1/', '/assets/', '/og/'];

export async function registerSpa(
  app: FastifyInstance,
  clientDir = CLIENT_DIST_DIR,
  renderPage?: PageRenderer,
  renderApp?: AppRenderer | null,
) {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, path) {
        void reply.header(
          'Cache-Control',
          path.includes(`${join(clientDir, 'assets')}`) ? IMMUTABLE : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`No built client in ${clientDir}: run "npm run build" (the API still works)`);
  }

  const sendIndex = (reply: FastifyReply) =>
    hasClient
      ? reply
          .header('Cache-Control', 'no-cache')
          .type('text/html')
          .sendFile('index.html', clientDir)
      : reply
          .status(503)
          .type('text/plain')
          .send(
            'The web app has not been built. Run "npm run build", then start the server again.',
          );

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const query = request.url.indexOf('?');
    // The dictionary's first-version query addresses moved for good (issue 26 item 2).
    const moved = legacyBrowseRedirect(pathname, query === -1 ? '' : request.url.slice(query));
    if (moved) return reply.redirect(moved, 301);
    const match = findPageRoute(pathname);
    if (match?.route.redirect) {
      return reply.redirect(
        match.route.redirect + (query === -1 ? '' : request.url.slice(query)),
        302,
      );
    }
    if (!match && !hasClient) {
      return reply.status(404).type('text/plain; charset=utf-8').send(NOT_FOUND_PAGE.title);
    }
    const head = !match
      ? notFoundPage()
      : hasClient && renderPage
        ? await renderPage(pathname)
        : null;
    const rendered = hasClient && renderApp ? await renderSafely(request, renderApp) : null;
    if (!head && !rendered) return sendIndex(reply);
    const page: RenderedPage = {
      status: 200,
      ...head,
      ...(rendered ? { body: rendered.html, prefetched: rendered.prefetched } : {}),
    };
    if (rendered?.setCookies.length) void reply.header('set-cookie', rendered.setCookies);
    // A page rendered with the visitor's session is theirs alone: no shared cache may keep it.
    void reply.header('Cache-Control', request.headers.cookie ? 'private, no-cache' : 'no-cache');
    // Read per page, like sendFile: a rebuild while the server runs names new asset files.
    let indexHtml = await readFile(join(clientDir, 'index.html'), 'utf8');
    if (rendered?.modules?.length) {
      const manifest = await readClientManifest(clientDir, indexHtml);
      indexHtml = withPageModules(manifest, rendered.modules, indexHtml);
    }
    const html = injectPage(indexHtml, page);
    const sameAs = page.prefetched
      ? injectPage(indexHtml, { ...page, prefetched: withoutFetchTimes(page.prefetched) })
      : html;
    return sendHtmlPage(request, reply, page.status, html, sameAs);
  };

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const body: ApiError = {
      error: `No route matches ${request.method} ${request.url.split('?')[0] ?? ''}.`,
      code: 'NOT_FOUND',
      requestId: request.id,
    };
    return reply.status(404).send(body);
  };

  app.get('/', (request, reply) => sendPage(request, reply, '/'));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NOT_PAGES.some((prefix) => path.startsWith(prefix));
    return isPage ? sendPage(request, reply, path) : sendNotFound(request, reply);
  });
}

/** The app's rendering of a page, or null (logged) when it failed: the browser then renders the page itself. */
async function renderSafely(request: FastifyRequest, renderApp: AppRenderer) {
  try {
    return await renderApp(request);
  } catch (error) {
    request.log.error({ err: error }, 'Server rendering failed; the browser renders the page');
    return null;
  }
}

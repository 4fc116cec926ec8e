// The public API's OpenAPI document (GET /v1/openapi.json, no key needed) and its interactive reference at /docs/api:
// a small server-rendered page, not part of the browser app, that loads Scalar's standalone bundle from this
// server (never from a CDN) under a Content-Security-Policy of its own.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { BRAND_NAME } from '@shared/brand';
import { PUBLIC_API_SECURITY_SCHEME } from '@shared/schemas/public-api';
import { publicUrl } from '../config';
import { API_REFERENCE_PATH, OPENAPI_DOCUMENT_PATH } from '../plugins/openapi';
import { escapeHtml, openGraphTags } from '../dictionary/pages';
import { securityHeaders } from '../plugins/security';
import { loadReferenceBundle, referenceBundleVersion } from './api-docs-bundle';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The bundle's address names its version, so browsers may keep it for a year. */
export const REFERENCE_BUNDLE_PATH = `${API_REFERENCE_PATH}/scalar-${referenceBundleVersion()}.js`;
export const REFERENCE_INIT_PATH = `${API_REFERENCE_PATH}/reference.js`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The reference's settings. Scalar would otherwise fetch fonts, telemetry and a request proxy from its own
 * servers; everything here stays on this origin (the page's CSP would refuse the rest anyway).
 */
export const REFERENCE_CONFIGURATION = {
  url: OPENAPI_DOCUMENT_PATH,
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
  hideClientButton: false,
  persistAuth: false,
  // Code samples in the three clients developers reach for first: curl, JavaScript's fetch, Python's requests.
  hiddenClients: {
    c: true,
    clojure: true,
    csharp: true,
    dart: true,
    fsharp: true,
    go: true,
    http: true,
    java: true,
    js: ['axios', 'jquery', 'ofetch', 'xhr'],
    kotlin: true,
    node: true,
    objc: true,
    ocaml: true,
    php: true,
    powershell: true,
    python: ['python3', 'httpx_sync', 'httpx_async'],
    r: true,
    ruby: true,
    rust: true,
    shell: ['httpie', 'wget'],
    swift: true,
  },
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  // The AI assistant talks to Scalar's servers.
  agent: { disabled: true },
  authentication: { preferredSecurityScheme: PUBLIC_API_SECURITY_SCHEME },
} as const;

/**
 * The page's policy: scripts only from this origin (the bundle and a one-line start script, no inline code), the
 * document and "try it" calls only to this origin, nothing framed or framing. Scalar writes its styles at run
 * time, hence the inline styles.
 */
export const REFERENCE_PAGE_HEADERS = securityHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
});

const TITLE = `${BRAND_NAME} API reference`;

const DESCRIPTION = `The ${BRAND_NAME} public API: endpoints, request and response schemas, and examples in curl, JavaScript and Python.`;

/** The page, with its canonical address and link preview tags on the configured public address. */
const referencePage = (origin: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(TITLE)}</title>
    <meta name="description" content="${escapeHtml(DESCRIPTION)}" />
    <link rel="canonical" href="${escapeHtml(`${origin}${API_REFERENCE_PATH}`)}" />
    ${openGraphTags({ title: TITLE, description: DESCRIPTION, url: `${origin}${API_REFERENCE_PATH}` })}
    <link rel="icon" href="/favicon-48x48.png" sizes="48x48" type="image/png" />
  </head>
  <body>
    <noscript>
      <p>The interactive reference needs JavaScript. The OpenAPI document is at
        <a href="${OPENAPI_DOCUMENT_PATH}">${OPENAPI_DOCUMENT_PATH}</a>.</p>
    </noscript>
    <div id="app"></div>
    <script src="${REFERENCE_BUNDLE_PATH}"></script>
    <script src="${REFERENCE_INIT_PATH}"></script>
  </body>
</html>
`;

const INIT_SCRIPT = `Scalar.createApiReference('#app', ${JSON.stringify(REFERENCE_CONFIGURATION)});\n`;
const INIT_ETAG = `"${createHash('sha256').update(INIT_SCRIPT).digest('base64url').slice(0, 16)}"`;

interface EncodedBundle {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export const apiDocsRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, (_request, reply) => {
    const document = app.swagger() as OpenAPIV3_1.Document;
    // Without PUBLIC_URL (outside production) the document names http://localhost:PORT, never the request's Host.
    const body: OpenAPIV3_1.Document = document.servers?.length
      ? document
      : { ...document, servers: [{ url: publicUrl(app.config) }] };
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Access-Control-Allow-Origin', '*')
      .send(body);
  });

  const page = referencePage(publicUrl(app.config));
  const sendPage = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .headers(REFERENCE_PAGE_HEADERS)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page);
  app.get(API_REFERENCE_PATH, sendPage);
  app.get(`${API_REFERENCE_PATH}/`, (_request, reply) => reply.redirect(API_REFERENCE_PATH, 301));

  app.get(REFERENCE_INIT_PATH, (request, reply) => {
    void reply
      .headers(REFERENCE_PAGE_HEADERS)
      .header('Cache-Control', 'no-cache')
      .header('ETag', INIT_ETAG);
    if (request.headers['if-none-match'] === INIT_ETAG) return reply.status(304).send();
    return reply.type('text/javascript; charset=utf-8').send(INIT_SCRIPT);
  });

  // Read and compressed on the first request only: most processes never serve it, and the bundle is large.
  let bundle: Promise<EncodedBundle> | undefined;
  const encodedBundle = () =>
    (bundle ??= loadReferenceBundle()
      .then(async (identity) => ({
        identity,
        gzip: await gzipAsync(identity, { level: 9 }),
        br: await brotliAsync(identity, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
        }),
      }))
      .catch((error: unknown) => {
        bundle = undefined;
        throw error;
      }));

  app.get(REFERENCE_BUNDLE_PATH, async (request, reply) => {
    const encoded = await encodedBundle();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    void reply
      .headers(REFERENCE_PAGE_HEADERS)
      .header('Cache-Control', IMMUTABLE)
      .header('Vary', 'Accept-Encoding')
      .type('text/javascript; charset=utf-8');
    if (!encoding) return reply.send(encoded.identity);
    return reply.header('Content-Encoding', encoding).send(encoded[encoding]);
  });
  done();
};

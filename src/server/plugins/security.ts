// Security headers (with a Content-Security-Policy the built app passes; a short set on API answers) and
// response compression.
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { CLIENT_DIST_DIR } from '../paths';
import { builtPageScriptSources } from '../render/inline-scripts';
import { REQUEST_ID_HEADER } from '../request-id';
import helmet, { type HelmetOptions } from 'helmet';
import { VIDEO_EMBED_ORIGINS } from '@shared/video-url';

/**
 * Exactly the origins the daily video card's players load from (spec 1 §5: short-video, photo-sharing and
 * long-video platforms), taken from the parser that builds their addresses so the two cannot drift apart.
 */
const VIDEO_FRAME_SOURCES: readonly string[] = Object.values(VIDEO_EMBED_ORIGINS);

export async function registerSecurity(app: FastifyInstance, clientDir = CLIENT_DIST_DIR) {
  const httpsOnly = app.config.PUBLIC_URL?.startsWith('https://') ?? false;
  const pageHeaders = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The built page's own two inline scripts (theme, boot), by hash; nothing else inline runs.
        scriptSrc: ["'self'", ...builtPageScriptSources(clientDir)],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Any https image, not a list of hosts: a profile picture is any https address its owner gave (or their
        // sign-in provider's). The daily video's thumbnail (i.ytimg.com, an address built from the link, so
        // nothing is asked of the platforms to show it) is one of these.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest, named rather than left to default-src.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        frameSrc: [...VIDEO_FRAME_SOURCES],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Embedded players from other origins must still load.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: httpsOnly,
  });
  // JSON answers are not documents: they need no policy for scripts, styles or frames, only to be never
  // sniffed, framed or read across origins (the API set of OWASP's REST guidance). Three headers and a short
  // policy on every API call: less for Node to check and write on the hot path (docs/performance.md). The
  // policy's frame-ancestors 'none' is what browsers honour over X-Frame-Options, and a JSON answer has no links
  // to leak a referrer through, so neither header is sent here.
  const apiHeaders = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: false,
    referrerPolicy: false,
    strictTransportSecurity: httpsOnly,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const api = request.url.startsWith('/api/') || request.url.startsWith('/v1/');
    void reply.headers(api ? apiHeaders : pageHeaders).header(REQUEST_ID_HEADER, request.id);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024 });
}

/**
 * The headers helmet sets for these options, worked out once. They do not depend on the request, and
 * @fastify/helmet rebuilt them (parsing the whole policy) on every request: a tenth of a cached translation's
 * time (docs/performance.md).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: Error | undefined;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) failure = error instanceof Error ? error : new Error('helmet refused the options');
  });
  if (failure) throw failure;
  return headers;
}

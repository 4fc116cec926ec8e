// How a page's HTML goes out: compressed for the browser (brotli or gzip, Vary: Accept-Encoding) with a weak ETag
// that a revalidation answers 304 (issue 26 item 5). Pages are answered by the not-found handler (every GET path
// no route takes; a catch-all route would also take API paths the router itself must refuse, such as a 414 for an
// over-long parameter), and @fastify/compress and @fastify/etag attach themselves to routes only: so the page does
// both here, with Node's zlib and Fastify's own Accept-Encoding negotiator.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Pages below this size go out as they are (as @fastify/compress's threshold in security.ts). */
const COMPRESS_THRESHOLD = 1024;
/** Brotli's quality 5 compresses a page in about a millisecond, close to the ratio of its slow top level. */
const BROTLI_QUALITY = 5;

const weakEtagOf = (html: string) =>
  `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  // Weak comparison (RFC 9110 §13.1.2): the W/ prefix does not count.
  const opaque = etag.slice(2);
  return header
    .split(',')
    .map((item) => item.trim())
    .some((item) => item === '*' || item === etag || item === opaque || item.slice(2) === opaque);
}

/**
 * Sends `html`; its ETag is computed on `sameAs` when given: the page with what differs on every request although
 * the content does not (the instants the page's data was fetched), so that a revalidation can answer 304.
 */
export async function sendHtmlPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
  sameAs: string = html,
) {
  const etag = weakEtagOf(sameAs);
  void reply.status(status).header('ETag', etag).header('Vary', 'Accept-Encoding');
  if (status === 200 && matches(request, etag)) return reply.status(304).send();
  void reply.type('text/html; charset=utf-8');
  const size = Buffer.byteLength(html);
  const encoding =
    size < COMPRESS_THRESHOLD
      ? null
      : negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    const body = await brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (encoding === 'gzip')
    return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(html));
  return reply.send(html);
}

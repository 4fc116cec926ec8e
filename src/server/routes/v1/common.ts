// What every /v1 route's options share: its place in the OpenAPI document (operation id, tag, summary, bearer
// security), and for the routes that take a body, how that body is read.
import type { preParsingHookHandler } from 'fastify';
import {
  ENCODED_BODY_MESSAGE,
  PUBLIC_API_SECURITY_SCHEME,
  PUBLIC_API_TAG,
  type V1ResponseHeaders,
} from '@shared/schemas/public-api';
import { AppError } from '../../errors';
import { RESPONSE_HEADERS_KEY } from '../../plugins/openapi';

/**
 * The documentation part of a /v1 route's `schema`; `operationId` names the call in generated clients, and
 * `responseHeaders` the headers its answers send beyond those of every /v1 answer (V1_RESPONSE_HEADERS).
 */
export function v1Operation(
  operationId: string,
  summary: string,
  description: string,
  responseHeaders: Record<number, V1ResponseHeaders> = {},
) {
  return {
    operationId,
    tags: [PUBLIC_API_TAG],
    summary,
    description,
    security: [{ [PUBLIC_API_SECURITY_SCHEME]: [] }],
    [RESPONSE_HEADERS_KEY]: responseHeaders,
  };
}

/** True when a request's Content-Encoding (if any) says its body is sent as it is. */
export function isIdentityEncoding(header: string | undefined): boolean {
  return (
    header === undefined ||
    header.split(',').every((coding) => coding.trim().toLowerCase() === 'identity')
  );
}

/**
 * Refuses a body sent with a content coding (gzip, br, …), as the document says: 415, with `Accept-Encoding:
 * identity` (RFC 7694) saying how to send it instead. Runs after the key guard (a call without a key is a 401).
 */
const refuseEncodedBody: preParsingHookHandler = (request, reply, payload, done) => {
  if (isIdentityEncoding(request.headers['content-encoding'])) {
    done(null, payload);
    return;
  }
  void reply.header('Accept-Encoding', 'identity');
  done(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', ENCODED_BODY_MESSAGE));
};

/**
 * Options of the /v1 routes that take a JSON body: the body is read as sent (the app's request decompression is
 * off, and an encoded body refused). The folder reads no other media type (index.ts).
 */
export const V1_BODY_ROUTE_OPTIONS = {
  decompress: false,
  preParsing: refuseEncodedBody,
} as const;

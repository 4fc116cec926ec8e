// Each request's id: the one a load balancer or proxy sent in X-Request-Id when it looks like an id, otherwise a
// new random one. It is in every log line of the request (`requestId`), in the X-Request-Id answer header and
// in every error body, so a user's report of an error finds its log lines on whichever replica served it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// Letters, digits and a few separators, up to 128: anything else from outside is not written to the log.
const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTABLE.test(sent) ? sent : randomUUID();
}

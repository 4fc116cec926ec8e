// What every answer to a hostile request must be: below 500, an error as the JSON {error, code}, and no body
// carrying a stack trace, SQL, a failed query's parameters, or unsafe text (NUL, lone surrogates) sent back.
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '@shared/api-error';
import { isSafeDeep } from '@shared/schemas/text';
import type { FuzzRequest } from './arbitraries';

// Bounded for the same reason as leaksInternals: the answers of a thousand requests a route are searched.
const SQL =
  /\bselect\b[^\n]{0,2000}\bfrom "|insert into "|update "\w+" set|delete from "|Failed query|\nparams: /i;

/**
 * A stack trace or an internal path in a body. The test helper `hasStackTrace` says the same with
 * `/\bat .+\(.+:\d+:\d+\)/`, which backtracks polynomially on a long one-line body holding " at " and parentheses
 * (a 165 KB dictionary listing took minutes); here a frame's parts have bounded lengths, so a check is linear.
 */
export function leaksInternals(body: string): boolean {
  return (
    /\bat [^\n()]{0,300}\([^\n()]{1,500}:\d+:\d+\)/.test(body) ||
    // A multi-line trace, raw or escaped in JSON.
    /(?:\n|\\n)\s+at /.test(body) ||
    /"stack"\s*:|node_modules|\/src\/server\//.test(body)
  );
}

/** A documented 503: no voice is configured or installed here, so the browser is told to speak the text. */
export function isVoiceUnavailable(request: FuzzRequest, response: LightMyRequestResponse) {
  return (
    response.statusCode === 503 &&
    request.url.startsWith('/api/voice/') &&
    response.body.includes('SERVICE_UNAVAILABLE')
  );
}

/** What is wrong with the answer to `request`; empty when nothing is. */
export function problemsOf(request: FuzzRequest, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const { statusCode: status, body } = response;
  if (status >= 500 && !isVoiceUnavailable(request, response)) problems.push(`status ${status}`);
  // Audio (the voice route) is bytes, not text to search; a script (the API reference's bundle, served as it
  // comes from its package) is code that takes no input, and holds escapes such as \u0000 of its own.
  const type = String(response.headers['content-type']);
  if (!/json|text|html|xml/.test(type) || /javascript/.test(type)) return problems;
  if (leaksInternals(body)) problems.push('a stack trace');
  if (SQL.test(body)) problems.push('SQL');
  // Echoes are judged by what they could carry: a 404 names the path as it was sent (still percent-encoded, so
  // `%00` stays three characters) and zod names unknown keys, which is useful to a developer and harmless in
  // JSON; a NUL or a lone surrogate coming back would mean unsafe text was taken in or quoted raw.
  if (body.includes('\\u0000') || !isSafeDeep(body)) problems.push('unsafe text sent back');
  if (status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      problems.push('an error that is not JSON');
    }
    if (parsed !== undefined) {
      const error = parsed as { error?: unknown; code?: unknown };
      if (typeof error.error !== 'string') problems.push('no error message');
      if (!(ERROR_CODES as readonly unknown[]).includes(error.code)) problems.push('no error code');
      if (!isSafeDeep(parsed)) problems.push('unsafe text sent back');
    }
  }
  return problems;
}

const clip = (text: string, length = 200) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

/** The request as a line of JSON, long parts cut, bytes in hex: enough to send it again by hand. */
export function describeRequest(request: FuzzRequest): string {
  const { payload } = request;
  return JSON.stringify({
    ...request,
    url: clip(request.url),
    payload: Buffer.isBuffer(payload)
      ? `bytes ${payload.subarray(0, 100).toString('hex')}${payload.length > 100 ? `… (${payload.length} bytes)` : ''}`
      : payload === undefined
        ? undefined
        : clip(payload),
  });
}

// Calls to the API as a signed-in user (bearer token) and the checks every API test makes of an answer: the
// expected status with a JSON body, or the JSON error {error, code} without a stack trace.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiError } from '@shared/api-error';
import { bearerHeaders, type TestSession } from './auth-helpers';
import { hasStackTrace, JSON_HEADERS } from './test-app';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function callApi(
  app: FastifyInstance,
  session: TestSession,
  method: ApiMethod,
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers:
      body === undefined ? bearerHeaders(session) : { ...JSON_HEADERS, ...bearerHeaders(session) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** The answer's JSON body, after checking its status. */
export function expectOk<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** Checks an answer without a body (204 No Content). */
export function expectNoContent(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(204);
  expect(response.body).toBe('');
}

/** Checks an error answer: status, code, message (exact or pattern), no stack trace; returns the body. */
export function expectApiError(
  response: LightMyRequestResponse,
  status: number,
  code: ApiError['code'],
  message: string | RegExp,
): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ApiError>();
  expect(body.code).toBe(code);
  if (typeof message === 'string') expect(body.error).toBe(message);
  else expect(body.error).toMatch(message);
  expect(hasStackTrace(response.body)).toBe(false);
  return body;
}

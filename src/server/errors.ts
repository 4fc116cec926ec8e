// Turns every failure into the JSON error format of ARCHITECTURE §5: {error, code, details?}, never a stack trace.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@shared/api-error';
import { toSafeText } from '@shared/schemas/text';
import { REQUEST_ID_HEADER } from './request-id';

/** An error a route throws on purpose; its message is shown to the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: unknown) =>
  new AppError(409, 'CONFLICT', message, details);
export const serviceUnavailable = (message: string) =>
  new AppError(503, 'SERVICE_UNAVAILABLE', message);

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);
const CONNECTION_ERROR_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|PGlite is closed/i;

/** True when an error (or anything in its cause chain) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_ERROR_TEXT.test(message)) return true;
    current = cause;
  }
  return false;
}

/** PostgreSQL error codes (SQLSTATE) the app acts on. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** True when an error, or anything in its cause chain (drizzle wraps the driver's error), has SQLSTATE `code`. */
export function hasPostgresCode(error: unknown, code: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function toApiError(error: FastifyError | AppError | Error): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        error: error.message,
        code: error.code,
        ...(error.details === undefined ? {} : { details: error.details }),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    // Messages may quote what was sent (zod names unrecognized keys); what we answer is always safe text.
    return {
      status: 400,
      body: {
        error: toSafeText(first?.message ?? 'Invalid request.'),
        code: 'VALIDATION_FAILED',
        details: error.validation.map((issue) => ({
          field: toSafeText(issue.instancePath.replace(/^\//, '').replaceAll('/', '.')),
          message: issue.message && toSafeText(issue.message),
        })),
      },
    };
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: {
          error: 'Send the request body as application/json.',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
      };
    // The router's own refusals; their default text repeats the path, which is the caller's input.
    case 'FST_ERR_BAD_URL':
      return {
        status: 400,
        body: {
          error: 'The address is not valid (broken percent-encoding).',
          code: 'VALIDATION_FAILED',
        },
      };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return {
        status: 414,
        body: { error: 'A part of the address is too long.', code: 'VALIDATION_FAILED' },
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        status: 400,
        body: { error: 'The request body is not valid JSON.', code: 'INVALID_JSON' },
      };
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return {
      status: 400,
      body: { error: 'The request body is not valid JSON.', code: 'INVALID_JSON' },
    };
  }
  if (fastifyError.statusCode === 429) {
    return {
      status: 429,
      body: {
        error: 'Too many requests. Please wait a moment and try again.',
        code: 'RATE_LIMITED',
      },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        error: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      },
    };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      body: {
        error: toSafeText(error.message),
        code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
      },
    };
  }
  return {
    status: 500,
    body: { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' },
  };
}

// drizzle's DrizzleQueryError: "Failed query: <sql with $1 placeholders>\nparams: <the values, i.e. user input>".
const FAILED_QUERY = /^(Failed query: [\s\S]*?)\nparams: [\s\S]*$/;
// PostgreSQL quotes the offending value at the end of some messages (`invalid input syntax for type uuid: "…"`).
const QUOTED_VALUE_AT_END = /: "[\s\S]*"$/;

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * An error as the log may show it: its name, message and stack frames, down the cause chain, without the
 * parameters of a failed query or a value PostgreSQL quotes back, and with the first code of the chain (the
 * SQLSTATE of a failed query). The error itself is never logged: its other properties (`params`, `detail`,
 * `where`, …) carry what the user sent.
 */
export function errorForLog(error: unknown, depth = 0): Error {
  if (!(error instanceof Error))
    return new Error(`A non-error value was thrown (${typeof error}).`);
  const message = error.message
    .replace(FAILED_QUERY, '$1')
    .replace(QUOTED_VALUE_AT_END, ': "[redacted]"');
  const safe = new Error(message);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  safe.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  if (error.cause !== undefined && depth < 4) safe.cause = errorForLog(error.cause, depth + 1);
  let code: string | undefined;
  // Bounded like the cause chain above: a chain may loop.
  for (let current: unknown = error, level = 0; current && !code && level < 6; level++) {
    code = codeOf(current);
    current = (current as { cause?: unknown }).cause;
  }
  return code ? Object.assign(safe, { code }) : safe;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toApiError(error);
  if (status >= 500) request.log.error({ err: errorForLog(error) }, body.error);
  // The request's own log line (logger.ts) already says the method, path and status: at the default level a
  // refused request is one line, and debug adds why.
  else request.log.debug({ code: body.code, status }, body.error);
  if (status === 503) void reply.header('Retry-After', '5');
  // Also for the router's own refusals, which come before the hook that sets it on every answer.
  void reply.header(REQUEST_ID_HEADER, request.id);
  return reply.status(status).send({ ...body, requestId: request.id });
}

/** Fastify's `frameworkErrors`: the router's own refusals (a path it cannot decode) answered like any error. */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void handleError(error, request, reply);
}

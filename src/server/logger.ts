// How the server logs: one readable line per API request on a terminal, JSON lines (for log collectors)
// everywhere else, and nothing per request for the static files of the web app.
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config';

export type LogFormat = 'pretty' | 'json';

/** `auto` picks pretty output for a person at a terminal and JSON for pipes, files and log shippers. */
export function resolveLogFormat(
  setting: Config['LOG_FORMAT'],
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): LogFormat {
  if (setting === 'auto') return stdoutIsTerminal ? 'pretty' : 'json';
  return setting;
}

/** Fastify's `logger` option for this configuration. */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  stdoutIsTerminal?: boolean,
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  const base = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  if (resolveLogFormat(config.LOG_FORMAT, stdoutIsTerminal) === 'json') return base;
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss',
        // Process and request fields serve log collectors; the message line already says them for a reader.
        ignore: 'pid,hostname,requestId,method,path,statusCode,responseTime',
        singleLine: true,
      },
    },
  };
}

/** Requests for the built web app's files (scripts, styles, icons): hundreds per visit, nothing to learn. */
export function isStaticAssetPath(path: string): boolean {
  if (path.startsWith('/api/')) return false;
  return path.startsWith('/assets/') || /\/[^/]+\.[a-z0-9]{1,8}$/i.test(path);
}

/**
 * One line per answered request (Fastify's default is two: received and completed), none for static files.
 * The path is logged without its query string, which may carry what a user typed.
 */
const LEVELS_ABOVE_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

export class RequestLogController extends LogController {
  override isLogDisabled(request: FastifyRequest): boolean {
    return isStaticAssetPath(pathOf(request));
  }

  override incomingRequest(): void {
    // The completed line says everything the received line would.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    // Below info (LOG_LEVEL=warn) the line is dropped: skip building it on every request.
    if (!error && LEVELS_ABOVE_INFO.has(request.log.level)) return;
    const path = pathOf(request);
    const responseTime = Math.round(reply.elapsedTime);
    const fields = { method: request.method, path, statusCode: reply.statusCode, responseTime };
    const message = `${request.method} ${path} ${reply.statusCode} ${responseTime} ms`;
    if (error) request.log.error({ ...fields, err: error }, message);
    else request.log.info(fields, message);
  }
}

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';

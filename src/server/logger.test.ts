import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isStaticAssetPath, loggerOptions, RequestLogController, resolveLogFormat } from './logger';

describe('log format', () => {
  it('is readable on a terminal and JSON for pipes unless set', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });

  it('uses pino-pretty only for the pretty format, and nothing when silent', () => {
    expect(loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'auto' }, true)).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
    expect(loggerOptions({ LOG_LEVEL: 'warn', LOG_FORMAT: 'auto' }, false)).not.toHaveProperty(
      'transport',
    );
    expect(loggerOptions({ LOG_LEVEL: 'silent', LOG_FORMAT: 'pretty' }, true)).toBe(false);
  });
});

describe('request logging', () => {
  it('tells static files of the web app from pages and API calls', () => {
    expect(isStaticAssetPath('/assets/index-3f2a.js')).toBe(true);
    expect(isStaticAssetPath('/favicon.svg')).toBe(true);
    expect(isStaticAssetPath('/robots.txt')).toBe(true);
    expect(isStaticAssetPath('/')).toBe(false);
    expect(isStaticAssetPath('/slang/rizz')).toBe(false);
    expect(isStaticAssetPath('/api/health')).toBe(false);
    expect(isStaticAssetPath('/api/voice/speak.wav')).toBe(false);
  });

  it('writes one line per answered request, none for assets, and no query string', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        callback();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream },
      logController: new RequestLogController(),
    });
    app.get('/api/things', () => ({ ok: true }));
    app.get('/assets/app.js', () => 'code');
    await app.inject({ method: 'GET', url: '/api/things?query=secret-words' });
    await app.inject({ method: 'GET', url: '/assets/app.js' });
    await app.close();

    const requestLines = lines.filter((line) => 'statusCode' in line);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', path: '/api/things', statusCode: 200 });
    expect(requestLines[0]?.msg).toMatch(/^GET \/api\/things 200 \d+ ms$/);
    expect(JSON.stringify(lines)).not.toContain('secret-words');
  });
});

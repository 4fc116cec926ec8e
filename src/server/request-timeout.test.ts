// A client that stops sending in the middle of a request body must not hold its socket: it gets a 408 (or the
// socket is closed) soon after REQUEST_TIMEOUT_MS. A slow request that does arrive in time is still served.
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { httpServerTimeouts } from './config';
import { testConfig } from './test/test-app';

const REQUEST_TIMEOUT_MS = 1_000;

/** Sends `parts` with `gapMs` between them on a raw socket; resolves with what came back and when it closed. */
function rawExchange(port: number, parts: string[], gapMs: number, giveUpMs: number) {
  return new Promise<{ text: string; closedAfterMs: number | null }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedAfterMs: null });
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      void (async () => {
        for (const [index, part] of parts.entries()) {
          if (index > 0) await new Promise((r) => setTimeout(r, gapMs));
          if (!socket.destroyed) socket.write(part);
        }
      })();
    });
  });
}

const head = (length: number) =>
  'POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${length}\r\nConnection: close\r\n\r\n`;

describe('request timeouts', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('sets the request, headers and keep-alive timeouts and a short checking interval on the server', () => {
    const expected = httpServerTimeouts({ REQUEST_TIMEOUT_MS });
    expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(app.server.headersTimeout).toBe(expected.headersTimeout);
    expect(app.server.keepAliveTimeout).toBe(expected.keepAliveTimeout);
    expect(expected.connectionsCheckingInterval).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS / 2);
    // Production defaults: a stalled socket is noticed within 30 s + 5 s, inside the 40 s bound.
    const defaults = httpServerTimeouts({ REQUEST_TIMEOUT_MS: 30_000 });
    expect(defaults.requestTimeout + defaults.connectionsCheckingInterval).toBeLessThanOrEqual(
      35_000,
    );
    expect(defaults.headersTimeout).toBeLessThanOrEqual(defaults.requestTimeout);
  });

  it('answers 408 (or closes) a request whose body stalls: Content-Length 100, 2 bytes sent', async () => {
    const result = await rawExchange(port, [head(100) + '{"'], 0, 5_000);
    expect(result.closedAfterMs, 'the socket was still open after 5 s').not.toBeNull();
    expect(result.closedAfterMs!).toBeLessThan(4_000);
    if (result.text) expect(result.text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 (or closes) a request whose headers stall', async () => {
    const result = await rawExchange(
      port,
      ['POST /api/feedback HTTP/1.1\r\nHost: x\r\n'],
      0,
      5_000,
    );
    expect(result.closedAfterMs, 'the socket was still open after 5 s').not.toBeNull();
    expect(result.closedAfterMs!).toBeLessThan(4_000);
    if (result.text) expect(result.text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still serves a slow request that completes within the deadline', async () => {
    const body = JSON.stringify({ message: 'sent slowly, but in time' });
    const result = await rawExchange(
      port,
      [head(Buffer.byteLength(body)), body.slice(0, 10), body.slice(10)],
      250,
      5_000,
    );
    expect(result.text).toMatch(/^HTTP\/1\.1 201 /);
  });
});

// The drain before shutdown, on a real port under 50 keep-alive connections of load: no request is reset, every
// request sent is answered, health says 'draining' meanwhile, and the server then closes.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { drainAndClose } from './shutdown';
import { testConfig } from './test/test-app';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(port: number, path: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('drain before shutdown', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildApp({ config: testConfig({ RATE_LIMIT_PER_MINUTE: '100000' }) });
    // Requests that take a while, so some are always in flight when the drain and the close begin.
    app.get('/api/test/work', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    if (app.server.listening) await app.close();
  });

  it('answers every request of 50 keep-alive connections (no reset), says draining, then closes', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const statuses = new Map<number, number>();
    const errors: string[] = [];
    let sent = 0;
    let sawClose = 0;

    // A client that honours `Connection: close`: once told, it stops sending to this server (behind a load
    // balancer it would go to another replica). Node's agent also drops the socket instead of reusing it.
    const loop = async () => {
      for (;;) {
        sent++;
        try {
          const answer = await get(port, '/api/test/work', agent);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.headers.connection === 'close') {
            sawClose++;
            return;
          }
        } catch (error) {
          errors.push((error as NodeJS.ErrnoException).code ?? String(error));
          return;
        }
      }
    };
    const loops = Array.from({ length: 50 }, loop);

    await new Promise((resolve) => setTimeout(resolve, 300));
    const closed = drainAndClose(app, 400);
    // During the drain: still serving, health not ready.
    const health = await get(port, '/api/health', false);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'draining' });
    expect(health.headers.connection).toBe('close');

    await Promise.all(loops);
    await closed;
    agent.destroy();

    expect(errors).toEqual([]);
    expect(sawClose).toBe(50);
    const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(answered).toBe(sent);
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.get(200)).toBeGreaterThan(50);
    expect(app.server.listening).toBe(false);
  }, 15_000);
});

// A small HTTP load balancer on loopback for the multi-replica tests and the cluster benchmark: each request goes
// to the next replica in turn (not each connection, so one keep-alive client is spread over all of them), and
// the answer says which replica served it (`x-replica: 0, 1, 2…`).
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests each replica served, by index. */
  served: number[];
  close(): Promise<void>;
}

export const REPLICA_HEADER = 'x-replica';

/** `backends`: the replicas' base URLs (http://127.0.0.1:port). Listens on `port` (0: any free port). */
export async function startRoundRobinProxy(
  backends: readonly string[],
  port = 0,
): Promise<RoundRobinProxy> {
  const targets = backends.map((base) => new URL(base));
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const served = targets.map(() => 0);
  let next = 0;

  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    const target = targets[index]!;
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
          'x-forwarded-proto': 'http',
        },
        agent,
      },
      (answer) => {
        served[index]! += 1;
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [REPLICA_HEADER]: String(index),
        });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      // A replica that is down or restarting: the balancer answers for it, as a real one does.
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: 'The replica did not answer.', code: 'BAD_GATEWAY' }));
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    served,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

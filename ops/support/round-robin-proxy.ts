// A small HTTP load balancer on loopback for the multi-replica tests and the cluster benchmark: each request goes
// to the next replica in turn (not each connection, so one keep-alive client is spread over all of them), and
// the answer says which replica served it (`x-replica: 0, 1, 2…`). With `readinessPath` it also does what a
// deployment's balancer does: it asks each replica's readiness every `checkIntervalMs` and leaves out those that
// are not ready (draining before a shutdown), and it tries the next replica when one refuses the connection.
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests each replica served, by index. */
  served: number[];
  close(): Promise<void>;
}

export const REPLICA_HEADER = 'x-replica';

const readAll = (incoming: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });

/** `backends`: the replicas' base URLs (http://127.0.0.1:port). Listens on `port` (0: any free port). */
export async function startRoundRobinProxy(
  backends: readonly string[],
  options: { port?: number; readinessPath?: string; checkIntervalMs?: number } = {},
): Promise<RoundRobinProxy> {
  const targets = backends.map((base) => new URL(base));
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const served = targets.map(() => 0);
  const ready = targets.map(() => true);
  let next = 0;

  /** The next replica in turn that is ready (any, when none is). */
  const pick = (exclude?: number) => {
    for (let tries = 0; tries < targets.length; tries++) {
      const index = next;
      next = (next + 1) % targets.length;
      if (ready[index] && index !== exclude) return index;
    }
    const index = next;
    next = (next + 1) % targets.length;
    return index;
  };

  let checker: NodeJS.Timeout | undefined;
  if (options.readinessPath) {
    const path = options.readinessPath;
    checker = setInterval(() => {
      targets.forEach((target, index) => {
        fetch(new URL(path, target), { signal: AbortSignal.timeout(1_000) }).then(
          (answer) => {
            ready[index] = answer.ok;
            void answer.body?.cancel();
          },
          () => {
            ready[index] = false;
          },
        );
      });
    }, options.checkIntervalMs ?? 100);
  }

  const server: Server = createServer((incoming, outgoing) => {
    void readAll(incoming).then((body) => {
      const forward = (index: number, retried: boolean) => {
        const target = targets[index]!;
        const upstream = httpRequest(
          {
            host: target.hostname,
            port: target.port,
            method: incoming.method,
            path: incoming.url,
            headers: {
              ...incoming.headers,
              // Appended, as a real balancer does: the app trusts this hop and reads the address before it.
              'x-forwarded-for': [
                incoming.headers['x-forwarded-for'],
                incoming.socket.remoteAddress,
              ]
                .filter(Boolean)
                .join(', '),
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
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          // Refused: the request never reached that replica, so another may take it (any method).
          if (error.code === 'ECONNREFUSED' && !retried && targets.length > 1) {
            ready[index] = false;
            forward(pick(index), true);
            return;
          }
          if (!outgoing.headersSent)
            outgoing.writeHead(502, { 'content-type': 'application/json' });
          outgoing.end(
            JSON.stringify({ error: 'The replica did not answer.', code: 'BAD_GATEWAY' }),
          );
        });
        upstream.end(body);
      };
      forward(pick(), false);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        clearInterval(checker);
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

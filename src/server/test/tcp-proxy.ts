// A loopback TCP proxy for fault injection: forwards to a target until told to cut every connection and stop
// listening (an outage), then can listen again on the same port (the database is back). It can also drop
// every byte while keeping connections open (a silent network partition).
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private boundPort = 0;
  /** Connections accepted since creation (for assertions). */
  accepted = 0;
  /** While true, bytes in both directions are silently discarded; connections stay open. */
  dropping = false;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  get port(): number {
    return this.boundPort;
  }

  get listening(): boolean {
    return this.server?.listening ?? false;
  }

  get openConnections(): number {
    return this.sockets.size;
  }

  /** Listens on 127.0.0.1; port 0 picks a free one the first time, later calls reuse the same port. */
  async start(port = this.boundPort): Promise<number> {
    if (this.server) throw new Error('The proxy is already listening');
    const server = createServer((downstream) => this.forward(downstream));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.boundPort = (server.address() as AddressInfo).port;
    return this.boundPort;
  }

  /** The outage: resets every open connection and stops accepting new ones (clients get ECONNREFUSED). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private forward(downstream: Socket) {
    this.accepted++;
    const upstream = connect(this.targetPort, this.targetHost);
    const track = (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {
        downstream.destroy();
        upstream.destroy();
      });
    };
    track(downstream);
    track(upstream);
    downstream.on('data', (chunk: Buffer) => {
      if (!this.dropping) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!this.dropping) downstream.write(chunk);
    });
    downstream.on('end', () => upstream.end());
    upstream.on('end', () => downstream.end());
  }
}

// For tests: a local Web Push service (web-push-testing, run in this process on a free port). It hands out
// subscriptions as a browser's PushManager would, receives pushes, checks their VAPID signature and decrypts them,
// and answers 410 for a subscription it was told to expire.
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A subscription as PushSubscription.toJSON() gives it, with the service's id for the client. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface TestPushService {
  /** The prefix of every endpoint it hands out. */
  readonly notifyUrl: string;
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  /** The decrypted payloads the subscription has received, oldest first. */
  messages(subscription: TestSubscription): Promise<string[]>;
  /** From now on pushes to the subscription are answered 410 Gone. */
  expire(subscription: TestSubscription): Promise<void>;
  close(): Promise<void>;
}

// web-push-testing is CommonJS without types: the two classes it is built from, as far as they are used here.
interface PushApiModel {
  notifyUrl: string;
}
interface WebPushTestingServer {
  startServer(): void;
  _server: Server;
}
const require = createRequire(import.meta.url);
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => PushApiModel;
};
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
  model: PushApiModel,
  port: number,
) => WebPushTestingServer;

export async function startTestPushService(): Promise<TestPushService> {
  const model = new PushApiModel();
  // Port 0: the system picks a free one, read once listening (the endpoints it hands out must name it).
  const service = new WebPushTestingServer(model, 0);
  service.startServer();
  const server = service._server;
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${origin}/notify/`;

  const post = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    // Some answers are a bare "OK".
    const json = response.headers.get('content-type')?.includes('json') ?? false;
    return (json ? JSON.parse(text) : undefined) as T;
  };

  return {
    notifyUrl: model.notifyUrl,
    async subscribe(applicationServerKey) {
      const { data } = await post<{ data: TestSubscription }>('/subscribe', {
        userVisibleOnly: 'true',
        applicationServerKey,
      });
      return data;
    },
    async messages({ clientHash }) {
      const { data } = await post<{ data: { messages: string[] } }>('/get-notifications', {
        clientHash,
      });
      return data.messages;
    },
    async expire({ clientHash }) {
      await post(`/expire-subscription/${clientHash}`);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

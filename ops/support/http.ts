// What the multi-replica and fault suites send: JSON calls with a browser's Origin, a session cookie or an API
// key, to the balancer or to one replica.
import { REPLICA_HEADER } from './round-robin-proxy';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** Which replica the balancer sent it to (undefined when sent to a replica directly). */
  replica: number | undefined;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  apiKey?: string;
  /** The site the request comes from (state-changing cookie calls need ours). */
  origin?: string;
  /** The client address a trusted proxy reports (spreads per-client limits over many "clients"). */
  forwardedFor?: string;
  signal?: AbortSignal;
}

export async function call<T = unknown>(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  if (options.origin) headers.origin = options.origin;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const response = await fetch(base + path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (audio, a page): kept as text.
  }
  const replica = response.headers.get(REPLICA_HEADER);
  return {
    status: response.status,
    body: body as T,
    headers: response.headers,
    replica: replica === null ? undefined : Number(replica),
  };
}

/** The session cookie (name=value) a sign-up or sign-in answer set. */
export function sessionCookie(answer: Answer): string {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
  if (!line) throw new Error(`No session cookie in the answer (${answer.status})`);
  return line.split(';', 1)[0]!;
}

/** Signs a new user up through `base`; their session cookie and id. */
export async function signUp(base: string, origin: string, email: string, password: string) {
  const answer = await call<{ user: { id: string } }>(base, '/api/auth/sign-up/email', {
    body: { name: 'Cluster Tester', email, password },
    origin,
  });
  if (answer.status !== 200)
    throw new Error(`Sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { cookie: sessionCookie(answer), userId: answer.body.user.id };
}

export async function signIn(base: string, origin: string, email: string, password: string) {
  const answer = await call<{ user: { id: string } }>(base, '/api/auth/sign-in/email', {
    body: { email, password },
    origin,
  });
  if (answer.status !== 200)
    throw new Error(`Sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { cookie: sessionCookie(answer), userId: answer.body.user.id };
}

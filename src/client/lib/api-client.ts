// The one request helper (spec 1 §7 "Shared conventions"): cookies always, a bearer header when a token exists,
// JSON bodies, and non-OK answers raised as "<status>: <text>".
import type { QueryFunction, QueryKey } from '@tanstack/react-query';

type TokenSource = () => Promise<string | null | undefined> | string | null | undefined;

let tokenSource: TokenSource = () => null;

/** The auth layer registers how to get a session token; until then calls go out without one. */
export function setTokenSource(source: TokenSource) {
  tokenSource = source;
}

/** Raised for any non-OK answer; `message` is "<status>: <response text or status text>". */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }

  /** The `error` field of a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      return typeof parsed.error === 'string' ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }
}

/** spec 1 §6: a message starting "401: " and containing "Unauthorized" is an unauthorized error. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

async function buildHeaders(
  hasBody: boolean,
  extra: Record<string, string> = {},
): Promise<Headers> {
  const headers = new Headers(extra);
  if (hasBody) headers.set('Content-Type', 'application/json');
  let token: string | null | undefined;
  try {
    token = await tokenSource();
  } catch {
    token = null;
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function throwIfNotOk(response: Response) {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new HttpError(response.status, text, response.statusText);
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Headers of this call (an Idempotency-Key), besides the content type and the session's. */
  headers?: Record<string, string>;
}

/** Sends a product call and returns the raw Response after checking it is OK. */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: await buildHeaders(hasBody, options.headers),
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  await throwIfNotOk(response);
  return response;
}

/** Sends a call and parses the JSON answer (undefined for 204). */
export async function apiJson<T>(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The default GET for queries: the query key's segments joined with '/' form the URL. */
export function getQueryFn<T>(options: {
  on401: 'returnNull' | 'throw';
}): QueryFunction<T | null, QueryKey> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), {
      credentials: 'include',
      headers: await buildHeaders(false),
      signal,
    });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

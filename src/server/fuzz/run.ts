// Sends one route's generated requests for one caller, a few at a time, each against a deadline, and checks
// every answer. Requests are generated up front from a seed (fast-check's `sample`): sending them concurrently
// cannot go through `fc.assert`, which runs one at a time, and a failure is reported with its request, so
// shrinking would only cost time.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { requestArbitrary, type FuzzRequest, type FuzzRoute } from './arbitraries';
import { describeRequest, isVoiceUnavailable, problemsOf } from './checks';
import type { FuzzTally, Outcome } from './report';

export interface FuzzCaller {
  name: string;
  /** Headers of one request to `route` (may create a throwaway session for calls that end theirs). */
  headers(route: FuzzRoute): Record<string, string> | Promise<Record<string, string>>;
}

export interface FuzzRouteOptions {
  app: FastifyInstance;
  route: FuzzRoute;
  caller: FuzzCaller;
  runs: number;
  seed: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** A request not answered within this many milliseconds is a hang. */
  deadlineMs: number;
  /** A client address of its own for each request, so per-client rate limits do not answer 429 first. */
  nextAddress: () => string;
  tally: FuzzTally;
  database: string;
  /** Failures are added here (at most `maxFailures` of this route and caller, the rest only counted). */
  failures: string[];
  maxFailures?: number;
}

/** The label of a route in reports and seeds. */
export const routeLabel = (route: FuzzRoute) => `${route.method} ${route.url}`;

/** A seed of its own for each route and caller (FNV-1a of the label), so a new route does not change the
 *  requests every other route gets. */
export function seedFor(base: number, label: string): number {
  let hash = 0x811c9dc5 ^ base;
  for (let index = 0; index < label.length; index++) {
    hash = Math.imul(hash ^ label.charCodeAt(index), 0x01000193);
  }
  return hash | 0;
}

/** `runs` split by the shares (largest remainder), so the parts add up to exactly `runs`. */
export function split<Name>(runs: number, shares: [Name, number][]): [Name, number][] {
  const total = shares.reduce((sum, [, share]) => sum + share, 0);
  const parts = shares.map(([name, share]) => {
    const exact = (runs * share) / total;
    return { name, runs: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = runs - parts.reduce((sum, part) => sum + part.runs, 0);
  for (const part of [...parts].sort((a, b) => b.rest - a.rest)) {
    if (left-- <= 0) break;
    part.runs++;
  }
  return parts.map((part) => [part.name, part.runs]);
}

type Answer = { response: LightMyRequestResponse } | { hang: true } | { error: unknown };

async function send(
  options: FuzzRouteOptions,
  request: FuzzRequest,
  headers: Record<string, string>,
): Promise<{ answer: Answer; elapsed: number }> {
  const { app, deadlineMs } = options;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => resolve({ hang: true }), deadlineMs);
  });
  const answered = app
    .inject({
      method: request.method,
      url: request.url,
      remoteAddress: options.nextAddress(),
      headers: {
        ...headers,
        ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
        ...(request.contentEncoding === undefined
          ? {}
          : { 'content-encoding': request.contentEncoding }),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    })
    .then(
      (response): Answer => ({ response }),
      (error: unknown): Answer => ({ error }),
    );
  try {
    const answer = await Promise.race([answered, deadline]);
    return { answer, elapsed: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/** Fuzzes one route as one caller; answers how often each outcome came back. */
export async function fuzzRoute(options: FuzzRouteOptions): Promise<Map<Outcome, number>> {
  const { route, caller, runs, tally, database, failures, concurrency, deadlineMs } = options;
  const label = routeLabel(route);
  const seed = seedFor(options.seed, `${caller.name} ${label}`);
  const requests = fc.sample(requestArbitrary(route), { seed, numRuns: runs });
  const maxFailures = options.maxFailures ?? 3;
  let failed = 0;
  const outcomes = new Map<Outcome, number>();
  const record = (outcome: Outcome, documented = false) => {
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    tally.record(label, database, outcome, documented);
  };

  const check = async (request: FuzzRequest, index: number) => {
    const headers = await caller.headers(route);
    const { answer, elapsed } = await send(options, request, headers);
    const where = `[${database}] ${caller.name} ${label} (seed ${seed}, request ${index})`;
    let problems: string[];
    let status = '';
    if ('hang' in answer || elapsed > deadlineMs) {
      // Also a hang: an answer that came late because the event loop was blocked past the deadline.
      record('hang');
      problems = [`no answer within ${deadlineMs} ms`];
    } else if ('error' in answer) {
      record('error');
      problems = [`the request failed: ${String(answer.error)}`];
    } else {
      const { response } = answer;
      record(response.statusCode, isVoiceUnavailable(request, response));
      problems = problemsOf(request, response);
      status = `: ${response.statusCode} ${response.body.slice(0, 300)}`;
    }
    if (problems.length && ++failed <= maxFailures) {
      failures.push(`${where}: ${problems.join(', ')} for ${describeRequest(request)}${status}`);
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      await check(requests[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, worker));
  if (failed > maxFailures) {
    failures.push(
      `[${database}] ${caller.name} ${label}: ${failed - maxFailures} more failing requests`,
    );
  }
  return outcomes;
}

// The fuzz suite: every route the app registers, listed from the app itself so a new route is fuzzed without
// touching this folder. Each /api and /v1 route gets FUZZ_RUNS hostile requests (1,000 in CI; see arbitraries.ts
// for what they hold) on the volume database, shared between its callers: anonymous, an admin (session cookie
// and our Origin, so the CSRF guard lets changes through) and, on /v1, a valid API key (without one every /v1
// request stops at the key guard's 401). Pages, static files and the API reference get a twentieth of it.
// The volume database is PostgreSQL when the run has one (as CI does), and PGlite gets FUZZ_SECOND_RUNS per
// route; without PostgreSQL, PGlite takes the volume. Measured on two cores, the PostgreSQL way round finishes
// CI's run about 40 s sooner: each PGlite query runs in WebAssembly on the test's own thread, a PostgreSQL one
// in the server's process, beside it.
// Two test files (fuzz-1.test.ts, fuzz-2.test.ts) run this side by side, one per core, each taking the next
// route nobody has taken yet (claim). Every answer must come within the deadline, be below 500, be an error as
// JSON {error, code} when it is one, and carry no stack trace, SQL or unsafe text (checks.ts).
import { once } from 'node:events';
import { closeSync, openSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { isMethodRefusal } from '../routes/v1/index';
import {
  cookieHeaders,
  createSession,
  createSignedInUser,
  TEST_ORIGIN,
  type TestSession,
} from '../test/auth-helpers';
import {
  createFakeClientDir,
  forEachDatabase,
  postgresTestUrl,
  testConfig,
  type DatabaseKind,
} from '../test/test-app';
import { bearer, createApiKeyFor } from '../test/v1-fixtures';
import { FUZZED_METHODS, type FuzzRoute, type Method } from './arbitraries';
import { FuzzTally } from './report';
import { fuzzRoute, routeLabel, split, type FuzzCaller } from './run';
import {
  FUZZ_CONCURRENCY,
  FUZZ_DEADLINE_MS,
  FUZZ_RUNS,
  FUZZ_SECOND_RUNS,
  FUZZ_SEED,
} from './settings';

/** Pages, static files and the API reference take no input but their path and query string, and the
 *  reference's 3.5 MB script costs ~0.1 s a request: they get a twentieth of an API route's requests. */
const PAGE_DIVISOR = 20;

/**
 * Speech routes, sent one request at a time where the built-in voice speaks (the second database's app). Each
 * text instantiates eSpeak NG's 17 MB of WebAssembly and runs it on the event loop (≈ 0.3–1 s): with several in
 * flight, the last would wait for all the others and pass the deadline without being slow itself.
 */
const SPEECH = /\/voice\/|\/tts$/;

type CallerName = 'anonymous' | 'admin' | 'api key';

const isApi = (route: FuzzRoute) => route.url.startsWith('/api/') || route.url.startsWith('/v1/');
const isPublicApi = (route: FuzzRoute) =>
  route.url.startsWith('/v1/') && route.url !== '/v1/openapi.json';

/** How a route's requests are shared between its callers: most go to the callers that get furthest. */
function sharesOf(route: FuzzRoute): [CallerName, number][] {
  return isPublicApi(route)
    ? [
        ['anonymous', 1],
        ['admin', 1],
        ['api key', 8],
      ]
    : [
        ['anonymous', 3],
        ['admin', 7],
      ];
}

/**
 * A stand-in for a voice provider (an OpenAI-compatible /audio/speech endpoint) that answers a few bytes of
 * "MP3" at once. The volume app speaks through it: the built-in eSpeak NG voice instantiates 17 MB of
 * WebAssembly for every text (≈ 0.3 s of CPU), which a thousand requests per voice route cannot afford. The
 * second database's app keeps the built-in voice, so it is fuzzed too when the run has both (as CI does).
 */
async function startVoiceStub(): Promise<{ baseUrl: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.end(Buffer.from([0xff, 0xfb, 0x90, 0x00]));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, server };
}

/**
 * Whether this file takes `route` on `kind`: the first file to ask gets it (an exclusive create in the run's
 * folder), so the files running side by side share the routes as they go and finish together, whatever each
 * route costs. Without the run's folder (the file run some other way), every route.
 */
function claim(dir: string | null, kind: DatabaseKind, route: FuzzRoute): boolean {
  if (!dir) return true;
  try {
    closeSync(openSync(join(dir, `claim-${kind}-${encodeURIComponent(routeLabel(route))}`), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Declares the fuzz tests of one of the files that share the work (`worker` names its tally). */
export function defineFuzzSuite(worker: number): void {
  const reportDir = inject('fuzzReportDir');
  const volumeKind: DatabaseKind = postgresTestUrl() ? 'postgres' : 'pglite';
  const runsOn = (kind: DatabaseKind) => (kind === volumeKind ? FUZZ_RUNS : FUZZ_SECOND_RUNS);
  const runsFor = (route: FuzzRoute, kind: DatabaseKind) =>
    isApi(route) ? runsOn(kind) : Math.max(1, Math.ceil(runsOn(kind) / PAGE_DIVISOR));

  const tally = new FuzzTally();
  const client = createFakeClientDir();
  let voice: { baseUrl: string; server: Server } | undefined;
  beforeAll(async () => {
    voice = await startVoiceStub();
  });
  afterAll(() => {
    client.remove();
    voice?.server.close();
    // Left for the run's teardown (summary-setup.ts), which prints one summary of every file; printed here
    // when this file runs some other way.
    if (reportDir) {
      writeFileSync(join(reportDir, `tally-${worker}.json`), JSON.stringify(tally.data));
    } else console.log(tally.summary(FUZZ_SEED));
  });

  forEachDatabase(`Fuzzing every route (worker ${worker})`, (context) => {
    const runs = runsOn(context.kind);
    let app: FastifyInstance | undefined;
    const routes: FuzzRoute[] = [];

    beforeAll(async () => {
      // One app for the whole run (context.app is rebuilt for every test).
      app = await buildApp({
        database: context.database,
        clientDir: client.dir,
        // Limits high enough that the requests reach validation instead of a 429 (every request also comes
        // from an address of its own): the per-minute limits, the API key's window, its daily characters.
        config: testConfig({
          RATE_LIMIT_PER_MINUTE: '100000',
          TRANSLATE_RATE_LIMIT_PER_MINUTE: '1000000',
          SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
          AUTH_RATE_LIMIT_PER_MINUTE: '10000',
          API_RATE_LIMIT_PER_MINUTE: '1000000',
          API_DAILY_CHAR_LIMIT: '1000000000',
          BODY_LIMIT: '65536',
          ...(context.kind === volumeKind && voice
            ? { TTS_PROVIDER: 'openai', TTS_BASE_URL: voice.baseUrl, TTS_VOICE: 'fuzz-voice' }
            : {}),
        }),
        onRoute: (route: RouteOptions) => {
          // A /v1 path's other methods: answered 405 before anything reads the request (routes.test.ts).
          if (isMethodRefusal(route)) return;
          const schema = route.schema as { body?: ZodType; querystring?: ZodType } | undefined;
          for (const method of [route.method].flat()) {
            if (!FUZZED_METHODS.includes(method)) continue;
            routes.push({
              method: method as Method,
              url: route.url,
              body: schema?.body,
              querystring: schema?.querystring,
            });
          }
        },
      });
      await app.ready();
    }, 60_000);
    afterAll(() => app?.close());

    it(`answers ${runs.toLocaleString('en-US')} hostile requests per API route without a hang, a 5xx or a leak`, async () => {
      if (!app) throw new Error('The app was not built');
      const fuzzed = app;
      expect(routes.length).toBeGreaterThan(20);
      expect(routes.filter(isPublicApi).length).toBeGreaterThanOrEqual(5);
      tally.data.runs[context.kind] = runs;

      const admin = await createSignedInUser(fuzzed, { roles: ['admin'], label: 'fuzz-admin' });
      // The key of another account: what the admin's requests change (names, roles, keys) cannot touch it.
      const keyHolder = await createSignedInUser(fuzzed, { label: 'fuzz-key' });
      const key = await createApiKeyFor(fuzzed.db, keyHolder.userId, 'Fuzz key');

      /** Calls that may end the session they carry (logout; sign-out, revoke-session… behind the catch-all)
       *  each get a throwaway one, so the admin's stays valid for the requests in flight beside them. */
      const endsSession = (route: FuzzRoute) =>
        route.url === '/api/auth/logout' || route.url === '/api/auth/*';
      const sessionFor = (route: FuzzRoute): TestSession | Promise<TestSession> =>
        endsSession(route) ? createSession(fuzzed, admin.userId, admin.email) : admin;
      const callers: Record<CallerName, FuzzCaller> = {
        anonymous: { name: 'anonymous', headers: () => ({ origin: TEST_ORIGIN }) },
        admin: { name: 'admin', headers: async (route) => cookieHeaders(await sessionFor(route)) },
        'api key': { name: 'api key', headers: () => bearer(key) },
      };

      let sent = 0;
      const nextAddress = () => {
        const address = sent++ & 0xffffff;
        return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
      };

      const failures: string[] = [];
      /** Routes that got another number of answers than planned (a caller skipped, a request lost). */
      const miscounted: string[] = [];
      /** /v1 routes whose keyed requests mostly stopped at the guard (401, 429): nothing behind it was fuzzed. */
      const stoppedAtGuard: string[] = [];
      for (const route of routes) {
        if (!claim(reportDir, context.kind, route)) continue;
        const planned = runsFor(route, context.kind);
        let answered = 0;
        for (const [name, callerRuns] of split(planned, sharesOf(route))) {
          if (!callerRuns) continue;
          const outcomes = await fuzzRoute({
            app: fuzzed,
            route,
            caller: callers[name],
            runs: callerRuns,
            seed: FUZZ_SEED,
            concurrency:
              context.kind !== volumeKind && SPEECH.test(route.url) ? 1 : FUZZ_CONCURRENCY,
            deadlineMs: FUZZ_DEADLINE_MS,
            nextAddress,
            tally,
            database: context.kind,
            failures,
          });
          for (const times of outcomes.values()) answered += times;
          if (name === 'api key') {
            const refused = (outcomes.get(401) ?? 0) + (outcomes.get(429) ?? 0);
            if (refused > callerRuns / 10) {
              stoppedAtGuard.push(`${routeLabel(route)}: ${refused} of ${callerRuns} refused`);
            }
          }
        }
        if (answered !== planned) miscounted.push(`${routeLabel(route)}: ${answered}/${planned}`);
      }

      // The callers were who they were to the end: nothing fuzzed ended the admin's session or the key.
      const me = await fuzzed.inject({ url: '/api/auth/me', headers: cookieHeaders(admin) });
      expect(me.statusCode, 'the admin session still works').toBe(200);
      const usage = await fuzzed.inject({ url: '/v1/usage', headers: bearer(key) });
      expect(usage.statusCode, 'the API key still works').toBe(200);

      expect(failures).toEqual([]);
      expect(miscounted).toEqual([]);
      expect(stoppedAtGuard).toEqual([]);
    });
  });
}

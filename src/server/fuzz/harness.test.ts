// The fuzz harness itself, on a small app whose routes misbehave on purpose: a route that never answers is a
// hang, a 500, a stack trace, SQL or an error that is not {error, code} are each a failure naming the route and
// the request; a well-behaved route passes; and the figures add up. Without this, a harness that checked
// nothing would look exactly like an app with nothing to find.
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { leaksInternals } from './checks';
import { FuzzTally } from './report';
import { fuzzRoute, seedFor, split } from './run';

const app = Fastify();
app.get('/ok', () => Promise.resolve({ ok: true }));
app.get('/hang', () => new Promise(() => undefined));
app.get('/boom', async (_request, reply) =>
  reply.status(500).send({ error: 'Something went wrong', code: 'INTERNAL_ERROR' }),
);
app.get('/trace', async (_request, reply) =>
  reply.status(400).send({
    error: 'TypeError: x is undefined\n    at handler (/app/src/server/routes/x.ts:10:5)',
    code: 'VALIDATION_FAILED',
  }),
);
app.get('/sql', async (_request, reply) =>
  reply.status(400).send({
    error: 'Failed query: select "id" from "user" where "id" = $1',
    code: 'VALIDATION_FAILED',
  }),
);
app.get('/text-error', async (_request, reply) => reply.status(400).type('text/plain').send('no'));
afterAll(() => app.close());

async function fuzz(url: string, deadlineMs = 2_000) {
  const tally = new FuzzTally();
  const failures: string[] = [];
  const outcomes = await fuzzRoute({
    app,
    route: { method: 'GET', url },
    caller: { name: 'anonymous', headers: () => ({}) },
    runs: 5,
    seed: 1,
    concurrency: 2,
    deadlineMs,
    nextAddress: () => '10.0.0.1',
    tally,
    database: 'none',
    failures,
    maxFailures: 2,
  });
  return { tally, failures, outcomes };
}

describe('the fuzz harness', () => {
  it('passes a route that answers well', async () => {
    const { failures, outcomes, tally } = await fuzz('/ok');
    expect(failures).toEqual([]);
    expect(outcomes.get(200)).toBe(5);
    expect(tally.summary(1)).toMatch(
      /^fuzz: 1 routes, 5 requests \(5 on none\), 0 × 5xx, 0 hangs$/m,
    );
  });

  it('fails a route that does not answer within the deadline, naming the route and the request', async () => {
    const { failures, outcomes, tally } = await fuzz('/hang', 50);
    expect(outcomes.get('hang')).toBe(5);
    expect(failures[0]).toMatch(
      /^\[none\] anonymous GET \/hang \(seed -?\d+, request \d\): no answer/,
    );
    expect(failures[0]).toContain('"url":"/hang');
    expect(failures.at(-1)).toBe('[none] anonymous GET /hang: 3 more failing requests');
    expect(tally.summary(1)).toMatch(/0 × 5xx, 5 hangs$/);
  });

  it.each([
    ['/boom', 'status 500'],
    ['/trace', 'a stack trace'],
    ['/sql', 'SQL'],
    ['/text-error', 'an error that is not JSON'],
  ])('fails %s: %s', async (url, problem) => {
    const { failures } = await fuzz(url);
    expect(failures).toHaveLength(3);
    expect(failures[0]).toContain(problem);
  });

  it('counts 5xx answers in the total', async () => {
    const { tally } = await fuzz('/boom');
    expect(tally.summary(1)).toMatch(/5 × 5xx, 0 hangs$/);
  });

  it('searches a long one-line body in linear time', () => {
    const body = JSON.stringify({ text: 'look at (this: 1) '.repeat(20_000) });
    const started = performance.now();
    expect(leaksInternals(body)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
    expect(leaksInternals('{"error":"x\\n    at f (y.js:1:2)"}')).toBe(true);
  });

  it('splits runs exactly and seeds each route and caller apart', () => {
    expect(
      split(1_000, [
        ['a', 1],
        ['b', 1],
        ['c', 8],
      ]),
    ).toEqual([
      ['a', 100],
      ['b', 100],
      ['c', 800],
    ]);
    expect(
      split(7, [
        ['a', 3],
        ['b', 7],
      ])
        .map(([, runs]) => runs)
        .reduce((sum, runs) => sum + runs),
    ).toBe(7);
    expect(seedFor(1, 'admin GET /a')).toBe(seedFor(1, 'admin GET /a'));
    expect(seedFor(1, 'admin GET /a')).not.toBe(seedFor(1, 'anonymous GET /a'));
  });
});

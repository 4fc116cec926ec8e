// `npm run test:cluster` (issue 14 item 2): three production servers on one PostgreSQL database and one Redis,
// started at the same moment behind a round-robin balancer, prove what running at scale promises — a session made
// on one replica works on the others, the /v1 limit of 60 a minute holds whichever replica answers, identical
// concurrent translations make one AI call between them, an editor's approval on one replica is served as `memory`
// by another within a second, and the migrations were applied once.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterServices, startCluster, type Cluster } from './support/cluster';
import { call, signIn, signUp } from './support/http';

const services = clusterServices();
const ADMIN = { email: 'cluster-admin@example.com', password: 'a cluster admin password' };
const PASSWORD = 'a long cluster password';

describe.skipIf(!services)('Three replicas on PostgreSQL and Redis', () => {
  let cluster: Cluster;
  let origin: string;
  beforeAll(async () => {
    cluster = await startCluster({
      replicas: 3,
      label: 'cluster',
      redisDatabase: 14,
      // Long enough that the 20 identical requests below are all in flight together.
      aiDelayMs: 400,
      // The three start with no users: each tries to create the first admin, one does.
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
    origin = cluster.proxy.url;
  }, 120_000);
  afterAll(() => cluster?.stop(), 60_000);

  it('applied the migrations once although the three started at the same moment', async () => {
    const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ count: string; distinct: string }>(
      'select count(*) as count, count(distinct hash) as distinct from drizzle.__drizzle_migrations',
    );
    const admins = await client.query('select id from "user" where email = $1', [ADMIN.email]);
    await client.end();
    expect(Number(rows[0]!.count)).toBe(journal.entries.length);
    expect(Number(rows[0]!.distinct)).toBe(journal.entries.length);
    expect(admins.rowCount).toBe(1);
  });

  it('serves a session made through one replica on every replica', async () => {
    const email = `cluster-${randomUUID()}@example.com`;
    const session = await signUp(origin, origin, email, PASSWORD);
    const seenBy = new Set<number>();
    for (let request = 0; request < 6; request++) {
      const answer = await call<{ user: { email: string } } | null>(
        origin,
        '/api/auth/get-session',
        {
          cookie: session.cookie,
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.body?.user.email).toBe(email);
      seenBy.add(answer.replica!);
    }
    expect([...seenBy].sort()).toEqual([0, 1, 2]);
    // A signed-in change made through each replica in turn.
    for (let request = 0; request < 3; request++) {
      const saved = await call(origin, '/api/translations/save', {
        body: {
          inputText: `saved ${request}`,
          outputText: `kept ${request}`,
          sourceLanguage: 'standard_english',
          targetLanguage: 'gen_z_english',
        },
        cookie: session.cookie,
        origin,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    }
  });

  it('holds 60 /v1 requests a minute per key across replicas: the 61st is refused whichever replica gets it', async () => {
    const email = `cluster-key-${randomUUID()}@example.com`;
    const session = await signUp(origin, origin, email, PASSWORD);
    const created = await call<{ key: string }>(origin, '/api/api-keys', {
      body: { name: 'Cluster bot' },
      cookie: session.cookie,
      origin,
    });
    expect(created.status).toBe(201);
    const apiKey = created.body.key;
    const replicasSeen = new Set<number>();
    for (let request = 1; request <= 60; request++) {
      const answer = await call(origin, '/v1/languages', { apiKey });
      expect(answer.status, `request ${request}`).toBe(200);
      replicasSeen.add(answer.replica!);
    }
    expect(replicasSeen.size).toBe(3);
    // The next three go to each replica once more.
    for (let request = 61; request <= 63; request++) {
      const answer = await call(origin, '/v1/languages', { apiKey });
      expect(answer.status, `request ${request} on replica ${answer.replica}`).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.headers.get('ratelimit')).toMatch(/^"key";r=0;t=\d+$/);
    }
  });

  it('makes one AI call for 20 identical translations arriving together on all replicas', async () => {
    const text = `that party was really great ${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ translation: string; engine: string }>(origin, '/api/translate', {
          body: {
            inputText: text,
            sourceLanguage: 'standard_english',
            targetLanguage: 'gen_z_english',
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.replica)).size).toBe(3);
    expect(new Set(answers.map((answer) => answer.body.translation)).size).toBe(1);
    expect(cluster.ai.callsFor(text)).toBe(1);
  });

  it('serves an approval made on one replica as memory on another within a second', async () => {
    const [first, , third] = cluster.replicas.map((replica) => replica.baseUrl);
    const admin = await signIn(first!, origin, ADMIN.email, ADMIN.password);
    const sourceText = `that movie was so good ${randomUUID().slice(0, 8)}`;
    const translate = (base: string) =>
      call<{ translation: string; engine: string }>(base, '/api/translate', {
        body: {
          inputText: sourceText,
          sourceLanguage: 'standard_english',
          targetLanguage: 'gen_z_english',
        },
      });
    // The third replica has the AI's answer in memory already.
    expect((await translate(third!)).body.engine).not.toBe('memory');

    const added = await call<{ id: string; version: number }>(first!, '/api/editor/add-slang', {
      body: { sourceText, finalOutput: 'that movie ate, no crumbs', targetStyle: 'gen_z_english' },
      cookie: admin.cookie,
      origin,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const approved = await call(first!, `/api/editor/translations/${added.body.id}/approve`, {
      body: { version: added.body.version },
      cookie: admin.cookie,
      origin,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const approvedAt = Date.now();

    let answer = await translate(third!);
    while (answer.body.engine !== 'memory' && Date.now() - approvedAt < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      answer = await translate(third!);
    }
    const elapsed = Date.now() - approvedAt;
    console.log(
      `cluster: the approval made on replica 0 was served as memory by replica 2 after ${elapsed} ms`,
    );
    expect(answer.body).toMatchObject({
      engine: 'memory',
      translation: 'that movie ate, no crumbs',
    });
  });
});

// POST /api/translate through the whole app: validation, the offline engine, and an OpenAI-compatible server
// on loopback as the AI provider.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TranslateResponse } from '@shared/schemas/translate';
import { forEachDatabase, hasStackTrace, JSON_HEADERS } from '../test/test-app';

let llmServer: Server;
let llmUrl: string;
let llmCalls = 0;

beforeAll(async () => {
  llmServer = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      llmCalls++;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'c',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: JSON.stringify({
                  translation: 'esa fiesta estuvo genial',
                  explanation: 'AI',
                }),
              },
              finish_reason: 'stop',
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => llmServer.listen(0, '127.0.0.1', resolve));
  llmUrl = `http://127.0.0.1:${(llmServer.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  llmServer.closeAllConnections();
  await new Promise((resolve) => llmServer.close(resolve));
});

const translate = (body: unknown) => ({
  method: 'POST' as const,
  url: '/api/translate',
  headers: JSON_HEADERS,
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});
const valid = {
  inputText: 'that party was really great, I am not lying',
  sourceLanguage: 'standard_english',
  targetLanguage: 'gen_z_english',
  context: 'general',
};

forEachDatabase(
  'POST /api/translate',
  (context) => {
    it('sends a known answer as the same JSON on every hit, bytes and all', async () => {
      const text = `${valid.inputText} — “quoted” ${Date.now()}`;
      const first = await context.app.inject(translate({ ...valid, inputText: text }));
      const hits = await Promise.all(
        [1, 2].map(() => context.app.inject(translate({ ...valid, inputText: text }))),
      );
      for (const hit of hits) {
        expect(hit.statusCode).toBe(200);
        expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
        expect(hit.json()).toEqual({ ...first.json<TranslateResponse>(), engine: 'cache' });
      }
      expect(hits[1]!.body).toBe(hits[0]!.body);
      expect(hits[0]!.body).toContain('“');
    });

    it('translates standard English to Gen Z offline, with an explanation of the slang used', async () => {
      const response = await context.app.inject(translate(valid));
      expect(response.statusCode).toBe(200);
      const body = response.json<{ translation: string; explanation: string; engine: string }>();
      expect(body.engine).toMatch(/style-engine|cache/);
      expect(body.translation).toMatch(/no cap/);
      expect(body.translation).not.toBe(valid.inputText);
      expect(body.explanation).toMatch(/no cap/);
    });

    it('answers up to 3 alternatives with their explanations, the same from the cache', async () => {
      const body = {
        ...valid,
        inputText: `I am exhausted and angry ${Math.random().toString(36).slice(2, 7)}`,
        targetLanguage: 'british_english',
      };
      const first = await context.app.inject(translate(body));
      expect(first.statusCode).toBe(200);
      const answer = first.json<TranslateResponse>();
      expect(answer.engine).toBe('style-engine');
      expect(answer.alternatives).toEqual([
        expect.stringMatching(/^I am shattered and cross /),
        expect.stringMatching(/^I am knackered and fuming /),
      ]);
      expect(answer.alternativeExplanations).toHaveLength(2);
      expect(answer.alternativeExplanations[0]).toContain('“shattered”');
      expect(answer.alternativeTerms[0]).toContainEqual({
        term: 'shattered',
        meaning: expect.any(String) as unknown,
      });
      const again = (await context.app.inject(translate(body))).json<TranslateResponse>();
      expect(again).toMatchObject({
        engine: 'cache',
        alternatives: answer.alternatives,
        alternativeExplanations: answer.alternativeExplanations,
        alternativeTerms: answer.alternativeTerms,
      });
    });

    it('detects the style of the text with sourceLanguage "auto", and names it', async () => {
      const response = await context.app.inject(
        translate({
          ...valid,
          inputText: 'no cap, that party was bussin fr',
          sourceLanguage: 'auto',
          targetLanguage: 'standard_english',
        }),
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<{ translation: string; detectedLanguage?: string }>();
      expect(body.detectedLanguage).toBe('gen_z_english');
      expect(body.translation).not.toMatch(/no cap|bussin/i);

      // A text already in the style asked for: nothing to translate, and the answer says why.
      const same = await context.app.inject(
        translate({
          ...valid,
          inputText: 'no cap, that party was bussin fr',
          sourceLanguage: 'auto',
        }),
      );
      expect(same.statusCode).toBe(400);
      expect(same.json<{ error: string; code: string }>()).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: 'The text already looks like Gen Z English. Choose another style to translate into.',
      });
    });

    it('gives each bad input its 4xx and message, never a stack trace', async () => {
      const cases: [unknown, number, RegExp][] = [
        [{ ...valid, inputText: '   ' }, 400, /Please enter some text to translate/],
        [{ ...valid, inputText: 'x'.repeat(5001) }, 400, /limit your text to 5000 characters/],
        [{ ...valid, sourceLanguage: 'klingon' }, 400, /Unknown language code/],
        [{ ...valid, targetLanguage: 'standard_english' }, 400, /two different styles/],
        [{ ...valid, inputText: 42 }, 400, /./],
        [{ ...valid, context: 'poetry' }, 400, /./],
        ['{"inputText": ', 400, /not valid JSON/],
      ];
      for (const [body, status, message] of cases) {
        const response = await context.app.inject(translate(body));
        expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(status);
        expect(response.json<{ error: string }>().error).toMatch(message);
        expect(hasStackTrace(response.body)).toBe(false);
      }
      const huge = await context.app.inject(
        translate({ ...valid, inputText: 'x'.repeat(200_000) }),
      );
      expect(huge.statusCode).toBe(413);
    });

    it('refuses a pair the offline engine cannot translate with words for the visitor', async () => {
      const response = await context.app.inject(translate({ ...valid, targetLanguage: 'spanish' }));
      expect(response.statusCode).toBe(422);
      const body = response.json<{ error: string; code: string }>();
      expect(body).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: expect.stringMatching(
          /^Translating from Standard English to Spanish isn't available on this server yet\./,
        ) as unknown,
      });
      // The operator's instructions (LLM_BASE_URL) are in the log and the README, not in the answer.
      expect(response.body).not.toMatch(/LLM_|AI provider/);
    });

    it('says what it can translate: no AI provider here, one with LLM_BASE_URL set', async () => {
      const offline = await context.app.inject({
        method: 'GET',
        url: '/api/translate/capabilities',
      });
      expect(offline.statusCode).toBe(200);
      expect(offline.json()).toEqual({ aiProvider: false });
      const app = await context.buildApp({
        env: { LLM_BASE_URL: llmUrl, LLM_MODEL: 'test-model', LLM_API_KEY: 'k' },
      });
      const online = await app.inject({ method: 'GET', url: '/api/translate/capabilities' });
      expect(online.json()).toEqual({ aiProvider: true });
    });

    it('goes through the configured OpenAI-compatible server when LLM_BASE_URL is set', async () => {
      const app = await context.buildApp({
        env: { LLM_BASE_URL: llmUrl, LLM_MODEL: 'test-model', LLM_API_KEY: 'k' },
      });
      const before = llmCalls;
      const response = await app.inject(translate({ ...valid, targetLanguage: 'spanish' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        translation: 'esa fiesta estuvo genial',
        explanation: 'AI',
        engine: 'llm',
        alternatives: [],
        alternativeExplanations: [],
        alternativeTerms: [],
      });
      expect(llmCalls).toBe(before + 1);
    });

    it('is rate-limited per client: no X-RateLimit headers under the limit, when to retry once over it', async () => {
      const app = await context.buildApp();
      let last = await app.inject(translate({ ...valid, inputText: 'hello 0' }));
      expect(last.statusCode).toBe(200);
      expect(Object.keys(last.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual(
        [],
      );
      for (let i = 1; i < 61; i++)
        last = await app.inject(translate({ ...valid, inputText: `hello ${i}` }));
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.json()).toMatchObject({ code: 'RATE_LIMITED' });
    });
  },
  { only: ['pglite'] },
);

// AI guesses for searches the dictionary cannot answer, against a real OpenAI-compatible server on loopback:
// the query travels as data, answers are schema-checked and cached, failures answer an empty result, and
// GET /api/search uses the provider only when nothing is verified.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { SearchResponse } from '@shared/schemas/dictionary';
import { forEachDatabase } from '../test/test-app';
import { createSearchGuesser, GUESS_SYSTEM_PROMPT } from './ai-guess';

interface ChatRequest {
  messages: { role: string; content: string }[];
}

let server: Server;
let baseURL: string;
let requests: ChatRequest[];
let answer: { status: number; content?: string; delayMs?: number };

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

const GUESS = JSON.stringify({
  items: [
    {
      term: 'skrrt',
      meaning: 'leaving fast',
      explanation: 'The sound of tyres screeching, used for a quick exit.',
      region: 'US hip-hop',
    },
  ],
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      requests.push(JSON.parse(raw) as ChatRequest);
      const { status, content = '', delayMs = 0 } = answer;
      const timer = setTimeout(() => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(status === 200 ? completion(content) : { error: 'boom' }));
      }, delayMs);
      response.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  answer = { status: 200, content: GUESS };
});

it('asks with the query as JSON data under a constant system prompt, and caches the answer', async () => {
  const guesser = createSearchGuesser({ baseURL, model: 'test-model' });
  const items = await guesser.guess('Skrrt ');
  expect(items).toEqual([
    {
      term: 'skrrt',
      slug: 'skrrt',
      meaning: 'leaving fast',
      long_explanation: 'The sound of tyres screeching, used for a quick exit.',
      context_source: 'US hip-hop',
    },
  ]);
  expect(requests).toHaveLength(1);
  const [system, user] = requests[0]!.messages;
  expect(system?.content).toContain(GUESS_SYSTEM_PROMPT);
  expect(user?.content).toContain(JSON.stringify({ query: 'skrrt' }));
  // The same search, differently spaced and cased, is answered from memory.
  expect(await guesser.guess('  SKRRT')).toEqual(items);
  expect(requests).toHaveLength(1);
});

it('answers an empty result (and caches nothing) when the provider fails, is slow or answers garbage', async () => {
  const errors: unknown[] = [];
  const guesser = createSearchGuesser({
    baseURL,
    model: 'test-model',
    timeoutMs: 300,
    onError: (error) => errors.push(error),
  });
  answer = { status: 500 };
  expect(await guesser.guess('zzfail')).toEqual([]);
  answer = { status: 200, content: 'not json at all' };
  expect(await guesser.guess('zzgarbage')).toEqual([]);
  answer = { status: 200, content: GUESS, delayMs: 2_000 };
  expect(await guesser.guess('zzslow')).toEqual([]);
  expect(errors).toHaveLength(3);
  answer = { status: 200, content: GUESS };
  expect(await guesser.guess('zzfail')).toHaveLength(1);
});

forEachDatabase(
  'GET /api/search with an AI provider',
  (context) => {
    const search = async (q: string) => {
      const app = await context.buildApp({
        env: { LLM_BASE_URL: baseURL, LLM_MODEL: 'test-model' },
      });
      const response = await app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(response.statusCode).toBe(200);
      return response.json<SearchResponse>();
    };

    it('answers verified terms without asking the provider', async () => {
      const result = await search('rizz');
      expect(result.kind).toBe('verified');
      expect(requests).toHaveLength(0);
    });

    it('answers an AI guess when nothing is verified, and an empty result when the provider fails', async () => {
      expect(await search('qxzv skrrtish')).toMatchObject({
        kind: 'ai_guess',
        items: [{ term: 'skrrt', meaning: 'leaving fast' }],
      });
      answer = { status: 500 };
      expect(await search('qxzv another')).toEqual({ kind: 'verified', items: [] });
    });
  },
  { only: ['pglite'] },
);

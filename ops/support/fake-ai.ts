// An OpenAI-compatible chat-completions server on loopback: the AI provider of the multi-replica and fault tests.
// It counts the calls per text it was asked to translate, and answers as told: well (after a delay), with a 500,
// with garbage, or not at all.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAiMode = 'ok' | 'error' | 'garbage' | 'hang';

export interface FakeAi {
  /** LLM_BASE_URL for the app. */
  baseUrl: string;
  /** Calls so far, all texts together. */
  readonly calls: number;
  /** Calls whose user message contained `text`. */
  callsFor(text: string): number;
  mode: FakeAiMode;
  /** How long an 'ok' answer takes. */
  delayMs: number;
  close(): Promise<void>;
}

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

/** The body of a successful chat completion whose message is the app's structured answer. */
export function chatCompletion(
  model: string,
  answer: { translation?: string; explanation?: string },
) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: JSON.stringify(answer) },
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });

export async function startFakeAi(options: { delayMs?: number } = {}): Promise<FakeAi> {
  const asked: string[] = [];
  const state = { mode: 'ok' as FakeAiMode, delayMs: options.delayMs ?? 0 };
  const server: Server = createServer((request, response) => {
    void readBody(request).then(async (raw) => {
      const body = JSON.parse(raw) as ChatRequest;
      const prompt = body.messages.map((message) => message.content).join('\n');
      asked.push(prompt);
      if (state.mode === 'hang') return; // never answers; the app's deadline must
      if (state.mode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
        return;
      }
      if (state.mode === 'garbage') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"choices": [{"message": {"content": "not json at all"');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          chatCompletion(body.model, {
            translation: 'that party was bussin, no cap',
            explanation: 'bussin: excellent; no cap: honestly.',
          }),
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get calls() {
      return asked.length;
    },
    callsFor: (text) => asked.filter((prompt) => prompt.includes(text)).length,
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms) {
      state.delayMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

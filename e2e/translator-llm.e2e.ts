// The translator with an AI provider configured: LLM_BASE_URL points at an OpenAI-compatible server that this
// test runs on loopback. The page's translation comes from it (also across languages, which the built-in engine
// refuses), the request carries the user's text as data with the glossary, and when the provider fails twice
// the built-in engine answers instead.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { chatCompletion, readBody, type ChatRequest } from '../ops/support/fake-ai';
import { useE2eSuite } from './support/suite';

type Answer = { status: number; translation?: string; explanation?: string };

const requests: ChatRequest[] = [];
let answer: (request: ChatRequest) => Answer = () => ({ status: 500 });

const provider = createServer((request, response) => {
  void readBody(request).then((raw) => {
    const body = JSON.parse(raw) as ChatRequest;
    requests.push(body);
    const { status, translation, explanation } = answer(body);
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify(
        status === 200
          ? chatCompletion(body.model, { translation, explanation })
          : { error: { message: 'provider unavailable', type: 'server_error' } },
      ),
    );
  });
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;

const suite = useE2eSuite({ env: { LLM_BASE_URL: providerUrl, LLM_MODEL: 'e2e-model' } });

afterAll(async () => {
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

const input = (page: Page) => page.getByRole('textbox', { name: /^Text to translate/ });
const output = (page: Page) => page.getByTestId('translation-output');

/** The JSON data object the server sent as the user message. */
const userData = (request: ChatRequest | undefined) =>
  JSON.parse(request?.messages.find((message) => message.role === 'user')?.content ?? '{}') as {
    text?: string;
    glossary?: { term: string }[];
  };

async function translate(page: Page, text: string) {
  await page.goto('/');
  await input(page).fill(text);
  await input(page).press('Enter');
}

describe('the translator with an AI provider', () => {
  it('translates through the provider, sending the text as data with the glossary', async () => {
    answer = () => ({
      status: 200,
      translation: 'that party was lowkey iconic, no cap',
      explanation: '“no cap” means “honestly”.',
    });
    const { page } = suite;
    await translate(page, 'that party was really great, I am not lying');
    await expect(output(page).textContent()).resolves.toBe('that party was lowkey iconic, no cap');
    await expect(page.getByTestId('translation-explanation').textContent()).resolves.toContain(
      '“no cap” means “honestly”.',
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]?.model).toBe('e2e-model');
    const data = userData(requests[0]);
    expect(data.text).toBe('that party was really great, I am not lying');
    expect(data.glossary?.map((entry) => entry.term)).toContain('no cap');
  });

  it('translates across languages, which the built-in engine cannot', async () => {
    answer = () => ({ status: 200, translation: 'ngl I am so tired', explanation: 'Casual.' });
    const { page } = suite;
    await page.goto('/');
    await page.getByRole('button', { name: /^From / }).click();
    const menu = page.getByRole('group', { name: 'Translate from' });
    await menu.getByRole('button', { name: 'Spanish', exact: true }).click();
    await menu.getByRole('button', { name: /^Spanish Standard/ }).click();
    await input(page).fill('La verdad, estoy muy cansado.');
    await input(page).press('Enter');
    await expect(output(page).textContent()).resolves.toBe('ngl I am so tired');
    expect(userData(requests[0]).text).toBe('La verdad, estoy muy cansado.');
  });

  it('falls back to the built-in engine when the provider fails twice', async () => {
    answer = () => ({ status: 500 });
    const { page } = suite;
    await translate(page, 'To be honest, this pizza tastes so good.');
    await expect(output(page).textContent()).resolves.toBe('Tbh, this pizza is bussin.');
    // One retry on a transient error, then the built-in engine.
    expect(requests).toHaveLength(2);
    expect(suite.problems).toEqual([]);
  });
});

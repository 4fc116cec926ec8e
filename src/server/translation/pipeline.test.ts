// The pipeline's order: translation memory, cache (single-flight), AI provider, built-in engine — and its
// fallbacks. Runs on a real (in-memory) database with a scripted AI provider.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translationKeyHash } from '@shared/schemas/translate';
import type { Database } from '../db/client';
import { editorTranslations } from '../db/schema';
import type { LlmTranslationInput, LlmTranslator } from '../providers/llm/llm-translator';
import { TranslationMemory } from '../editors/translation-memory';
import { openTestDatabase } from '../test/test-app';
import { createTranslationPipeline } from './pipeline';
import { TranslationCache } from './translation-cache';

let database: Database;
const memory = new TranslationMemory();

beforeAll(async () => {
  database = await openTestDatabase('pglite');
});

afterAll(async () => {
  await database?.close();
});

const showcase = 'that party was really great, I am not lying';
const request = (
  inputText: string,
  sourceLanguage = 'standard_english',
  targetLanguage = 'gen_z_english',
) => ({
  inputText,
  sourceLanguage,
  targetLanguage,
});

function scriptedLlm(
  answer: (input: LlmTranslationInput) => Promise<{ translation: string; explanation: string }>,
) {
  const calls: LlmTranslationInput[] = [];
  const llm: LlmTranslator = {
    model: 'test-model',
    translate: (input) => {
      calls.push(input);
      return answer(input);
    },
  };
  return { llm, calls };
}

async function remember(
  sourceText: string,
  finalOutput: string,
  status: 'approved' | 'pending',
  style = 'gen_z_english',
) {
  await database.db.insert(editorTranslations).values({
    keyHash: translationKeyHash(style, sourceText),
    targetStyle: style,
    sourceText,
    finalOutput,
    status,
  });
  await memory.refresh(database.db, [translationKeyHash(style, sourceText)]);
}

describe('translation pipeline without an AI provider', () => {
  it('answers the showcase sentence with the built-in engine, then from the cache', async () => {
    const pipeline = createTranslationPipeline({ db: database.db, memory });
    const first = await pipeline.translate(request(showcase));
    expect(first.engine).toBe('style-engine');
    expect(first.translation).toContain('no cap');
    expect(first.explanation).toMatch(/no cap/);
    // The explanation's terms come as data too, for "Add to my deck" (the cached answer keeps them).
    expect(first.terms?.find(({ term }) => term === 'no cap')?.meaning).toMatch(/\w/);
    const second = await pipeline.translate(request(`  ${showcase} `));
    expect(second).toEqual({ ...first, engine: 'cache' });
  });

  it('offers a formal rewrite’s plain words (“cannot”, “hello”) in the explanation, not as cards', async () => {
    const pipeline = createTranslationPipeline({ db: database.db, memory });
    const formal = await pipeline.translate({
      inputText: `hey, I can't make it ${randomUUID().slice(0, 8)}`,
      sourceLanguage: 'standard_english',
      targetLanguage: 'formal_english',
    });
    expect(formal.translation).toMatch(/^Hello, I cannot make it /);
    expect(formal.explanation).toContain('“cannot”');
    expect(formal.explanation).not.toMatch(/slang/i);
    expect(formal.terms ?? []).toEqual([]);
    // Slang read on the way is still worth a card.
    const fromSlang = await pipeline.translate({
      inputText: `hey bestie, I can't make it ${randomUUID().slice(0, 8)}`,
      sourceLanguage: 'gen_z_english',
      targetLanguage: 'formal_english',
    });
    expect(fromSlang.terms?.map(({ term }) => term)).toEqual(['bestie']);
  });

  it('lets an approved editor translation win outright, ignoring pending ones and case or spacing', async () => {
    const text = `see you later ${randomUUID()}`;
    await remember(text, 'catch you on the flip', 'approved');
    const pending = `see you soon ${randomUUID()}`;
    await remember(pending, 'never used', 'pending');
    const pipeline = createTranslationPipeline({ db: database.db, memory });
    const remembered = await pipeline.translate(request(`  ${text.toUpperCase()}  `));
    expect(remembered).toMatchObject({ translation: 'catch you on the flip', engine: 'memory' });
    expect(remembered.terms).toBeUndefined();
    await expect(pipeline.translate(request(pending))).resolves.toMatchObject({
      engine: 'style-engine',
    });
  });

  it('hands on one frozen answer per cache entry and per approved text, a new one once the text changes', async () => {
    const pipeline = createTranslationPipeline({ db: database.db, memory });
    const text = `that party was really great ${randomUUID().slice(0, 8)}`;
    expect(pipeline.lookup(request(text))).toBeUndefined();
    await pipeline.translate(request(text));
    const hit = pipeline.lookup(request(text));
    expect(hit).toMatchObject({ engine: 'cache' });
    expect(Object.isFrozen(hit)).toBe(true);
    expect(pipeline.lookup(request(`  ${text}`))).toBe(hit);

    const approved = `see you later ${randomUUID()}`;
    await remember(approved, 'catch you on the flip', 'approved');
    const remembered = pipeline.lookup(request(approved));
    expect(remembered).toMatchObject({ translation: 'catch you on the flip', engine: 'memory' });
    expect(pipeline.lookup(request(approved))).toBe(remembered);
    const keyHash = translationKeyHash('gen_z_english', approved);
    await database.db
      .update(editorTranslations)
      .set({ finalOutput: 'later, bestie' })
      .where(eq(editorTranslations.keyHash, keyHash));
    await memory.refresh(database.db, [keyHash]);
    expect(pipeline.lookup(request(approved))).toMatchObject({
      translation: 'later, bestie',
      engine: 'memory',
    });
  });

  it('uses the editors’ style key for Spain Gen Z (gen_z_spanish)', async () => {
    const text = `hola amigos ${randomUUID()}`;
    await remember(text, 'buenas, peña', 'approved', 'gen_z_spanish');
    const pipeline = createTranslationPipeline({ db: database.db, memory });
    await expect(pipeline.translate(request(text, 'spanish', 'spain_genz'))).resolves.toMatchObject(
      { engine: 'memory' },
    );
  });

  it('refuses a cross-language pair with a 422 for the visitor, and logs the operator hint', async () => {
    const info = vi.fn();
    const pipeline = createTranslationPipeline({
      db: database.db,
      memory,
      log: { warn: () => undefined, info },
    });
    expect(pipeline.capabilities).toEqual({ aiProvider: false });
    const error = await pipeline
      .translate(request('hello', 'standard_english', 'spanish'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 422, code: 'VALIDATION_FAILED' });
    expect((error as Error).message).toMatch(
      /^Translating from Standard English to Spanish isn't available on this server yet\./,
    );
    expect((error as Error).message).not.toMatch(/LLM_BASE_URL/);
    expect(info).toHaveBeenCalledWith(
      { sourceLanguage: 'standard_english', targetLanguage: 'spanish' },
      expect.stringMatching(/LLM_BASE_URL/),
    );
  });

  it('refuses the pair even when translation memory holds the text for that target', async () => {
    const text = `hello amigo ${randomUUID()}`;
    await remember(text, 'hola amigo', 'approved', 'spanish');
    const pipeline = createTranslationPipeline({ db: database.db, memory });
    await expect(
      pipeline.translate(request(text, 'standard_english', 'spanish')),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('translation pipeline with an AI provider', () => {
  it('sends glossary and approved examples, and caches the answer', async () => {
    await remember(`that slaps ${randomUUID()}`, 'that slaps fr', 'approved');
    const { llm, calls } = scriptedLlm(() =>
      Promise.resolve({
        translation: 'that party was bussin, no cap',
        explanation: 'bussin = great',
      }),
    );
    const pipeline = createTranslationPipeline({
      db: database.db,
      memory,
      llm,
      cache: new TranslationCache(),
    });
    // Of the glossary, only the terms the answer really uses are offered for learning.
    const answer = await pipeline.translate(request(showcase));
    expect(answer).toMatchObject({
      translation: 'that party was bussin, no cap',
      explanation: 'bussin = great',
      engine: 'llm',
    });
    expect(answer.terms?.map(({ term }) => term)).toEqual(['no cap']);
    expect(calls[0]?.glossary?.length).toBeGreaterThan(0);
    expect(calls[0]?.examples?.length).toBeGreaterThan(0);
    expect(calls[0]?.target.code).toBe('gen_z_english');
    await expect(pipeline.translate(request(showcase))).resolves.toMatchObject({ engine: 'cache' });
    expect(calls).toHaveLength(1);
  });

  it('shows the AI the approved translations most like the text, not just any eight', async () => {
    const style = 'rioplatense_spanish';
    for (let i = 0; i < 12; i++) {
      await remember(
        `el colectivo numero ${i} llega tarde`,
        `el bondi ${i} viene al toque`,
        'approved',
        style,
      );
    }
    await remember(
      'mi hermano tiene mucha plata',
      'mi hermano tiene mucha guita',
      'approved',
      style,
    );
    await remember(
      'mi hermano tiene un auto',
      'mi hermano tiene un auto re piola',
      'approved',
      style,
    );
    const { llm, calls } = scriptedLlm(() =>
      Promise.resolve({ translation: 'mi hermano tiene mucha guita che', explanation: '' }),
    );
    const pipeline = createTranslationPipeline({ db: database.db, memory, llm });
    await pipeline.translate(request('Mi hermano tiene mucha plata, che', 'spanish', style));
    const sources = calls[0]?.examples?.map((example) => example.source) ?? [];
    expect(sources).toHaveLength(8);
    expect(sources.slice(0, 2)).toEqual([
      'mi hermano tiene mucha plata',
      'mi hermano tiene un auto',
    ]);
  });

  it('makes one upstream call for concurrent identical requests', async () => {
    const { llm, calls } = scriptedLlm(
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ translation: 'ok', explanation: '' }), 50),
        ),
    );
    const pipeline = createTranslationPipeline({
      db: database.db,
      memory,
      llm,
      cache: new TranslationCache(),
    });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => pipeline.translate(request('hello there friend'))),
    );
    expect(calls).toHaveLength(1);
    expect(results.filter((result) => result.engine === 'llm')).toHaveLength(1);
    expect(results.filter((result) => result.engine === 'cache')).toHaveLength(5);
  });

  it('falls back to the built-in engine when the provider fails, without caching the fallback', async () => {
    let up = false;
    const { llm, calls } = scriptedLlm(() =>
      up
        ? Promise.resolve({ translation: 'from the AI', explanation: '' })
        : Promise.reject(new Error('500')),
    );
    const pipeline = createTranslationPipeline({
      db: database.db,
      memory,
      llm,
      cache: new TranslationCache(),
    });
    const fallback = await pipeline.translate(request(showcase));
    expect(fallback.engine).toBe('style-engine');
    expect(fallback.translation).toContain('no cap');
    up = true;
    await expect(pipeline.translate(request(showcase))).resolves.toMatchObject({
      engine: 'llm',
      translation: 'from the AI',
    });
    expect(calls).toHaveLength(2);
  });

  it('answers 503 when the provider fails on a pair only it can translate', async () => {
    const { llm } = scriptedLlm(() => Promise.reject(new Error('timeout')));
    const pipeline = createTranslationPipeline({
      db: database.db,
      memory,
      llm,
      cache: new TranslationCache(),
    });
    await expect(
      pipeline.translate(request('hello', 'standard_english', 'french')),
    ).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});

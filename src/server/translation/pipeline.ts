// The translation pipeline (ARCHITECTURE §3): translation memory → cache (single-flight) → AI provider →
// built-in style engine. The answer names the step that produced it.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { resolveLanguage, isSameLanguage, translationStyleKey } from '@shared/languages';
import {
  translationKeyHash,
  type TranslateResponse,
  type TranslationTerm,
} from '@shared/schemas/translate';
import { isPairAvailable } from '@shared/translation-pairs';
import { queryRows, type Db } from '../db/client';
import type { TranslatorRequestLog } from '../editors/translator-requests';
import { serviceUnavailable } from '../errors';
import type { LlmTranslator, TranslationExample } from '../providers/llm/llm-translator';
import {
  CrossLanguageError,
  getStyleEngine,
  MISSING_PROVIDER_HINT,
  type StyleEngine,
} from './style-engine';
import { type CachedTranslation, TranslationCache } from './translation-cache';

export interface TranslationPipelineDeps {
  db: Db;
  /** Approved editor translations by key (src/server/editors/translation-memory.ts). */
  memory: { get(keyHash: string): string | undefined };
  /** Where answered requests into the editor styles are counted for the editors. */
  requests?: Pick<TranslatorRequestLog, 'record'>;
  llm?: LlmTranslator | undefined;
  cache?: TranslationCache;
  styleEngine?: StyleEngine;
  /** Told of every answer, by the step that gave it (the metrics). */
  answered?(engine: TranslateResponse['engine']): void;
  log?: {
    warn(details: object, message: string): void;
    info?(details: object, message: string): void;
  };
}

export interface PipelineRequest {
  inputText: string;
  sourceLanguage: string;
  targetLanguage: string;
}

// Bump when the lexicons or the prompt change in a way that should not be served from old cache entries. The
// dictionary's senses change while the app runs: their version is a part of every key (dictionary-senses.ts).
const STYLE_ENGINE_VERSION = 'style-6';
const LLM_PROMPT_VERSION = 'llm-1';
const EXAMPLE_LIMIT = 8;
/** How many shaped editor answers are kept for reuse (each a few hundred bytes). */
const MEMORY_ANSWERS_KEPT = 2_000;

/** An answer without alternatives (an editor's approved translation, the AI's): frozen, shared by every answer. */
const NO_ALTERNATIVES = Object.freeze({
  alternatives: [] as string[],
  alternativeExplanations: [] as string[],
  alternativeTerms: [] as TranslationTerm[][],
});

/** The answer's fields for the alternatives a produced or cached answer has (shaped when it was produced). */
function alternativesOf(
  found: Pick<CachedTranslation, 'alternatives' | 'alternativeExplanations' | 'alternativeTerms'>,
): Pick<TranslateResponse, 'alternatives' | 'alternativeExplanations' | 'alternativeTerms'> {
  if (!found.alternatives?.length) return NO_ALTERNATIVES;
  return {
    alternatives: found.alternatives,
    alternativeExplanations: found.alternativeExplanations ?? [],
    alternativeTerms: found.alternativeTerms ?? [],
  };
}

export function createTranslationPipeline(deps: TranslationPipelineDeps) {
  const cache = deps.cache ?? new TranslationCache();
  const engine = () => deps.styleEngine ?? getStyleEngine();
  const capabilities = { aiProvider: !!deps.llm };
  const fixedVersion = deps.llm ? `${LLM_PROMPT_VERSION}:${deps.llm.model}` : STYLE_ENGINE_VERSION;

  /**
   * The approved editor translations into the target style whose sources are most like the text (trigram
   * similarity), shown to the AI as examples.
   */
  async function examplesFor(text: string, targetLanguage: string): Promise<TranslationExample[]> {
    return queryRows<TranslationExample>(
      deps.db,
      sql`select source_text as source, final_output as output
            from editor_translations
           where target_style = ${translationStyleKey(targetLanguage)} and status = 'approved'
           order by similarity(lower(source_text), ${text.toLowerCase()}) desc, updated_at desc
           limit ${EXAMPLE_LIMIT}`,
    );
  }

  async function produce(request: PipelineRequest): Promise<
    {
      translation: string;
      explanation: string;
      engine: 'llm' | 'style-engine';
      terms: TranslationTerm[];
    } & Pick<CachedTranslation, 'alternatives' | 'alternativeExplanations' | 'alternativeTerms'>
  > {
    const source = resolveLanguage(request.sourceLanguage);
    const target = resolveLanguage(request.targetLanguage);
    const sameLanguage = isSameLanguage(source.code, target.code);
    if (deps.llm) {
      try {
        // The offline engine's reading of the text gives the AI the target style's vocabulary as a glossary.
        const reading = sameLanguage
          ? engine().translateStyle(request.inputText, source.code, target.code)
          : undefined;
        const glossary = reading?.terms ?? [];
        const answer = await deps.llm.translate({
          text: request.inputText,
          source,
          target,
          glossary,
          examples: await examplesFor(request.inputText, target.code),
        });
        // The glossary's card-worthy terms the answer really uses are the ones worth learning from it.
        const used = answer.translation.toLowerCase();
        const terms = (reading?.cardTerms ?? [])
          .filter(({ term }) => used.includes(term.toLowerCase()))
          .map(({ term, meaning }) => ({ term, meaning }));
        return { ...answer, engine: 'llm', terms };
      } catch (error) {
        deps.log?.warn(
          { err: error },
          'The AI provider failed; falling back to the built-in engine',
        );
        if (!sameLanguage) {
          throw serviceUnavailable(
            `The AI provider is not answering right now, and translating from ${source.name} to ${target.name} needs it. Please try again in a moment.`,
          );
        }
      }
    }
    const result = engine().translateStyle(request.inputText, source.code, target.code);
    return {
      translation: result.translation,
      explanation: result.explanation,
      engine: 'style-engine',
      // Only terms worth a card: a formal rewrite's "cannot" or "hello" is named in the explanation, not offered.
      terms: result.cardTerms.map(({ term, meaning }) => ({ term, meaning })),
      // Shaped as the answer carries them once, here, so that a cache hit only hands them on.
      ...(result.alternatives.length
        ? {
            alternatives: result.alternatives.map((alternative) => alternative.translation),
            alternativeExplanations: result.alternatives.map(
              (alternative) => alternative.explanation,
            ),
            alternativeTerms: result.alternatives.map((alternative) =>
              alternative.cardTerms.map(({ term, meaning }) => ({ term, meaning })),
            ),
          }
        : {}),
    };
  }

  // A known answer is shaped once and handed on as the same frozen object on every later hit (the hot path,
  // issue 27 item 7), so that the route can send the bytes it serialised the first time (answer-bytes.ts). A
  // cached one lives as long as its cache entry; an editor's, until the approved text changes (checked on use).
  const cachedAnswers = new WeakMap<CachedTranslation, TranslateResponse>();
  const memoryAnswers = new LRUCache<string, TranslateResponse>({ max: MEMORY_ANSWERS_KEPT });

  const cacheKeyOf = (request: PipelineRequest) =>
    TranslationCache.key({
      engineVersion: `${fixedVersion}:${engine().dictionaryVersion}`,
      source: request.sourceLanguage,
      target: request.targetLanguage,
      text: request.inputText,
    });

  /**
   * The answer already known for a request — an approved editor translation or a cached one — without a
   * promise or a database round trip (the hot path, issue 10), or undefined when it must be produced. Throws
   * for a pair this server cannot translate.
   */
  function lookup(request: PipelineRequest): TranslateResponse | undefined {
    // The pickers mark the same pairs (src/shared/translation-pairs.ts); a prefill link can still ask.
    if (!isPairAvailable(request.sourceLanguage, request.targetLanguage, capabilities)) {
      deps.log?.info?.(
        { sourceLanguage: request.sourceLanguage, targetLanguage: request.targetLanguage },
        `Refused a pair of two languages: no AI provider is configured. ${MISSING_PROVIDER_HINT}`,
      );
      throw new CrossLanguageError(
        resolveLanguage(request.sourceLanguage),
        resolveLanguage(request.targetLanguage),
      );
    }
    const style = translationStyleKey(request.targetLanguage);
    const keyHash = translationKeyHash(style, request.inputText);
    const remembered = deps.memory.get(keyHash);
    if (remembered !== undefined) {
      deps.requests?.record({
        style,
        keyHash,
        inputText: request.inputText,
        output: remembered,
        engine: 'memory',
      });
      deps.answered?.('memory');
      const memoKey = `${keyHash}\n${request.targetLanguage}`;
      const known = memoryAnswers.get(memoKey);
      if (known?.translation === remembered) return known;
      const answer: TranslateResponse = Object.freeze({
        translation: remembered,
        explanation: `Approved by our ${resolveLanguage(request.targetLanguage).name} editors.`,
        engine: 'memory',
        ...NO_ALTERNATIVES,
      });
      memoryAnswers.set(memoKey, answer);
      return answer;
    }
    const cached = cache.get(cacheKeyOf(request));
    if (!cached) return undefined;
    deps.requests?.record({
      style,
      keyHash,
      inputText: request.inputText,
      output: cached.translation,
      engine: cached.engine ?? 'cache',
    });
    deps.answered?.('cache');
    const known = cachedAnswers.get(cached);
    if (known) return known;
    const answer: TranslateResponse = Object.freeze({
      translation: cached.translation,
      explanation: cached.explanation,
      engine: 'cache',
      ...(cached.terms?.length ? { terms: cached.terms } : {}),
      ...alternativesOf(cached),
    });
    cachedAnswers.set(cached, answer);
    return answer;
  }

  return {
    /** What this pipeline can translate (GET /api/translate/capabilities). */
    capabilities,
    lookup,

    async translate(request: PipelineRequest): Promise<TranslateResponse> {
      const known = lookup(request);
      if (known) return known;
      const key = cacheKeyOf(request);
      const style = translationStyleKey(request.targetLanguage);
      const keyHash = translationKeyHash(style, request.inputText);
      const { value, hit } = await cache.getOrProduce(
        key,
        () => produce(request),
        // With an AI provider configured, an answer of the built-in engine is a fallback: do not keep it.
        (answer) => !deps.llm || answer.engine === 'llm',
      );
      deps.requests?.record({
        style,
        keyHash,
        inputText: request.inputText,
        output: value.translation,
        engine: value.engine,
      });
      const engine = hit ? 'cache' : value.engine;
      deps.answered?.(engine);
      return {
        translation: value.translation,
        explanation: value.explanation,
        engine,
        ...(value.terms.length ? { terms: value.terms } : {}),
        ...alternativesOf(value),
      };
    },
  };
}

export type TranslationPipeline = ReturnType<typeof createTranslationPipeline>;

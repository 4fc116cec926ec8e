// POST /api/translate (spec 1 §7): the answer's text is `translation` (or `outputText`) and `explanation`, with
// the slang `terms` the explanation names (issue 11 item 5), passed on as they came: they are checked where they
// are shown, in code that loads lazily (the first load of / has no room for it).
import type { TranslateRequest } from '@shared/schemas/translate';
import { isKnownLanguage } from '@shared/languages';
import { isTranslationEngine, type TranslationEngine } from '@shared/translation-engines';
import { apiRequest } from '@client/lib/api-client';

export type { TranslationEngine };

/** Another rendering of the text, with what explains it (the terms are unchecked, like the answer's). */
export interface TranslationAlternative {
  translation: string;
  explanation: string;
  terms: unknown;
}

export interface TranslateResult {
  translation: string;
  explanation: string;
  /** Which step answered (our server says; another server may not). */
  engine: TranslationEngine | null;
  /** `TranslationTerm[]` from our server when the explanation names terms; unchecked. */
  terms: unknown;
  /** With `sourceLanguage: "auto"`: the style the server detected (a known code), which it translated from. */
  detectedLanguage?: string;
  /** Other renderings; none when the server's lists are not well formed. */
  alternatives: TranslationAlternative[];
}

interface TranslatePayload {
  translation?: unknown;
  outputText?: unknown;
  explanation?: unknown;
  engine?: unknown;
  terms?: unknown;
  detectedLanguage?: unknown;
  alternatives?: unknown;
  alternativeExplanations?: unknown;
  alternativeTerms?: unknown;
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** `signal` aborts the call (a newer text replaced it while typing, issue 27 item 5). */
export async function translateText(
  request: TranslateRequest,
  signal?: AbortSignal,
): Promise<TranslateResult> {
  const response = await apiRequest(
    'POST',
    '/api/translate',
    { ...request, context: 'general' },
    { signal },
  );
  const body = (await response.json()) as TranslatePayload;
  const translation =
    typeof body.translation === 'string'
      ? body.translation
      : typeof body.outputText === 'string'
        ? body.outputText
        : '';
  return {
    translation,
    explanation: typeof body.explanation === 'string' ? body.explanation : '',
    engine: isTranslationEngine(body.engine) ? body.engine : null,
    terms: body.terms,
    ...(isKnownLanguage(body.detectedLanguage) ? { detectedLanguage: body.detectedLanguage } : {}),
    alternatives: alternativesOf(
      body.alternatives,
      body.alternativeExplanations,
      body.alternativeTerms,
    ),
  };
}

/** The server's parallel lists as one alternative each, with its explanation; anything else is no alternative. */
function alternativesOf(texts: unknown, notes: unknown, terms: unknown): TranslationAlternative[] {
  if (!isTextList(texts) || !isTextList(notes) || texts.length !== notes.length) return [];
  const termLists: readonly unknown[] =
    Array.isArray(terms) && terms.length === texts.length ? terms : [];
  return texts.map((translation, index) => ({
    translation,
    explanation: notes[index]!,
    terms: termLists[index],
  }));
}

// The built-in style engine (ARCHITECTURE §3 step 5): rewrites text between the styles of one language with the
// phrase lexicons of content/lexicons/, offline and deterministically; other language pairs need the AI provider.
//
// A text goes through the stages of ./stages/, once for the source style (towards the standard variety) and once for
// the target (towards the style):
//   1. tokenize (tokenize.ts): word boundaries, sentence edges, the pattern of all the lexicon's phrases;
//   2. find senses (find-senses.ts): the lexicon compiled into rules, each match resolved to the rules it may use;
//   3. choose (choose.ts): the rule whose guard holds in the text around the match;
//   4. inflect and rewrite (rewrite.ts): the rewrite written in place, agreeing with its neighbours; the other
//      forms of verb phrases and the synonyms were generated ahead of time (inflection.ts, synonyms.ts);
//   5. repair (repair.ts): a style's grammar that no phrase can write (negative concord);
//   6. case (letter-case.ts): each rewrite in the case of what it replaced, then the sentence form of the whole text.
// This file runs them, explains the result (explain.ts) and offers the alternatives.
import { findLanguage, type LanguageOption, standardVarietyOf } from '@shared/languages';
import { unavailablePairMessage } from '@shared/translation-pairs';
import { AppError } from '../errors';
import { type DictionarySenses } from './dictionary-senses';
import { getLexicons, type Lexicon, type LexiconDirection } from './lexicon';
import { readVariants, type VariantEntry } from './lexicon-variants';
import { repairRegisterSubject } from './register-subject';
import { keepSentenceForm } from './sentence-case';
import { termSentence, termLabel } from './stages/explain';
import { compilePass } from './stages/find-senses';
import { applyGrammar, GRAMMAR } from './stages/repair';
import { runPass } from './stages/rewrite';
import type { Pass, PassResult, StyleTerm } from './stages/types';

export type { StyleTerm } from './stages/types';

export interface StyleTranslation {
  translation: string;
  /** Plain text naming each style term used or recognised with its meaning, or saying that none applied. */
  explanation: string;
  terms: StyleTerm[];
  /** The terms worth a flashcard: those of lexicons with cards (not the plain words a formal rewrite writes). */
  cardTerms: StyleTerm[];
  /** Writing direction of the target variety (Arabic and Persian are right-to-left). */
  direction: 'ltr' | 'rtl';
  /** Up to three other renderings (another choice for one of the senses), each with its own explanation. */
  alternatives: { translation: string; explanation: string; cardTerms: StyleTerm[] }[];
}

/** At most this many alternative translations (issue 27 item 4: "up to 3", like DeepL's). */
export const MAX_ALTERNATIVES = 3;

/** What the operator reads (in the log, never in an answer) about pairs of two languages. */
export const MISSING_PROVIDER_HINT =
  'Set LLM_BASE_URL (and LLM_API_KEY, LLM_MODEL) to an OpenAI-compatible server to translate between languages.';

/**
 * A pair of different languages: the offline engine cannot translate it honestly, only the AI provider can.
 * A 422 with words for the visitor (src/shared/translation-pairs.ts); the pickers mark these pairs beforehand.
 */
export class CrossLanguageError extends AppError {
  readonly missingProvider = 'llm';

  constructor(
    readonly source: LanguageOption,
    readonly target: LanguageOption,
  ) {
    const message = unavailablePairMessage(source.code, target.code);
    super(422, 'VALIDATION_FAILED', message, [{ field: 'targetLanguage', message }]);
    this.name = 'CrossLanguageError';
  }
}

/** One lexicon's pass over a text, as translateStyle reads it. */
interface Stage {
  style: LanguageOption;
  way: LexiconDirection;
  lexicon: Lexicon;
  /** The pass's own output and what it found (choices are offsets in this text). */
  raw: PassResult;
  /** The output after the style's grammar. */
  text: string;
  terms: StyleTerm[];
  /** The style's grammar applied to another output of the pass (an alternative). */
  finish(output: string): string;
}

function languageOrThrow(code: string): LanguageOption {
  const option = findLanguage(code);
  if (!option) throw new AppError(400, 'VALIDATION_FAILED', `Unknown language code: ${code}.`);
  return option;
}

export interface StyleEngine {
  translateStyle(text: string, sourceCode: string, targetCode: string): StyleTranslation;
  /** Compiles every lexicon's patterns now instead of on first use. */
  warm(): void;
  /**
   * Puts the dictionary's senses (dictionary-senses.ts) in place of the last ones; the styles whose senses changed
   * are compiled again on their next use.
   */
  useDictionarySenses(senses: DictionarySenses): void;
  /** The version of the dictionary senses in use ("" before any): translations cached under another are stale. */
  readonly dictionaryVersion: string;
}

/**
 * An engine over the given lexicons (keyed by style code) and their variant entries (content/lexicon-variants/:
 * synonyms and other forms of their phrases); compiled patterns are built once per direction.
 */
export function createStyleEngine(
  lexicons: ReadonlyMap<string, Lexicon>,
  variants: ReadonlyMap<string, readonly VariantEntry[]> = new Map(),
): StyleEngine {
  const passes = new Map<string, Pass>();
  let dictionary: DictionarySenses = { byStyle: new Map(), version: '' };

  function passFor(
    style: LanguageOption,
    direction: LexiconDirection,
  ): { pass: Pass; lexicon: Lexicon } {
    const lexicon = lexicons.get(style.code);
    if (!lexicon) throw new Error(`No lexicon for the style ${style.code} in content/lexicons/.`);
    const key = `${style.code}|${direction}`;
    let pass = passes.get(key);
    if (!pass) {
      const senses = dictionary.byStyle.get(style.code) ?? [];
      pass = compilePass(lexicon, [...(variants.get(style.code) ?? []), ...senses], direction);
      passes.set(key, pass);
    }
    return { pass, lexicon };
  }

  function translateStyle(text: string, sourceCode: string, targetCode: string): StyleTranslation {
    const source = languageOrThrow(sourceCode);
    const target = languageOrThrow(targetCode);
    if (source.language !== target.language) throw new CrossLanguageError(source, target);
    const direction = target.direction;
    if (text.trim() === '') {
      return {
        translation: text,
        explanation: 'There is no text to rewrite.',
        terms: [],
        cardTerms: [],
        direction,
        alternatives: [],
      };
    }
    if (source.code === target.code) {
      return {
        translation: text,
        explanation: `Source and target are both ${target.name}; the text is shown unchanged.`,
        terms: [],
        cardTerms: [],
        direction,
        alternatives: [],
      };
    }
    // Lexicons are written precomposed ("é"); text typed with combining accents is matched the same way.
    const input = text.normalize('NFC');
    const first = source.standard ? undefined : readStage(source, 'to-standard', input);
    const second = target.standard
      ? undefined
      : readStage(target, 'to-style', first?.text ?? input);
    const main = compose(first, second, second?.text ?? first?.text ?? input);
    if (!main) {
      const explanation = target.standard
        ? `No ${source.name} phrase in this text is in the offline lexicon; it is shown unchanged.`
        : source.standard
          ? `No phrase in this text has a common ${target.name} equivalent in the offline lexicon; it is shown unchanged.`
          : `No phrase in this text is in the offline ${source.name} or ${target.name} lexicons; it is shown unchanged.`;
      return {
        translation: text,
        explanation,
        terms: [],
        cardTerms: [],
        direction,
        alternatives: [],
      };
    }
    return { ...main, direction, alternatives: alternativesOf(first, second, main.translation) };

    /** One lexicon's pass, with the style's grammar before it (towards the standard) or after it (towards the style). */
    function readStage(style: LanguageOption, way: LexiconDirection, stageInput: string): Stage {
      const { pass, lexicon } = passFor(style, way);
      const grammar = GRAMMAR[style.code];
      if (way === 'to-standard') {
        const before = applyGrammar(grammar, 'toStandard', stageInput);
        const raw = runPass(pass, before.text);
        const after = applyGrammar(grammar, 'toStandard', raw.text, { afterLexicon: true });
        const terms = [...raw.terms, ...before.terms, ...after.terms];
        return { style, way, lexicon, raw, text: after.text, terms, finish: (output) => output };
      }
      const finish = (output: string) => applyGrammar(grammar, 'toStyle', output).text;
      const raw = runPass(pass, stageInput);
      const after = applyGrammar(grammar, 'toStyle', raw.text);
      const terms = [...raw.terms, ...after.terms];
      return { style, way, lexicon, raw, text: after.text, terms, finish };
    }

    /** The translation of a stage's (or two stages') output: its sentence form, explanation and terms. */
    function compose(
      from: Stage | undefined,
      to: Stage | undefined,
      output: string,
      toTerms: StyleTerm[] | undefined = to?.terms,
    ): Omit<StyleTranslation, 'direction' | 'alternatives'> | undefined {
      const sentences: string[] = [];
      const terms: StyleTerm[] = [];
      const cardTerms: StyleTerm[] = [];
      if (from) {
        terms.push(...from.terms);
        if (from.lexicon.cards !== false) cardTerms.push(...from.terms);
        if (from.terms.length) {
          sentences.push(termSentence(termLabel(from.lexicon, source, 'to-standard'), from.terms));
        }
      }
      // A register (formal, business) writes full sentences, so it capitalises them even when the source did not.
      const targetIsRegister = to?.lexicon.kind === 'register';
      if (to && toTerms) {
        for (const term of toTerms) {
          if (terms.some((known) => known.term === term.term)) continue;
          terms.push(term);
          if (to.lexicon.cards !== false) cardTerms.push(term);
        }
        if (toTerms.length) {
          sentences.push(termSentence(termLabel(to.lexicon, target, 'to-style'), toTerms));
        } else if (sentences.length) {
          sentences.push(
            `No phrase had a common ${target.name} equivalent in the offline lexicon.`,
          );
        }
      }
      if (terms.length === 0) return undefined;
      // An English register says who does what: a subject the informal source dropped is written back.
      const englishRegister = targetIsRegister && target.language === 'en';
      const heading =
        source.standard || target.standard
          ? `Rewritten in ${target.name}.`
          : `Rewritten from ${source.name} to ${target.name} via ${standardVarietyOf(source.code)?.name ?? 'the standard variety'}.`;
      return {
        // Phrase by phrase, a replacement at a sentence start or end can drop the source's capital ("#blessed" →
        // "grateful") or its end mark; the sentence form is restored over the whole text.
        translation: englishRegister
          ? repairRegisterSubject(keepSentenceForm(text, output, { always: true }))
          : keepSentenceForm(text, output, { always: targetIsRegister }),
        explanation: [heading, ...sentences].join(' '),
        terms,
        cardTerms,
      };
    }

    /** The last stage's output with one of its choices swapped for another rendering, for each choice in turn. */
    function alternativesOf(
      from: Stage | undefined,
      to: Stage | undefined,
      translation: string,
    ): StyleTranslation['alternatives'] {
      const last = to ?? from;
      if (!last) return [];
      const found: StyleTranslation['alternatives'] = [];
      const seen = new Set([translation]);
      for (const choice of last.raw.choices) {
        for (const option of choice.options) {
          const raw =
            last.raw.text.slice(0, choice.start) + option.text + last.raw.text.slice(choice.end);
          const terms = last.terms.map((term) => (term.term === choice.term ? option.term : term));
          const alternative =
            last === to
              ? compose(from, to, last.finish(raw), terms)
              : compose({ ...last, terms }, undefined, raw);
          if (!alternative || seen.has(alternative.translation)) continue;
          seen.add(alternative.translation);
          found.push({
            translation: alternative.translation,
            explanation: alternative.explanation,
            cardTerms: alternative.cardTerms,
          });
          if (found.length === MAX_ALTERNATIVES) return found;
        }
      }
      return found;
    }
  }

  return {
    translateStyle,
    get dictionaryVersion() {
      return dictionary.version;
    },
    useDictionarySenses(senses) {
      const styles = new Set([...dictionary.byStyle.keys(), ...senses.byStyle.keys()]);
      for (const style of styles) {
        const before = JSON.stringify(dictionary.byStyle.get(style) ?? []);
        if (before === JSON.stringify(senses.byStyle.get(style) ?? [])) continue;
        passes.delete(`${style}|to-style`);
        passes.delete(`${style}|to-standard`);
      }
      dictionary = senses;
    },
    warm() {
      for (const lexicon of lexicons.values()) {
        const style = findLanguage(lexicon.style);
        if (!style) continue;
        passFor(style, 'to-style');
        passFor(style, 'to-standard');
      }
    },
  };
}

let defaultEngine: StyleEngine | undefined;

/** The engine over content/lexicons/, created on first use. */
export function getStyleEngine(): StyleEngine {
  defaultEngine ??= createStyleEngine(getLexicons(), readVariants());
  return defaultEngine;
}

/**
 * Rewrites `text` from one style to another of the same language: standard → style with the target's lexicon,
 * style → standard with the source's, style → style through the standard variety.
 * Throws CrossLanguageError when the languages differ.
 */
export function translateStyle(
  text: string,
  sourceCode: string,
  targetCode: string,
): StyleTranslation {
  return getStyleEngine().translateStyle(text, sourceCode, targetCode);
}

// Detects the style a text is written in (issue 27 item 3): the naive Bayes classifier of classifier.ts, learnt
// from the built-in content (corpus.ts), plus the lexicons' cues — a phrase of a style's lexicon that is not also
// a phrase of its standard variety (Gen Z's "no cap", Iraqi "شلونك") is evidence for that style wherever it
// occurs as whole words. Offline, in memory, learnt once per process on first use.
import { findLanguage, resolveLanguage } from '@shared/languages';
import { getLexicons, matchKey } from '../lexicon';
import {
  DEFAULT_CLASSIFIER_OPTIONS,
  NaiveBayesClassifier,
  normalizeForDetection,
  type ClassifierOptions,
} from './classifier';
import { readDetectionCorpus, type LabelledText } from './corpus';

export interface StyleCandidate {
  code: string;
  name: string;
  /** The share of the evidence (0–1); the candidates of one text add up to at most 1. */
  score: number;
}

export interface DetectorOptions extends ClassifierOptions {
  /** Added to a style's per-feature log-likelihood for each of its lexicon's phrases in the text. */
  cueWeight: number;
  /** Added to a standard variety's per-feature log-likelihood: a text with no mark of a style is standard. */
  standardBias: number;
  /** How sharply the scores separate: a softmax over the log-likelihoods times this. */
  sharpness: number;
}

// Chosen on the development split (docs/performance.md, "Style detection"): trained without the quality sets,
// scored on their 1,056 labelled sentences.
export const DEFAULT_DETECTOR_OPTIONS: DetectorOptions = {
  ...DEFAULT_CLASSIFIER_OPTIONS,
  smoothing: 0.01,
  wordWeight: 5,
  cueWeight: 0.5,
  standardBias: 0.2,
  sharpness: 4,
};

/** Longest lexicon phrase looked for, in words. */
const MAX_CUE_WORDS = 4;
const WORD = /[\p{L}\p{M}\p{N}'’]+/gu;
/** Lexicon phrases are matched as the engine matches them: with or without the zero-width non-joiner. */
const cueKeyOf = (text: string) => normalizeForDetection(text).replace(/\u200c/gu, '');

/** Phrase (in detection form) → the styles whose lexicon has it on the style side only. */
function lexiconCues(): Map<string, Set<string>> {
  const cues = new Map<string, Set<string>>();
  for (const lexicon of getLexicons().values()) {
    // A register whose phrases are ordinary words ("I am", "cannot" in formal English) gives no cue: plain text
    // uses them too.
    if (lexicon.cards === false) continue;
    const key = (text: string) => cueKeyOf(matchKey(text, lexicon.language));
    const standard = new Set(lexicon.entries.map((entry) => key(entry.standard)));
    for (const entry of lexicon.entries) {
      const phrase = key(entry.style);
      if (!phrase || standard.has(phrase) || phrase.split(' ').length > MAX_CUE_WORDS) continue;
      let styles = cues.get(phrase);
      if (!styles) cues.set(phrase, (styles = new Set()));
      styles.add(lexicon.style);
    }
  }
  return cues;
}

export interface StyleDetector {
  /** The most likely styles for a text, best first (at most `limit`). */
  detect(text: string, limit?: number): StyleCandidate[];
}

export function trainStyleDetector(
  corpus: readonly LabelledText[],
  options: DetectorOptions = DEFAULT_DETECTOR_OPTIONS,
): StyleDetector {
  const classifier = new NaiveBayesClassifier(options);
  for (const { text, style } of corpus) classifier.learn(text, style);
  const cues = lexiconCues();

  const cueCounts = (text: string) => {
    const counts = new Map<string, number>();
    const words = cueKeyOf(text).match(WORD) ?? [];
    for (let start = 0; start < words.length; start++)
      for (let length = 1; length <= MAX_CUE_WORDS && start + length <= words.length; length++) {
        const styles = cues.get(words.slice(start, start + length).join(' '));
        for (const style of styles ?? []) counts.set(style, (counts.get(style) ?? 0) + 1);
      }
    return counts;
  };

  return {
    detect(text, limit = 3) {
      const counts = cueCounts(text);
      const scored = classifier
        .classify(text)
        .map(({ label, logLikelihood }) => ({
          label,
          value:
            logLikelihood +
            options.cueWeight * (counts.get(label) ?? 0) +
            (findLanguage(label)?.standard ? options.standardBias : 0),
        }))
        .sort((a, b) => b.value - a.value);
      const best = scored[0]?.value ?? 0;
      const weights = scored.map(({ value }) => Math.exp(options.sharpness * (value - best)));
      const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
      return scored.slice(0, limit).map(({ label }, index) => ({
        code: label,
        name: resolveLanguage(label).name,
        score: Math.round((1000 * weights[index]!) / total) / 1000,
      }));
    },
  };
}

let shared: StyleDetector | undefined;

/** The detector learnt from the built-in content, on first use (≈ a few hundred ms, once per process). */
export function getStyleDetector(): StyleDetector {
  shared ??= trainStyleDetector(readDetectionCorpus());
  return shared;
}

// The labelled text the style detector learns from, gathered from the built-in content (issue 27 item 3): the two
// sides of every lexicon entry (the style's phrase and its standard variety's), the development quality sets, the
// translator's examples, the flashcard decks' examples, the dictionary's examples (without their English glosses)
// content/detection/training.json (plain sentences for the varieties the rest has little of, French above all), and
// the spent sealed sets (already scored for the version they measured: natural text by writers who read none of the
// content, which lifted the other spent set from 85.5 % to 94.1 % in a cross-check). Never a sealed set that still
// measures the detector (content/detection.test.ts checks it).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { DictionaryLanguage } from '@shared/dictionary';
import { isKnownLanguage, standardVarietyOf } from '@shared/languages';
import { loadBuiltInDictionary } from '../../dictionary/content';
import { PROJECT_ROOT } from '../../paths';
import { getLexicons } from '../lexicon';
import { readStyleIdSet, STYLE_ID_SPENT_FILES } from '../quality-sealed';

export interface LabelledText {
  text: string;
  /** A language code of src/shared/languages.ts. */
  style: string;
  /** Where it came from: the development sets are held out when the detector is tuned. */
  origin: 'lexicon' | 'quality' | 'examples' | 'decks' | 'dictionary' | 'training' | 'spent';
}

const CONTENT = join(PROJECT_ROOT, 'content');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/**
 * The dictionary's languages as varieties of the registry. Not American slang: its examples are everyday American
 * English with one slang word in them, and learnt as Gen Z they taught the detector that plain English is Gen Z
 * (on the development split: 85.9 % with them, 91.5 % without).
 */
const DICTIONARY_STYLE: Partial<Record<DictionaryLanguage, string>> = {
  spain_es: 'spain_genz',
  rioplatense_es: 'rioplatense_spanish',
  iraqi_arabic: 'iraqi_arabic',
  russian_ru: 'russian_genz',
};

/** Decks named otherwise than their variety. */
const DECK_STYLE: Record<string, string> = { spanish_genz: 'spain_genz' };

const qualityFile = z.object({
  cases: z.array(
    z.object({
      source: z.string(),
      sourceLanguage: z.string(),
      targetLanguage: z.string(),
      expected: z.string(),
    }),
  ),
});
const examplesFile = z.object({
  examples: z.record(z.string(), z.object({ sentences: z.array(z.string()) })),
});
const deckFile = z.object({
  id: z.string(),
  cards: z.array(z.object({ example: z.string().optional() })),
});
export const detectionTrainingFile = z
  .object({
    description: z.string(),
    sentences: z.record(
      z.string().refine(isKnownLanguage, 'unknown language code'),
      z.array(z.string().min(1)),
    ),
  })
  .strict();

const jsonFiles = (folder: string) =>
  readdirSync(join(CONTENT, folder))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(CONTENT, folder, name));

/** "Sentence (its English)" → "Sentence": the dictionary glosses examples in other languages. */
const withoutGloss = (example: string) => example.replace(/\s*\([^)]*\)\s*$/u, '').trim();

export function readDetectionCorpus(): LabelledText[] {
  const corpus: LabelledText[] = [];
  const add = (text: string, style: string, origin: LabelledText['origin']) => {
    if (text.trim() && isKnownLanguage(style)) corpus.push({ text: text.trim(), style, origin });
  };

  for (const lexicon of getLexicons().values()) {
    const standard = standardVarietyOf(lexicon.style)?.code;
    for (const entry of [...lexicon.entries, ...(lexicon.sentences ?? [])]) {
      add(entry.style, lexicon.style, 'lexicon');
      if (standard) add(entry.standard, standard, 'lexicon');
    }
  }
  for (const folder of ['quality', 'quality-unseen']) {
    for (const path of jsonFiles(folder)) {
      for (const c of qualityFile.parse(readJson(path)).cases) {
        add(c.source, c.sourceLanguage, 'quality');
        add(c.expected, c.targetLanguage, 'quality');
      }
    }
  }
  const examples = examplesFile.parse(
    readJson(join(CONTENT, 'examples', 'translator-examples.json')),
  );
  for (const [style, { sentences }] of Object.entries(examples.examples))
    for (const sentence of sentences) add(sentence, style, 'examples');
  for (const path of jsonFiles('decks')) {
    const deck = deckFile.parse(readJson(path));
    const style = DECK_STYLE[deck.id] ?? deck.id;
    for (const card of deck.cards) if (card.example) add(card.example, style, 'decks');
  }
  for (const country of loadBuiltInDictionary().countries) {
    for (const category of country.subcategories) {
      const style = DICTIONARY_STYLE[category.language];
      if (!style) continue;
      for (const entry of category.entries)
        for (const example of entry.examples) add(withoutGloss(example), style, 'dictionary');
    }
  }
  const training = detectionTrainingFile.parse(
    readJson(join(CONTENT, 'detection', 'training.json')),
  );
  for (const [style, sentences] of Object.entries(training.sentences))
    for (const sentence of sentences) add(sentence, style, 'training');
  for (const file of STYLE_ID_SPENT_FILES)
    for (const { text, style } of readStyleIdSet(file).sentences) add(text, style, 'spent');
  return corpus;
}

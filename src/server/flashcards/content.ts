// The built-in flashcard decks (spec 2 §3 "Card", "Deck"; issue 11 item 1): the hand-written decks of
// content/decks/{id}.json, validated with zod, then one deck per category of the built-in dictionary, built
// from its entries here so that the dictionary stays the one place those terms are written.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { DictionaryLanguage } from '@shared/dictionary';
import { cardKeyOf } from '@shared/flashcards/packs';
import {
  CARD_EXAMPLE_MAX,
  CARD_MEANING_MAX,
  CARD_TERM_MAX,
  DECK_DESCRIPTION_MAX,
  DECK_LOCALE_HINT_MAX,
  DECK_NAME_MAX,
  HAND_WRITTEN_DECK_IDS,
  type Card,
  type Deck,
} from '@shared/schemas/flashcards';
import { loadBuiltInDictionary, type BuiltInDictionary } from '../dictionary/content';
import { PROJECT_ROOT } from '../paths';

export const DECKS_DIR = join(PROJECT_ROOT, 'content', 'decks');

/** Built-in decks never change at run time: one fixed date keeps their summaries stable across restarts. */
export const BUILT_IN_DECK_CREATED_AT = '2026-11-24T00:00:00.000Z';

/** BCP 47 tags the speak button may use (spec 2 §3); one per dictionary language. */
export const SPEECH_LOCALES = ['en-US', 'es-ES', 'es-AR', 'ar-IQ', 'ru-RU', 'fa-IR'] as const;

/** How a dictionary category's deck is labelled and spoken, by the category's language. */
export const DICTIONARY_LANGUAGE_DECK_INFO: Record<
  DictionaryLanguage,
  { localeHint: string; speechLocale: (typeof SPEECH_LOCALES)[number] }
> = {
  us_english: { localeHint: 'US English', speechLocale: 'en-US' },
  spain_es: { localeHint: 'Spain Spanish', speechLocale: 'es-ES' },
  rioplatense_es: { localeHint: 'Rioplatense Spanish', speechLocale: 'es-AR' },
  iraqi_arabic: { localeHint: 'Iraqi Arabic', speechLocale: 'ar-IQ' },
  russian_ru: { localeHint: 'Russian', speechLocale: 'ru-RU' },
  persian_fa: { localeHint: 'Persian', speechLocale: 'fa-IR' },
};

/** Text that is never empty and never padded (the same rule as the dictionary's files). */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => value.length > 0 && value.trim() === value, {
      message: 'Must be non-empty text without leading or trailing whitespace.',
    });

export const deckCardFileSchema = z
  .object({
    term: text(CARD_TERM_MAX),
    /** In English, short: the quiz shows it among other meanings. */
    meaning: text(CARD_MEANING_MAX),
    /** A sentence in the deck's language that uses the term. */
    example: text(CARD_EXAMPLE_MAX).optional(),
  })
  .strict();

export const deckFileSchema = z
  .object({
    /** snake_case, equal to the file name; ids starting with dictionary_ belong to the generated decks. */
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, 'Must be lower-case a-z, 0-9 and "_".')
      .max(64)
      .refine((id) => !id.startsWith('dictionary_'), 'dictionary_ ids are generated.'),
    name: text(DECK_NAME_MAX),
    description: text(DECK_DESCRIPTION_MAX),
    localeHint: text(DECK_LOCALE_HINT_MAX),
    speechLocale: z.enum(SPEECH_LOCALES),
    cards: z.array(deckCardFileSchema).min(1),
  })
  .strict();
export type DeckFile = z.infer<typeof deckFileSchema>;

export class DeckContentError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'DeckContentError';
  }
}

/** Parses and checks one deck file: the schema, the id against the file name, and unique card keys. */
export function parseDeckFile(file: string, raw: string): DeckFile {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new DeckContentError(file, `invalid JSON (${(error as Error).message})`);
  }
  const result = deckFileSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new DeckContentError(file, issues.join('; '));
  }
  const deck = result.data;
  if (`${deck.id}.json` !== file) {
    throw new DeckContentError(file, `id "${deck.id}" must equal the file name`);
  }
  // Progress and review schedules are keyed by the folded term: two cards with one key would share them.
  const seen = new Set<string>();
  for (const card of deck.cards) {
    const key = cardKeyOf(card.term);
    if (seen.has(key)) throw new DeckContentError(file, `card "${card.term}" appears twice`);
    seen.add(key);
  }
  return deck;
}

/** The hand-written decks, in HAND_WRITTEN_DECK_IDS order, then any other file by name. */
export function readDeckFiles(dir = DECKS_DIR): DeckFile[] {
  const rank = (file: string) => {
    const index = (HAND_WRITTEN_DECK_IDS as readonly string[]).indexOf(file.replace(/\.json$/, ''));
    return index === -1 ? HAND_WRITTEN_DECK_IDS.length : index;
  };
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((file) => parseDeckFile(file, readFileSync(join(dir, file), 'utf8')));
}

const toDeck = (file: DeckFile): Deck => ({
  id: file.id,
  name: file.name,
  description: file.description,
  localeHint: file.localeHint,
  speechLocale: file.speechLocale,
  isCustom: false,
  cardCount: file.cards.length,
  createdAt: BUILT_IN_DECK_CREATED_AT,
  cards: file.cards.map((card) => ({
    term: card.term,
    meaning: card.meaning,
    ...(card.example ? { example: card.example } : {}),
  })),
});

export const dictionaryDeckId = (categoryId: string) =>
  `dictionary_${categoryId.replace(/-/g, '_')}`;

/**
 * A dictionary deck's name: its category's title marked as the dictionary's. Several categories share a
 * language, and once shared a title, with a hand-written deck (the picker listed "Iraqi Arabic" twice), and the
 * deck picker, the quiz summary and the daily challenge name a deck by its name alone.
 */
export const dictionaryDeckName = (categoryTitle: string) => `${categoryTitle} (dictionary)`;

/**
 * One deck per dictionary category that has entries. A term in another script gets its romanization in front of
 * the meaning, so a learner who cannot read the script yet still knows how to say it. Two entries with one card
 * key (the same term in two senses) keep the first: a deck holds a term once.
 */
export function buildDictionaryDecks(dictionary: BuiltInDictionary): Deck[] {
  return dictionary.countries.flatMap((country) =>
    country.subcategories
      .filter((category) => category.entries.length > 0)
      .map((category): Deck => {
        const seen = new Set<string>();
        const cards: Card[] = [];
        for (const entry of category.entries) {
          const key = cardKeyOf(entry.term);
          if (seen.has(key)) continue;
          seen.add(key);
          const example = entry.examples[0];
          cards.push({
            term: entry.term,
            meaning: entry.romanization
              ? `(${entry.romanization}) ${entry.definition}`
              : entry.definition,
            ...(example ? { example } : {}),
          });
        }
        const info = DICTIONARY_LANGUAGE_DECK_INFO[category.language];
        return {
          id: dictionaryDeckId(category.id),
          name: dictionaryDeckName(category.title),
          description: category.description,
          localeHint: info.localeHint,
          speechLocale: info.speechLocale,
          isCustom: false,
          cardCount: cards.length,
          createdAt: BUILT_IN_DECK_CREATED_AT,
          cards,
        };
      }),
  );
}

/** How two deck names are compared: case, accents and spacing aside, as a person reading the picker would. */
const deckNameKey = (name: string) => cardKeyOf(name.normalize('NFD').replace(/\p{M}/gu, ''));

/**
 * The hand-written decks then the dictionary's; throws DeckContentError when two share an id or a name (the
 * picker lists decks by name: two of one name cannot be told apart).
 */
export function buildBuiltInDecks(files: DeckFile[], dictionary: BuiltInDictionary): Deck[] {
  const decks = [...files.map(toDeck), ...buildDictionaryDecks(dictionary)];
  const ids = new Set<string>();
  const names = new Map<string, string>();
  for (const deck of decks) {
    if (ids.has(deck.id)) throw new DeckContentError(`${deck.id}.json`, 'deck id is used twice');
    ids.add(deck.id);
    const other = names.get(deckNameKey(deck.name));
    if (other)
      throw new DeckContentError(`${deck.id}.json`, `deck name "${deck.name}" is also ${other}'s`);
    names.set(deckNameKey(deck.name), deck.id);
  }
  return decks;
}

/** Freezes a deck and its cards: every caller shares the cached objects, so a change would leak to all. */
function freezeDeck(deck: Deck): Deck {
  deck.cards.forEach((card) => Object.freeze(card));
  Object.freeze(deck.cards);
  return Object.freeze(deck);
}

let cache: { decks: Deck[]; byId: Map<string, Deck> } | undefined;

function cached() {
  // The files are part of the release: read and validated once, on first use.
  if (!cache) {
    const decks = buildBuiltInDecks(readDeckFiles(), loadBuiltInDictionary()).map(freezeDeck);
    Object.freeze(decks);
    cache = { decks, byId: new Map(decks.map((deck) => [deck.id, deck])) };
  }
  return cache;
}

/** Every built-in deck: the six hand-written ones (gen_z_english first), then one per dictionary category. */
export function loadBuiltInDecks(): Deck[] {
  return cached().decks;
}

export function builtInDeck(id: string): Deck | undefined {
  return cached().byId.get(id);
}

// Validates the built-in flashcard decks (content/decks/ and the decks built from the dictionary) through the
// loader the server uses: the schema, ids, the spec's decks and sizes, unique card keys, clean text, examples
// that use their term, one deck per dictionary category, and the slur blocklist.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardKeyOf } from '@shared/flashcards/packs';
import {
  DEFAULT_DECK_ID,
  HAND_WRITTEN_DECK_IDS,
  deckSchema,
  type Card,
} from '@shared/schemas/flashcards';
import { loadBuiltInDictionary } from '@server/dictionary/content';
import {
  BUILT_IN_DECK_CREATED_AT,
  DECKS_DIR,
  DICTIONARY_LANGUAGE_DECK_INFO,
  DeckContentError,
  buildBuiltInDecks,
  builtInDeck,
  dictionaryDeckId,
  dictionaryDeckName,
  loadBuiltInDecks,
  parseDeckFile,
  readDeckFiles,
} from '@server/flashcards/content';
import { blockedWords, stringsOf } from './blocklist';

const decks = loadBuiltInDecks();
const files = readdirSync(DECKS_DIR).filter((name) => name.endsWith('.json'));
const handWritten = decks.filter((deck) => !deck.id.startsWith('dictionary_'));
const dictionary = loadBuiltInDictionary();
const categories = dictionary.countries.flatMap((country) => country.subcategories);

/** Style limits for hand-written cards (the schema allows more): a meaning must fit a quiz answer button. */
const MEANING_STYLE_MAX = 120;
const EXAMPLE_STYLE_MAX = 200;
const MIN_CARDS = 40;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\p{M}\u0640]/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const STOPWORDS = new Set(['the', 'a', 'an', 'to', 'of', 'it', 'on', 'up', 'in', 'de', 'la', 'el']);

/** Arabic writes the article and some prepositions and conjunctions joined to the next word. */
const ARABIC_PROCLITICS = ['', 'و', 'ف', 'ب', 'ل', 'ال', 'وال', 'بال', 'فال', 'لل'];

/** A word's stem for matching inflected use: 'ratioed' meets 'ratio', 'чилим' meets 'чилить'. */
const stemOf = (word: string) => word.slice(0, Math.max(3, Math.ceil(word.length * 0.6)));

/**
 * Whether an example uses the term, in the spirit of dictionary.test.ts: every significant word of one of its
 * spellings ('tío / tía') starts a word of the example, after an Arabic proclitic if any. Letters only, accents
 * and case ignored; Latin, Arabic and Cyrillic alike.
 */
function usesTerm(card: Card, example: string): boolean {
  const words = fold(example).split(' ');
  const spellings = [card.term, ...card.term.split(/\s*\/\s*/)]
    .map(fold)
    .filter((spelling) => spelling.length > 0);
  return spellings.some((spelling) => {
    const parts = spelling.split(' ');
    const significant = parts.filter((part) => !STOPWORDS.has(part));
    return (significant.length ? significant : parts).every((part) => {
      const start = part.length <= 3 ? part : stemOf(part);
      return words.some((word) =>
        ARABIC_PROCLITICS.some((prefix) => word.startsWith(prefix + start)),
      );
    });
  });
}

describe('built-in flashcard decks (content/decks)', () => {
  it('tells an example that uses its term from one that does not', () => {
    expect(usesTerm({ term: 'tío / tía', meaning: 'm' }, 'Tía, ¿vienes?')).toBe(true);
    expect(usesTerm({ term: 'чилить', meaning: 'm' }, 'Сегодня просто чилим.')).toBe(true);
    expect(usesTerm({ term: 'مال', meaning: 'm' }, 'هذا الموبايل مالي.')).toBe(true);
    expect(usesTerm({ term: 'البارحة', meaning: 'm' }, 'وين رايح؟')).toBe(false);
    expect(usesTerm({ term: 'deep dive', meaning: 'm' }, 'Let us dive in.')).toBe(false);
  });

  it('loads every deck file through the loader, each matching the schema and named after its id', () => {
    const parsed = readDeckFiles();
    expect(parsed.map((deck) => `${deck.id}.json`).sort()).toEqual([...files].sort());
    expect(handWritten.map((deck) => deck.id)).toEqual(parsed.map((deck) => deck.id));
  });

  it('refuses a file whose id is not its name, and a deck with a term twice', () => {
    const raw = readFileSync(join(DECKS_DIR, `${DEFAULT_DECK_ID}.json`), 'utf8');
    expect(() => parseDeckFile('renamed.json', raw)).toThrow(DeckContentError);
    const deck = JSON.parse(raw) as { cards: Card[] };
    const twice = { ...deck, cards: [...deck.cards, { ...deck.cards[0]!, term: ' NO  Cap' }] };
    expect(() => parseDeckFile(`${DEFAULT_DECK_ID}.json`, JSON.stringify(twice))).toThrow(
      DeckContentError,
    );
  });

  it('lists the spec’s six decks first, gen_z_english (the default) at the top', () => {
    expect(decks[0]?.id).toBe(DEFAULT_DECK_ID);
    expect(decks.slice(0, 6).map((deck) => deck.id)).toEqual([...HAND_WRITTEN_DECK_IDS]);
  });

  it.each([...HAND_WRITTEN_DECK_IDS])(`%s has at least ${MIN_CARDS} cards`, (id) => {
    expect(builtInDeck(id)?.cards.length ?? 0).toBeGreaterThanOrEqual(MIN_CARDS);
  });

  it('gives every deck the shared Deck shape: built in, a fixed date, cardCount = its cards', () => {
    for (const deck of decks) {
      expect(deckSchema.safeParse(deck).success, deck.id).toBe(true);
      expect(deck.isCustom).toBe(false);
      expect(deck.createdAt).toBe(BUILT_IN_DECK_CREATED_AT);
      expect(deck.cardCount, deck.id).toBe(deck.cards.length);
      expect(deck.cards.length, deck.id).toBeGreaterThan(0);
    }
    expect(new Set(decks.map((deck) => deck.id)).size).toBe(decks.length);
  });

  it('finds a deck by id and answers undefined for an unknown one', () => {
    expect(builtInDeck(DEFAULT_DECK_ID)).toBe(decks[0]);
    expect(builtInDeck('no_such_deck')).toBeUndefined();
  });

  it('shares frozen decks, so no caller can change what the others see', () => {
    expect(Object.isFrozen(decks)).toBe(true);
    expect(Object.isFrozen(decks[0])).toBe(true);
    expect(Object.isFrozen(decks[0]?.cards)).toBe(true);
    expect(Object.isFrozen(decks[0]?.cards[0])).toBe(true);
  });

  it('has no two cards with one card key in a deck (progress and schedules are keyed by it)', () => {
    for (const deck of decks) {
      const keys = deck.cards.map((card) => cardKeyOf(card.term));
      const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
      expect(duplicates, deck.id).toEqual([]);
    }
  });

  it('has no empty or padded text', () => {
    for (const deck of decks) {
      for (const [path, text] of stringsOf(deck)) {
        expect(text.length, `${deck.id} ${path}`).toBeGreaterThan(0);
        expect(text, `${deck.id} ${path}`).toBe(text.trim());
      }
    }
  });

  describe.each(handWritten.map((deck) => [deck.id, deck] as const))('%s', (id, deck) => {
    it('keeps meanings and examples short', () => {
      const long = deck.cards.filter(
        (card) =>
          card.meaning.length > MEANING_STYLE_MAX ||
          (card.example?.length ?? 0) > EXAMPLE_STYLE_MAX,
      );
      expect(long.map((card) => card.term)).toEqual([]);
    });

    it('gives every card an example that uses its term', () => {
      const misses = deck.cards
        .filter((card) => !card.example || !usesTerm(card, card.example))
        .map((card) => `${card.term}: ${card.example ?? '(no example)'}`);
      expect(misses, id).toEqual([]);
    });
  });

  it('writes the Arabic and Russian decks in their script, Arabic with its romanization first', () => {
    for (const card of builtInDeck('iraqi_arabic')?.cards ?? []) {
      expect(card.term).toMatch(/^[\p{Script=Arabic}\s]+$/u);
      expect(card.meaning, card.term).toMatch(/^\([a-z' -]+\) \S/);
    }
    for (const card of builtInDeck('russian_genz')?.cards ?? []) {
      expect(card.term).toMatch(/^[\p{Script=Cyrillic}\s-]+$/u);
    }
  });

  it('has one deck per dictionary category with entries, a card per distinct term', () => {
    const withEntries = categories.filter((category) => category.entries.length > 0);
    expect(withEntries.length).toBeGreaterThan(0);
    for (const category of withEntries) {
      const deck = builtInDeck(dictionaryDeckId(category.id));
      expect(deck, category.id).toBeDefined();
      const terms = new Set(category.entries.map((entry) => cardKeyOf(entry.term)));
      expect(deck?.cards.length, category.id).toBe(terms.size);
      expect(deck?.name).toBe(dictionaryDeckName(category.title));
      expect(deck?.description).toBe(category.description);
      expect(deck?.localeHint).toBe(DICTIONARY_LANGUAGE_DECK_INFO[category.language].localeHint);
      expect(deck?.speechLocale).toBe(
        DICTIONARY_LANGUAGE_DECK_INFO[category.language].speechLocale,
      );
      const first = category.entries[0]!;
      expect(deck?.cards[0]?.term).toBe(first.term);
      expect(deck?.cards[0]?.meaning).toContain(first.definition);
      expect(deck?.cards[0]?.example).toBe(first.examples[0]);
    }
    const empty = categories.filter((category) => category.entries.length === 0);
    for (const category of empty)
      expect(builtInDeck(dictionaryDeckId(category.id))).toBeUndefined();
    expect(decks.length).toBe(handWritten.length + withEntries.length);
  });

  it('names dictionary decks after their category: dictionary_ and the id with _ for -', () => {
    expect(dictionaryDeckId('tiktok-slang')).toBe('dictionary_tiktok_slang');
    expect(builtInDeck('dictionary_tiktok_slang')?.name).toBe('TikTok Slang (dictionary)');
  });

  // Issue 25 item 6: the picker listed "Iraqi Arabic" and "Rioplatense Spanish" twice (a hand-written deck and
  // the dictionary category of the same title) and "Spain Gen Z" beside "Spain Gen Z Spanish".
  it('gives every deck a name of its own, none the start of another', () => {
    const key = (name: string) => fold(name);
    const names = decks.map((deck) => key(deck.name));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const prefixes = decks.flatMap((deck) =>
      decks
        .filter((other) => other !== deck && key(other.name).startsWith(`${key(deck.name)} `))
        .map((other) => `"${deck.name}" starts "${other.name}"`),
    );
    expect(prefixes).toEqual([]);
  });

  it('refuses two decks of one name, whatever their case', () => {
    const [file] = readDeckFiles();
    const twin = { ...file!, id: 'twin', name: file!.name.toUpperCase() };
    expect(() => buildBuiltInDecks([file!, twin], dictionary)).toThrow(DeckContentError);
    expect(() => buildBuiltInDecks([file!, twin], dictionary)).toThrow(/deck name/);
  });

  it.each(files)('%s contains no slur or hateful term', (file) => {
    const json: unknown = JSON.parse(readFileSync(join(DECKS_DIR, file), 'utf8'));
    const hits = stringsOf(json).flatMap(([path, text]) =>
      blockedWords(text).map(() => `${path} (blocked word; the text is not printed)`),
    );
    expect(hits).toEqual([]);
  });

  it('builds dictionary decks with no slur or hateful term either', () => {
    const hits = decks.flatMap((deck) =>
      stringsOf(deck.cards).flatMap(([path, text]) =>
        blockedWords(text).map(() => `${deck.id} ${path} (the text is not printed)`),
      ),
    );
    expect(hits).toEqual([]);
  });
});

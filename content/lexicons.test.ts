// Validates the style lexicons of content/lexicons/ (and the wording of content/quality/): format, style codes,
// duplicate keys, minimum sizes, and a blocklist of slurs that must never appear in built-in content.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS, findLanguage } from '@shared/languages';
import { PROJECT_ROOT } from '@server/paths';
import {
  LEXICON_DIR,
  appliesTo,
  type Lexicon,
  type LexiconDirection,
  type LexiconEntry,
  matchKey,
  parseLexicon,
} from '@server/translation/lexicon';
import { blockedWords, sha256, stringsOf } from './blocklist';

const files = readdirSync(LEXICON_DIR).filter((name) => name.endsWith('.json'));
const lexicons = files.map((name) =>
  parseLexicon(name, readFileSync(join(LEXICON_DIR, name), 'utf8')),
);

const MIN_ENTRIES: Record<string, number> = { gen_z_english: 300 };
const DEFAULT_MIN_ENTRIES = 120;

function duplicateKeys(lexicon: Lexicon, list: LexiconEntry[], direction: LexiconDirection) {
  const seen = new Map<string, number>();
  const duplicates: string[] = [];
  list.forEach((entry, index) => {
    if (!appliesTo(entry, direction)) return;
    const side = direction === 'to-style' ? entry.standard : entry.style;
    const caseSensitive = entry.caseSensitive ?? false;
    // Entries of one phrase may differ by their guard: the context picks one ("bussin" of food or of an outfit).
    const guard = entry.when ? JSON.stringify(entry.when) : '';
    const key = `${caseSensitive ? 'exact' : 'any'}|${matchKey(side, lexicon.language, caseSensitive)}|${guard}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else duplicates.push(`“${side}” (entries ${first} and ${index})`);
  });
  return duplicates;
}

describe('style lexicons (content/lexicons)', () => {
  it('has one lexicon for every non-standard variety of the language registry', () => {
    const expected = LANGUAGE_OPTIONS.filter((option) => !option.standard)
      .map((option) => option.code)
      .sort();
    expect(lexicons.map((lexicon) => lexicon.style).sort()).toEqual(expected);
  });

  describe.each(lexicons.map((lexicon) => [lexicon.style, lexicon] as const))(
    '%s',
    (code, lexicon) => {
      it('names a known, non-standard style of its language', () => {
        const option = findLanguage(code);
        expect(option, `${code} is not in src/shared/languages.ts`).toBeDefined();
        expect(option?.standard ?? false).toBe(false);
        expect(lexicon.language).toBe(option?.language);
      });

      it('has enough entries', () => {
        expect(lexicon.entries.length).toBeGreaterThanOrEqual(
          MIN_ENTRIES[code] ?? DEFAULT_MIN_ENTRIES,
        );
      });

      it('has no empty or padded text and no entry that rewrites a phrase into itself', () => {
        for (const entry of [...lexicon.entries, ...(lexicon.sentences ?? [])]) {
          // Only the side a one-direction entry writes may be empty: it deletes the phrase it matches.
          const written = entry.only === 'to-style' ? entry.style : entry.standard;
          for (const text of [entry.standard, entry.style, entry.meaning]) {
            if (entry.only && text === written && text === '') continue;
            expect(text.trim().length, JSON.stringify(entry)).toBeGreaterThan(0);
            expect(text, JSON.stringify(entry)).toBe(text.trim());
          }
          expect(entry.standard, 'an entry must change something').not.toBe(entry.style);
        }
      });

      it('has no duplicate standard phrase (towards the style) or style phrase (towards standard)', () => {
        for (const list of [lexicon.entries, lexicon.sentences ?? []]) {
          expect(duplicateKeys(lexicon, list, 'to-style')).toEqual([]);
          expect(duplicateKeys(lexicon, list, 'to-standard')).toEqual([]);
        }
      });

      it('offers alternatives only towards the style, each different from the phrase and from each other', () => {
        for (const entry of lexicon.entries.filter((item) => item.alternatives)) {
          const alternatives = entry.alternatives!;
          expect(appliesTo(entry, 'to-style'), JSON.stringify(entry)).toBe(true);
          expect(alternatives, JSON.stringify(entry)).not.toContain(entry.style);
          expect(new Set(alternatives).size, JSON.stringify(entry)).toBe(alternatives.length);
        }
      });

      it('can rewrite in both directions', () => {
        expect(lexicon.entries.some((entry) => appliesTo(entry, 'to-style'))).toBe(true);
        expect(lexicon.entries.some((entry) => appliesTo(entry, 'to-standard'))).toBe(true);
      });
    },
  );
});

describe('content blocklist', () => {
  it('recognises a listed word, its plural, and nothing else', () => {
    const list = new Set([sha256('zorblax')]);
    expect(blockedWords('A Zorblax! Two zorblaxes.', list)).toEqual(['zorblax', 'zorblaxes']);
    expect(blockedWords('zorblaxian is another word', list)).toEqual([]);
  });

  // Every built-in content file: lexicons, quality cases, translator examples and the dictionary.
  const contentFiles = readdirSync(join(PROJECT_ROOT, 'content'), {
    recursive: true,
    encoding: 'utf8',
  })
    .filter((name) => name.endsWith('.json'))
    .map((name) => join('content', name))
    .sort();

  it('covers the dictionary too', () => {
    expect(contentFiles.filter((file) => file.includes('dictionary')).length).toBeGreaterThan(5);
  });

  it.each(contentFiles)('%s contains no slur or hateful term', (file) => {
    const json: unknown = JSON.parse(readFileSync(join(PROJECT_ROOT, file), 'utf8'));
    const hits = stringsOf(json).flatMap(([path, text]) =>
      blockedWords(text).map(() => `${path} (blocked word; the text is not printed)`),
    );
    expect(hits).toEqual([]);
  });
});

// The dictionary's browse addresses and where the first version's query addresses moved (issue 26 item 2).
import { describe, expect, it } from 'vitest';
import { findPageRoute } from './routes';
import { browseLevelOf, dictionaryBrowsePath, legacyBrowseRedirect } from './dictionary-paths';

describe('dictionary browse addresses', () => {
  it('name each level', () => {
    expect(dictionaryBrowsePath()).toBe('/dictionary');
    expect(dictionaryBrowsePath('american-slang')).toBe('/dictionary/american-slang');
    expect(dictionaryBrowsePath('american-slang', 'tiktok-slang')).toBe(
      '/dictionary/american-slang/tiktok-slang',
    );
  });

  it('are read back, and leave add and suggest to their own pages', () => {
    expect(browseLevelOf('/dictionary/spanish-slang/rioplatense/')).toEqual({
      country: 'spanish-slang',
      category: 'rioplatense',
    });
    expect(browseLevelOf('/dictionary/arabic-slang')).toEqual({
      country: 'arabic-slang',
      category: null,
    });
    expect(browseLevelOf('/dictionary/a/b/c')).toBeNull();
    expect(findPageRoute('/dictionary/american-slang/tiktok-slang')?.id).toBe('dictionaryBrowse');
    expect(findPageRoute('/dictionary/add')?.id).toBe('dictionaryAdd');
    expect(findPageRoute('/dictionary/suggest')?.id).toBe('dictionarySuggest');
    expect(findPageRoute('/dictionary/Not_An_Id')).toBeNull();
  });

  it.each([
    ['?country=american-slang', '/dictionary/american-slang'],
    ['?country=american-slang&category=tiktok-slang', '/dictionary/american-slang/tiktok-slang'],
    [
      '?category=tiktok-slang&country=american-slang&ref=x',
      '/dictionary/american-slang/tiktok-slang?ref=x',
    ],
  ])('move /dictionary%s to %s', (search, target) => {
    expect(legacyBrowseRedirect('/dictionary', search)).toBe(target);
  });

  it('leave other addresses alone', () => {
    expect(legacyBrowseRedirect('/dictionary', '')).toBeNull();
    expect(legacyBrowseRedirect('/dictionary', '?q=rizz')).toBeNull();
    expect(legacyBrowseRedirect('/flashcards', '?country=american-slang')).toBeNull();
  });
});

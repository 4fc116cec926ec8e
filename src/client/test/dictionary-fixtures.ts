// A term page's data as GET /api/slang/rizz answers it, for the tests of the term page and its definitions: each
// test gives only what it is about (its definitions, an example).
import type { Definition, SlangTermDetail } from '@shared/schemas/dictionary';

/** A reader's definition of "rizz" with no votes; `overrides` make it the one a test needs. */
export const definitionFixture = (id: string, overrides: Partial<Definition> = {}): Definition => ({
  id,
  meaning: 'Charm; the ability to attract someone',
  example: null,
  context: null,
  author: null,
  original: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  up: 0,
  down: 0,
  mine: 0,
  ...overrides,
});

/** The built-in term "rizz" with the given definitions (best first, as the server ranks them). */
export const rizzFixture = (overrides: Partial<SlangTermDetail> = {}): SlangTermDetail => ({
  id: 't1',
  slug: 'rizz',
  term: 'rizz',
  meaning: 'Charm; the ability to attract someone',
  context: null,
  example: null,
  moreExamples: [],
  romanization: null,
  language: 'us_english',
  tags: [],
  country: 'us',
  category: 'genz',
  source: 'builtin',
  updatedAt: '2026-01-02T10:00:00.000Z',
  definitions: [],
  related: [],
  titleQualifier: null,
  ...overrides,
});

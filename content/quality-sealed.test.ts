// Validates the sealed quality set of content/quality-sealed/ (issue 27 item 2) without scoring it: the scoring is
// `npm run quality:sealed`, run once after a change, so that no test run invites tuning the engine to the set.
// Checked here: the format, one file per style of the engine, enough cases both ways, that the cases are new (not
// in the development sets) and that each case asks for a real rewrite.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_GROUPS, findLanguage } from '@shared/languages';
import { PROJECT_ROOT } from '@server/paths';
import {
  SEALED_MIN_CASES_PER_DIRECTION,
  directionOf,
  isAccepted,
  readSealedSet,
  readStyleIdSet,
  scoreSealedSet,
  SEALED_SET_DIRS,
  STYLE_ID_SEALED_FILES,
  type SealedFile,
} from '@server/translation/quality-sealed';

const jsonFiles = (folder: string) =>
  readdirSync(join(PROJECT_ROOT, 'content', folder)).filter((name) => name.endsWith('.json'));

/** The sources of the development sets, which the engine was tuned on. */
const developmentSources = new Set(
  ['quality', 'quality-unseen'].flatMap((folder) =>
    jsonFiles(folder).flatMap((name) =>
      (
        JSON.parse(readFileSync(join(PROJECT_ROOT, 'content', folder, name), 'utf8')) as {
          cases: { source: string }[];
        }
      ).cases.map((c) => c.source.trim().toLowerCase()),
    ),
  ),
);

/** The sources of every sealed set, each with the set it is in: a later set repeats none of an earlier one's. */
const sealedSources = SEALED_SET_DIRS.map((dir) =>
  readSealedSet(dir).flatMap((file) => file.cases.map((c) => c.source.trim().toLowerCase())),
);

describe.each(SEALED_SET_DIRS.map((dir, index) => [dir.replace(/^.*\//, ''), index] as const))(
  'sealed quality set (content/%s)',
  (_folder, index) => {
    const sealed = readSealedSet(SEALED_SET_DIRS[index]);
    const earlier = new Set(sealedSources.slice(0, index).flat());

    it('has a file for every style the engine has a lexicon for', () => {
      expect(sealed.map((file) => file.name).sort()).toEqual(jsonFiles('lexicons').sort());
    });

    it.each(sealed.map((file) => [file.name, file] as const))(
      '%s names its style and has both directions',
      (name, file) => {
        expect(name).toBe(`${file.style}.json`);
        const toStyle = file.cases.filter((c) => directionOf(file, c) === 'to-style');
        const toStandard = file.cases.filter((c) => directionOf(file, c) === 'to-standard');
        expect(toStyle.length).toBeGreaterThanOrEqual(SEALED_MIN_CASES_PER_DIRECTION);
        expect(toStandard.length).toBeGreaterThanOrEqual(SEALED_MIN_CASES_PER_DIRECTION);
        for (const c of toStyle) expect(findLanguage(c.sourceLanguage)?.standard).toBe(true);
        for (const c of toStandard) {
          expect(c.sourceLanguage).toBe(file.style);
          expect(findLanguage(c.targetLanguage)?.standard).toBe(true);
        }
      },
    );

    it.each(sealed.map((file) => [file.name, file] as const))(
      '%s is new text: no source repeats, none is in a development set, each asks for a rewrite',
      (_name, file: SealedFile) => {
        const sources = file.cases.map((c) => c.source.trim().toLowerCase());
        expect(new Set(sources).size).toBe(sources.length);
        expect(sources.filter((source) => developmentSources.has(source))).toEqual([]);
        expect(sources.filter((source) => earlier.has(source))).toEqual([]);
        // Leaving the text as it is never counts as a translation.
        expect(
          file.cases.filter((c) => isAccepted(c.source, c.accept)).map((c) => c.source),
        ).toEqual([]);
      },
    );
  },
);

describe('sealed set scoring', () => {
  const file: SealedFile = {
    name: 'gen_z_english.json',
    style: 'gen_z_english',
    written: '2026-11-29',
    note: 'fixture',
    cases: [
      {
        source: 'That is great.',
        sourceLanguage: 'standard_english',
        targetLanguage: 'gen_z_english',
        accept: ['That’s fire.', 'That is fire.'],
      },
      {
        source: 'it slaps',
        sourceLanguage: 'gen_z_english',
        targetLanguage: 'standard_english',
        accept: ['it is great'],
      },
    ],
  };

  it('counts a translation that is any accepted rendering, spacing and apostrophes aside', () => {
    const scores = scoreSealedSet([file], (text) =>
      text === 'That is great.' ? "That's  fire." : 'it is good',
    );
    expect(scores.map(({ direction, passed, total }) => ({ direction, passed, total }))).toEqual([
      { direction: 'to-style', passed: 1, total: 1 },
      { direction: 'to-standard', passed: 0, total: 1 },
    ]);
    expect(scores[1]?.misses).toEqual([
      { source: 'it slaps', actual: 'it is good', accept: ['it is great'] },
    ]);
  });
});

describe.each(STYLE_ID_SEALED_FILES.map((file) => [file.replace(/^.*\//, ''), file] as const))(
  'sealed style-identification set (content/%s)',
  (_name, file) => {
    const set = readStyleIdSet(file);

    it('has at least 300 sentences, 16 or more for every variety of the registry, none twice', () => {
      expect(set.sentences.length).toBeGreaterThanOrEqual(300);
      const codes = LANGUAGE_GROUPS.flatMap((group) => group.options.map((option) => option.code));
      for (const code of codes)
        expect(set.sentences.filter((s) => s.style === code).length, code).toBeGreaterThanOrEqual(
          16,
        );
      const texts = set.sentences.map((s) => s.text.trim().toLowerCase());
      expect(new Set(texts).size).toBe(texts.length);
    });
  },
);

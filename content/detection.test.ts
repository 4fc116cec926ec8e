// The style detector's training text (content/detection/training.json and the rest of content/ that
// src/server/translation/style-detection/corpus.ts gathers): valid, and some text for every variety of the
// registry, so that none is undetectable.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS } from '@shared/languages';
import {
  readSealedSet,
  SEALED_SET_DIRS,
  readStyleIdSet,
  STYLE_ID_SEALED_FILES,
  STYLE_ID_SPENT_FILES,
} from '@server/translation/quality-sealed';
import { readDetectionCorpus } from '@server/translation/style-detection/corpus';

describe('style detection corpus', () => {
  const corpus = readDetectionCorpus();

  it('has at least 50 texts for every variety, none of them blank', () => {
    for (const { code } of LANGUAGE_OPTIONS)
      expect(corpus.filter((item) => item.style === code).length, code).toBeGreaterThanOrEqual(50);
    expect(corpus.every((item) => item.text.trim() !== '')).toBe(true);
  });

  it('holds none of the sentences of the sealed sets that still measure the detector and the engine', () => {
    const key = (text: string) => text.trim().toLowerCase();
    const learnt = new Set(
      corpus.filter((item) => item.origin !== 'spent').map((item) => key(item.text)),
    );
    const measuring = STYLE_ID_SEALED_FILES.filter(
      (file) => !(STYLE_ID_SPENT_FILES as readonly string[]).includes(file),
    );
    expect(measuring.length).toBeGreaterThan(0);
    const sealed = [
      ...measuring.flatMap((file) =>
        readStyleIdSet(file).sentences.map((sentence) => sentence.text),
      ),
      ...SEALED_SET_DIRS.flatMap((dir) =>
        readSealedSet(dir).flatMap((file) => file.cases.map((c) => c.source)),
      ),
    ];
    expect(sealed.filter((text) => learnt.has(key(text)))).toEqual([]);
    // The spent sets are learnt as they are, and only they are.
    const spent = new Set(
      STYLE_ID_SPENT_FILES.flatMap((file) =>
        readStyleIdSet(file).sentences.map((s) => key(s.text)),
      ),
    );
    expect(corpus.filter((item) => item.origin === 'spent' && !spent.has(key(item.text)))).toEqual(
      [],
    );
  });
});

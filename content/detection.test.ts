// The style detector's training text (content/detection/training.json and the rest of content/ that
// src/server/translation/style-detection/corpus.ts gathers): valid, and some text for every variety of the
// registry, so that none is undetectable.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS } from '@shared/languages';
import {
  readSealedSet,
  readStyleIdSet,
  STYLE_ID_SEALED_FILES,
} from '@server/translation/quality-sealed';
import { readDetectionCorpus } from '@server/translation/style-detection/corpus';

describe('style detection corpus', () => {
  const corpus = readDetectionCorpus();

  it('has at least 50 texts for every variety, none of them blank', () => {
    for (const { code } of LANGUAGE_OPTIONS)
      expect(corpus.filter((item) => item.style === code).length, code).toBeGreaterThanOrEqual(50);
    expect(corpus.every((item) => item.text.trim() !== '')).toBe(true);
  });

  it("holds none of the sealed sets' sentences, which measure the detector and the engine", () => {
    const key = (text: string) => text.trim().toLowerCase();
    const learnt = new Set(corpus.map((item) => key(item.text)));
    const sealed = [
      ...STYLE_ID_SEALED_FILES.flatMap((file) =>
        readStyleIdSet(file).sentences.map((sentence) => sentence.text),
      ),
      ...readSealedSet().flatMap((file) => file.cases.map((c) => c.source)),
    ];
    expect(sealed.filter((text) => learnt.has(key(text)))).toEqual([]);
  });
});

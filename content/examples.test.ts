// Validates the translator's Example sentences (content/examples/translator-examples.json): every variety is
// known, and every sentence really shows the built-in style engine at work in its showcase direction.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isKnownLanguage, isSameLanguage } from '@shared/languages';
import { TRANSLATE_INPUT_MAX } from '@shared/limits';
import { PROJECT_ROOT } from '@server/paths';
import { translateStyle } from '@server/translation/style-engine';

const catalogueSchema = z.object({
  description: z.string().min(1),
  examples: z.record(
    z.string().refine(isKnownLanguage, 'unknown language code'),
    z.object({
      showcase: z.string().refine(isKnownLanguage, 'unknown language code'),
      sentences: z.array(z.string().trim().min(1).max(TRANSLATE_INPUT_MAX)).min(1),
    }),
  ),
});

const catalogue = catalogueSchema.parse(
  JSON.parse(
    readFileSync(join(PROJECT_ROOT, 'content/examples/translator-examples.json'), 'utf8'),
  ) as unknown,
);
const entries = Object.entries(catalogue.examples);

describe('translator examples', () => {
  it('cover every variety the offline engine handles, and not French (Examples coming soon)', () => {
    expect(entries.length).toBeGreaterThanOrEqual(18);
    expect(catalogue.examples.french).toBeUndefined();
  });

  it.each(entries)('%s: showcase is another variety of the same language', (code, { showcase }) => {
    expect(showcase).not.toBe(code);
    expect(isSameLanguage(code, showcase)).toBe(true);
  });

  it.each(entries)('%s: sentences are unique', (_code, { sentences }) => {
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it.each(entries)(
    '%s: every sentence is rewritten in its showcase direction',
    (code, { showcase, sentences }) => {
      for (const sentence of sentences) {
        const result = translateStyle(sentence, code, showcase);
        expect(result.translation, sentence).not.toBe(sentence);
        expect(result.terms.length, sentence).toBeGreaterThan(0);
      }
    },
  );
});

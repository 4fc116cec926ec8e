// The style engine's quality set (content/quality/): hand-written renderings per style, both directions.
// Prints the pass rate (exact match of the expected output) per style and overall; the bar is 90 %.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findLanguage, isSameLanguage } from '@shared/languages';
import { PROJECT_ROOT } from '../paths';
import { translateStyle } from './style-engine';

const QUALITY_DIR = join(PROJECT_ROOT, 'content', 'quality');
const MIN_PASS_RATE = 0.9;
const MIN_CASES_PER_DIRECTION = 10;

const languageCode = z.string().refine((code) => !!findLanguage(code), 'unknown language code');
const qualityFileSchema = z
  .object({
    style: languageCode,
    cases: z
      .array(
        z
          .object({
            source: z.string().min(1),
            sourceLanguage: languageCode,
            targetLanguage: languageCode,
            expected: z.string().min(1),
          })
          .strict()
          .refine((c) => isSameLanguage(c.sourceLanguage, c.targetLanguage), {
            message: 'the offline engine only rewrites within one language',
          }),
      )
      .min(1),
  })
  .strict();

const sets = readdirSync(QUALITY_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({
    name,
    ...qualityFileSchema.parse(JSON.parse(readFileSync(join(QUALITY_DIR, name), 'utf8'))),
  }));

const percent = (passed: number, total: number) => `${((100 * passed) / total).toFixed(1)} %`;

describe('style engine quality set (content/quality)', () => {
  it.each(sets.map((set) => [set.name, set] as const))(
    '%s names its style and has both directions',
    (name, set) => {
      expect(name).toBe(`${set.style}.json`);
      const toStyle = set.cases.filter((c) => c.targetLanguage === set.style);
      const toStandard = set.cases.filter(
        (c) => c.sourceLanguage === set.style && findLanguage(c.targetLanguage)?.standard,
      );
      expect(toStyle.length).toBeGreaterThanOrEqual(MIN_CASES_PER_DIRECTION);
      expect(toStandard.length).toBeGreaterThanOrEqual(MIN_CASES_PER_DIRECTION);
    },
  );

  it(`renders at least ${MIN_PASS_RATE * 100} % of the cases exactly as expected`, () => {
    let passed = 0;
    let total = 0;
    const lines: string[] = [];
    const failures: string[] = [];
    for (const set of sets) {
      let setPassed = 0;
      for (const c of set.cases) {
        const { translation } = translateStyle(c.source, c.sourceLanguage, c.targetLanguage);
        if (translation === c.expected) setPassed++;
        else {
          failures.push(
            `${c.sourceLanguage} → ${c.targetLanguage}: ${c.source}\n    expected: ${c.expected}\n    actual:   ${translation}`,
          );
        }
      }
      passed += setPassed;
      total += set.cases.length;
      lines.push(
        `${set.style.padEnd(20)} ${String(setPassed).padStart(3)}/${String(set.cases.length).padEnd(3)} ${percent(setPassed, set.cases.length)}`,
      );
    }
    lines.push(
      `${'overall'.padEnd(20)} ${String(passed).padStart(3)}/${String(total).padEnd(3)} ${percent(passed, total)}`,
    );
    console.log(`Style engine quality set:\n${lines.join('\n')}`);
    if (failures.length) console.log(`Cases that differ:\n  ${failures.join('\n  ')}`);
    expect(passed / total).toBeGreaterThanOrEqual(MIN_PASS_RATE);
  });
});

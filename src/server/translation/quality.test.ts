// The style engine's quality sets: hand-written renderings per style, both directions. content/quality/ was written
// alongside the lexicons; content/quality-unseen/ was written before the engine was tuned on it (issue 10), so it
// measures new text. Prints the pass rate (exact match of the expected output) per style and overall; the bar is
// 90 % for each set.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findLanguage, isSameLanguage } from '@shared/languages';
import { PROJECT_ROOT } from '../paths';
import { translateStyle } from './style-engine';

const MIN_PASS_RATE = 0.9;

interface QualitySetSpec {
  /** Folder under content/. */
  folder: string;
  /** Fewest cases towards the style and towards the standard variety in each file. */
  minCasesPerDirection: number;
}

const QUALITY_SETS: QualitySetSpec[] = [
  { folder: 'quality', minCasesPerDirection: 10 },
  { folder: 'quality-unseen', minCasesPerDirection: 5 },
];

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

function readQualitySet(folder: string) {
  const dir = join(PROJECT_ROOT, 'content', folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      name,
      ...qualityFileSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8'))),
    }));
}

const percent = (passed: number, total: number) => `${((100 * passed) / total).toFixed(1)} %`;

describe.each(QUALITY_SETS.map((spec) => [spec.folder, spec] as const))(
  'style engine quality set (content/%s)',
  (_folder, { folder, minCasesPerDirection }) => {
    const sets = readQualitySet(folder);

    it.each(sets.map((set) => [set.name, set] as const))(
      '%s names its style and has both directions',
      (name, set) => {
        expect(name).toBe(`${set.style}.json`);
        const toStyle = set.cases.filter((c) => c.targetLanguage === set.style);
        const toStandard = set.cases.filter(
          (c) => c.sourceLanguage === set.style && findLanguage(c.targetLanguage)?.standard,
        );
        expect(toStyle.length).toBeGreaterThanOrEqual(minCasesPerDirection);
        expect(toStandard.length).toBeGreaterThanOrEqual(minCasesPerDirection);
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
      console.log(`Style engine quality set content/${folder}:\n${lines.join('\n')}`);
      if (failures.length) console.log(`Cases that differ:\n  ${failures.join('\n  ')}`);
      expect(passed / total).toBeGreaterThanOrEqual(MIN_PASS_RATE);
    });
  },
);

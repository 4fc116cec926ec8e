// The fonts share pictures are drawn with: Noto Sans (Latin, Latin Extended, Cyrillic; regular and bold) and Noto
// Sans Arabic (Arabic and Persian), read from the @fontsource packages once, on the first picture.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

// Each subset is a family of its own: satori falls back glyph by glyph from one family to the next, not between
// faces of one family. Latin first, so digits and punctuation in any text take its shapes.
const SUBSETS = [
  { family: 'Noto Sans', file: 'noto-sans/files/noto-sans-latin' },
  { family: 'Noto Sans Latin Ext', file: 'noto-sans/files/noto-sans-latin-ext' },
  { family: 'Noto Sans Cyrillic', file: 'noto-sans/files/noto-sans-cyrillic' },
  { family: 'Noto Sans Arabic', file: 'noto-sans-arabic/files/noto-sans-arabic-arabic' },
] as const;

/** The CSS font-family of every text in a picture. */
export const SHARE_FONT_FAMILY = SUBSETS.map(({ family }) => `'${family}'`).join(', ');

// Satori reads woff but not woff2 (the packages ship both). Resolved through the packages' exports, so the paths
// hold in the bundled server (dist/server keeps packages external) as in tests.
const FACES = SUBSETS.flatMap(({ family, file }) =>
  ([400, 700] as const).map((weight) => ({
    family,
    file: `@fontsource/${file}-${weight}-normal.woff`,
    weight,
  })),
);

const require = createRequire(import.meta.url);
let loaded: Promise<Font[]> | undefined;

/** The faces, read on the first call; a failed read is retried by the next call rather than cached. */
export function shareFonts(): Promise<Font[]> {
  loaded ??= Promise.all(
    FACES.map(async ({ family, file, weight }) => ({
      name: family,
      data: await readFile(require.resolve(file)),
      weight,
      style: 'normal' as const,
    })),
  ).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

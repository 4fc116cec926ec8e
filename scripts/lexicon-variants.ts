// Writes content/lexicon-variants/<style>.json: each lexicon's entries for the synonyms of content/synonyms/ and its
// English verb phrases in their other forms (issue 27 item 1; src/server/translation/synonyms.ts, inflection.ts).
// Run it after changing a lexicon or a synonym group: npm run lexicons:variants (content/lexicon-variants.test.ts
// fails until the files match).
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { variantFiles } from '../src/server/translation/inflection';
import { STANDARD_WORDS_FILE } from '../src/server/translation/dictionary-senses';
import { VARIANT_DIR } from '../src/server/translation/lexicon-variants';
import { standardWords } from '../src/server/translation/standard-words';
import { readLexicons } from '../src/server/translation/lexicon';

// Each file is written beside its place and renamed into it, and only then are files of styles that no longer have
// variants removed: a server or test reading the folder meanwhile sees the old file or the new one, never none.
const writeAtomically = (path: string, text: string) => {
  writeFileSync(`${path}.${process.pid}.tmp`, text);
  renameSync(`${path}.${process.pid}.tmp`, path);
};
mkdirSync(VARIANT_DIR, { recursive: true });
const written = new Set<string>();
for (const file of variantFiles(readLexicons())) {
  // One entry per line: a lexicon change shows as the lines of its forms in a diff.
  const lines = file.entries.map((entry) => `    ${JSON.stringify(entry)}`);
  const text = `{\n  "style": ${JSON.stringify(file.style)},\n  "entries": [\n${lines.join(',\n')}\n  ]\n}\n`;
  writeAtomically(join(VARIANT_DIR, `${file.style}.json`), text);
  written.add(`${file.style}.json`);
  console.log(`${file.style}: ${file.entries.length} variant entries`);
}
for (const name of readdirSync(VARIANT_DIR)) {
  if (name.endsWith('.json') && !written.has(name)) rmSync(join(VARIANT_DIR, name));
}
const words = standardWords();
writeAtomically(STANDARD_WORDS_FILE, `${words.join('\n')}\n`);
console.log(`standard-words.en.txt: ${words.length} ordinary English words`);

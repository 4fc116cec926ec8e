// Writes content/inflections/<style>.json: the other forms of each English lexicon's verb phrases (issue 27 item 1;
// src/server/translation/inflection.ts). Run it after changing an English lexicon: npm run lexicons:inflect
// (content/inflections.test.ts fails until the files match the lexicons).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflectionFiles } from '../src/server/translation/inflection';
import { INFLECTION_DIR } from '../src/server/translation/inflections';
import { readLexicons } from '../src/server/translation/lexicon';

rmSync(INFLECTION_DIR, { recursive: true, force: true });
mkdirSync(INFLECTION_DIR, { recursive: true });
for (const file of inflectionFiles(readLexicons())) {
  // One entry per line: a lexicon change shows as the lines of its forms in a diff.
  const lines = file.entries.map((entry) => `    ${JSON.stringify(entry)}`);
  const text = `{\n  "style": ${JSON.stringify(file.style)},\n  "entries": [\n${lines.join(',\n')}\n  ]\n}\n`;
  writeFileSync(join(INFLECTION_DIR, `${file.style}.json`), text);
  console.log(`${file.style}: ${file.entries.length} forms`);
}

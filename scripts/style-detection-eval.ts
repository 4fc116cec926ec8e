// Scores the style detector (issue 27 item 3): top-1 accuracy on its development split (learnt without the
// quality sets, scored on their labelled sentences: what its settings were chosen on) and on the sealed
// style-identification set (content/style-id-sealed.json, written before the detector; scored once after a
// change), with the sealed set's confusion matrix as a Markdown table for docs/performance.md.
// Usage: npm run quality:detect [-- --set 2]   (which sealed set: each measures one version of the detector, once)
import { parseArgs } from 'node:util';
import { LANGUAGE_OPTIONS } from '@shared/languages';
import { readStyleIdSet, STYLE_ID_SEALED_FILES } from '../src/server/translation/quality-sealed';
import { readDetectionCorpus } from '../src/server/translation/style-detection/corpus';
import {
  getStyleDetector,
  trainStyleDetector,
  type StyleDetector,
} from '../src/server/translation/style-detection/style-detector';

const percent = (passed: number, total: number) => `${((100 * passed) / total).toFixed(1)} %`;

function score(detector: StyleDetector, items: readonly { text: string; style: string }[]) {
  const confusion = new Map<string, Map<string, number>>();
  let correct = 0;
  for (const { text, style } of items) {
    const guess = detector.detect(text, 1)[0]?.code ?? '—';
    if (guess === style) correct++;
    const row = confusion.get(style) ?? new Map<string, number>();
    row.set(guess, (row.get(guess) ?? 0) + 1);
    confusion.set(style, row);
  }
  return { correct, total: items.length, confusion };
}

const corpus = readDetectionCorpus();
const dev = score(
  trainStyleDetector(corpus.filter((item) => item.origin !== 'quality')),
  corpus.filter((item) => item.origin === 'quality'),
);
console.log(
  `Development split (learnt without the quality sets, ${dev.total} of their sentences): ${dev.correct}/${dev.total} (${percent(dev.correct, dev.total)})`,
);

const { values } = parseArgs({ options: { set: { type: 'string', default: '1' } } });
const sealedFile = STYLE_ID_SEALED_FILES[Number(values.set) - 1];
if (!sealedFile) throw new Error(`There is no sealed set ${values.set}.`);
const sealed = readStyleIdSet(sealedFile);
const result = score(getStyleDetector(), sealed.sentences);
console.log(
  `Sealed set (${sealedFile.replace(/^.*\//, '')}, written ${sealed.written}): ${result.correct}/${result.total} (${percent(result.correct, result.total)})\n`,
);

// Rows: the variety a sentence is in; columns: what the detector said (only the columns it said at all).
const codes = LANGUAGE_OPTIONS.map((option) => option.code).filter((code) =>
  result.confusion.has(code),
);
const said = codes.filter((code) =>
  [...result.confusion.values()].some((row) => (row.get(code) ?? 0) > 0),
);
const short = (code: string) => code.replace('_english', '_en').replace('standard_', 'std_');
console.log(`| in \\ read as | ${said.map(short).join(' | ')} | right |`);
console.log(`| --- | ${said.map(() => '---').join(' | ')} | --- |`);
for (const code of codes) {
  const row = result.confusion.get(code)!;
  const total = [...row.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `| ${code} | ${said.map((guess) => (row.get(guess) ? String(row.get(guess)) : '·')).join(' | ')} | ${percent(row.get(code) ?? 0, total)} |`,
  );
}

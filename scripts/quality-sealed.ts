// Scores the style engine on the sealed quality set (content/quality-sealed/): the share of cases whose
// translation is one of the accepted renderings, per style and direction and overall.
// Usage: npm run quality:sealed [-- --set 2] [-- --misses]   (which sealed set: each measures one change, once)
// Run it once after a change, and write the result in docs/performance.md. --misses prints the cases the engine got
// wrong: reading them and changing the engine to fit them turns the set into a development set, so a new sealed
// set must then be written before the next change is measured.
import { parseArgs } from 'node:util';
import {
  readSealedSet,
  scoreSealedSet,
  SEALED_SET_DIRS,
} from '../src/server/translation/quality-sealed';
import { translateStyle } from '../src/server/translation/style-engine';

const { values } = parseArgs({
  options: {
    misses: { type: 'boolean', default: false },
    set: { type: 'string', default: '1' },
  },
});
const dir = SEALED_SET_DIRS[Number(values.set) - 1];
if (!dir) throw new Error(`There is no sealed set ${values.set}.`);

const percent = (passed: number, total: number) =>
  total === 0 ? '—' : `${((100 * passed) / total).toFixed(1)} %`;

const files = readSealedSet(dir);
const scores = scoreSealedSet(
  files,
  (text, from, to) => translateStyle(text, from, to).translation,
);

console.log(
  `Sealed quality set (${dir.replace(/^.*\/content\//, 'content/')}/, written ${[...new Set(files.map((file) => file.written))].join(', ')})\n`,
);
console.log('| style | to the style | to the standard | both |');
console.log('| --- | --- | --- | --- |');
let passed = 0;
let total = 0;
for (const file of files) {
  const toStyle = scores.find((s) => s.style === file.style && s.direction === 'to-style')!;
  const toStandard = scores.find((s) => s.style === file.style && s.direction === 'to-standard')!;
  const both = {
    passed: toStyle.passed + toStandard.passed,
    total: toStyle.total + toStandard.total,
  };
  passed += both.passed;
  total += both.total;
  console.log(
    `| ${file.style} | ${toStyle.passed}/${toStyle.total} (${percent(toStyle.passed, toStyle.total)}) | ${toStandard.passed}/${toStandard.total} (${percent(toStandard.passed, toStandard.total)}) | ${percent(both.passed, both.total)} |`,
  );
}
console.log(`| **overall** | | | **${passed}/${total} (${percent(passed, total)})** |`);

if (values.misses) {
  for (const score of scores)
    for (const miss of score.misses)
      console.log(
        `\n${score.style} ${score.direction}: ${miss.source}\n  got:    ${miss.actual}\n  accept: ${miss.accept.join(' | ')}`,
      );
}

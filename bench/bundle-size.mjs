// Reports the gzip size of the JS and CSS that the translator home (/) loads: the entry script, its static
// imports (modulepreload links) and the CSS. Budget: 150 KB. Every other route must be a lazily loaded chunk.
// Usage: npm run build && npm run bench:bundle   (add --json for machine-readable output)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = 'dist/client';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const initial = new Set();
for (const match of html.matchAll(
  /<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/assets\/[^"]+\.(?:js|css))"/g,
))
  initial.add(match[1]);

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const rows = [...initial].map((file) => ({ file, gzipKb: gzipKb(file) }));
const totalKb = rows.reduce((sum, row) => sum + row.gzipKb, 0);

const lazyChunks = Object.values(manifest)
  .filter((chunk) => chunk.isDynamicEntry)
  .map((chunk) => ({ source: chunk.src, file: `/${chunk.file}`, gzipKb: gzipKb(chunk.file) }));
const lazyInInitial = lazyChunks.filter((chunk) => initial.has(chunk.file));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgetKb: BUDGET_KB, totalKb, initial: rows, lazyChunks }, null, 2));
} else {
  console.log('What / loads (gzip):');
  for (const row of rows) console.log(`  ${row.gzipKb.toFixed(1).padStart(7)} KB  ${row.file}`);
  console.log(`  ${totalKb.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);
  console.log(`\nLazily loaded route chunks: ${lazyChunks.length}`);
  for (const chunk of lazyChunks)
    console.log(`  ${chunk.gzipKb.toFixed(1).padStart(7)} KB  ${chunk.source}`);
}

if (totalKb > BUDGET_KB || lazyInInitial.length > 0) {
  console.error(
    totalKb > BUDGET_KB
      ? `Over budget: ${totalKb.toFixed(1)} KB > ${BUDGET_KB} KB`
      : 'A lazy chunk is loaded up front',
  );
  process.exit(1);
}

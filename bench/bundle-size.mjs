// Reports, for every page of the route table (src/shared/routes.ts), the gzip size of the JS and CSS its first load
// fetches, and fails when a page is over its budget. A page's first load: what the HTML loads up front (the entry
// script, its static imports — the modulepreload links — and the CSS), the page's lazily loaded chunk, and the
// chunk of the main panel the page requests as it renders (the admin tool, the sign-in form, the legal modal),
// each with its static imports and CSS, every file counted once. What loads after the first paint or on a click
// (the feedback form, the daily popup, dialogs, menus) is not in it. Budgets sit a little above the measure.
// Usage: npm run build && npm run bench:bundle   (add --json for machine-readable output)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist/client';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const legalModal = 'features/legal/components/legal-modal.tsx';
const admin = 'app/routes/admin.tsx';
/**
 * One row per entry of PAGE_ROUTES (the redirect /admin leads to /admin/dictionary; one row per admin tool):
 * [route id, an example path, the budget in KB gzip, the manifest's sources of the lazy chunks it renders at once
 * (src/client/app/router.tsx)].
 */
const ROUTES = [
  // Issue 26 item 5: / at most 120 KB.
  ['home', '/', 120],
  ['legal', '/legal', 150, legalModal],
  ['api', '/api', 150, legalModal],
  ['landing', '/landing', 127, 'app/routes/landing.tsx'],
  ['about', '/about', 127, 'app/routes/about.tsx'],
  ['privacyPolicy', '/privacy-policy', 131, 'app/routes/privacy.tsx'],
  ['privacy', '/privacy', 131, 'app/routes/privacy.tsx'],
  ['termsOfService', '/terms-of-service', 131, 'app/routes/terms.tsx'],
  ['terms', '/terms', 131, 'app/routes/terms.tsx'],
  ['facebookDataDeletion', '/facebook-data-deletion', 126, 'app/routes/facebook-data-deletion.tsx'],
  ['accessDenied', '/403', 122, 'app/routes/access-denied.tsx'],
  ['dashboard', '/dashboard', 176, 'app/routes/dashboard.tsx'],
  ['saved', '/saved', 144, 'app/routes/saved.tsx'],
  ['history', '/history', 144, 'app/routes/history.tsx'],
  ['streak', '/streak', 126, 'app/routes/streak.tsx'],
  [
    'signIn',
    '/sign-in',
    167,
    'app/routes/sign-in.tsx',
    'features/auth/components/sign-in-form.tsx',
  ],
  ['forgotPassword', '/forgot-password', 155, 'app/routes/forgot-password.tsx'],
  ['resetPassword', '/reset-password', 155, 'app/routes/reset-password.tsx'],
  ['dictionary', '/dictionary', 130, 'app/routes/dictionary.tsx'],
  ['dictionaryBrowse', '/dictionary/american-slang', 130, 'app/routes/dictionary.tsx'],
  ['dictionaryAdd', '/dictionary/add', 158, 'app/routes/dictionary-add.tsx'],
  ['dictionarySuggest', '/dictionary/suggest', 157, 'app/routes/suggest-term.tsx'],
  ['suggestTerm', '/suggest-term', 157, 'app/routes/suggest-term.tsx'],
  ['slangTerm', '/slang/rizz', 163, 'app/routes/slang-term.tsx'],
  ['flashcards', '/flashcards', 215, 'app/routes/flashcards.tsx'],
  ['flashcardStats', '/flashcards/stats', 131, 'app/routes/flashcard-stats.tsx'],
  ['share', '/s/example', 124, 'app/routes/shared-translation.tsx'],
  ['wordOfTheDay', '/word-of-the-day', 127, 'app/routes/word-of-the-day.tsx'],
  [
    'wordOfTheDayArchive',
    '/word-of-the-day/archive',
    127,
    'app/routes/word-of-the-day-archive.tsx',
  ],
  ['contributor', '/u/example', 126, 'app/routes/contributor.tsx'],
  [
    'adminTool',
    '/admin/dictionary',
    // 182 until issue 29: the term dialog's error box became a component shared with the deck dialog (+0.3 KB).
    183,
    admin,
    'features/moderation/components/dictionary-manager.tsx',
  ],
  [
    'adminTool',
    '/admin/submissions',
    161,
    admin,
    'features/moderation/components/submissions-manager.tsx',
  ],
  ['adminTool', '/admin/review-queue', 180, admin, 'features/editor/components/review-queue.tsx'],
  ['adminTool', '/admin/editor', 169, admin, 'features/editor/components/editor-console.tsx'],
  [
    'adminTool',
    '/admin/settings',
    160,
    admin,
    'features/video/components/daily-video-settings.tsx',
  ],
  ['editor', '/editor/genz', 170, 'app/routes/editor.tsx'],
  ['notFound', '/no-such-page', 122, 'app/routes/not-found.tsx'],
].map(([id, path, budgetKb, ...chunks]) => ({ id, path, budgetKb, chunks }));

// A page added to the route table without a row here would go unmeasured: the ids are read from the source.
const routeIds = [
  ...readFileSync('src/shared/routes.ts', 'utf8').matchAll(/^ {2}(\w+): \{ patterns/gm),
].map((match) => match[1]);
const unlisted = routeIds.filter(
  (id) => id !== 'adminIndex' && !ROUTES.some((route) => route.id === id),
);

const gzipKb = new Map();
const sizeOf = (file) => {
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(join(dist, file))).length / 1024);
  return gzipKb.get(file);
};

/** The files a manifest entry loads at once: its own, its static imports' (transitively) and their CSS. */
function filesOf(key, files = new Set(), seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed? update ROUTES)`);
  if (seen.has(key)) return files;
  seen.add(key);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) filesOf(imported, files, seen);
  return files;
}

const entryFiles = filesOf('index.html');
const rows = ROUTES.map((route) => {
  const files = new Set(entryFiles);
  for (const source of route.chunks) filesOf(source, files);
  const totalKb = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  return { ...route, files: [...files], totalKb, over: totalKb > route.budgetKb };
});

// The lazily loaded chunks must stay out of what the HTML loads up front.
const lazyInEntry = Object.values(manifest).filter(
  (chunk) => chunk.isDynamicEntry && entryFiles.has(chunk.file),
);

if (process.argv.includes('--json')) {
  const routes = rows.map(({ path, totalKb, budgetKb, files }) => ({
    path,
    totalKb,
    budgetKb,
    files: files.map((file) => ({ file, gzipKb: sizeOf(file) })),
  }));
  console.log(JSON.stringify({ routes }, null, 2));
} else {
  console.log('What every page loads up front (gzip):');
  for (const file of entryFiles)
    console.log(`  ${sizeOf(file).toFixed(1).padStart(7)} KB  /${file}`);
  console.log('\nFirst load of each page (gzip):');
  const width = Math.max(...rows.map((row) => row.path.length));
  console.log(`  ${'page'.padEnd(width)}  first load     budget`);
  for (const row of rows) {
    const measured = `${row.totalKb.toFixed(1)} KB`.padStart(10);
    const budget = `${row.budgetKb} KB`.padStart(10);
    console.log(`  ${row.path.padEnd(width)}  ${measured} ${budget}${row.over ? '  OVER' : ''}`);
  }
}

const problems = [
  ...rows
    .filter((row) => row.over)
    .map((row) => `Over budget: ${row.path} ${row.totalKb.toFixed(1)} KB > ${row.budgetKb} KB`),
  ...lazyInEntry.map((chunk) => `A lazy chunk is loaded up front: ${chunk.src}`),
  ...unlisted.map((id) => `Route ${id} (src/shared/routes.ts) has no row in bench/bundle-size.mjs`),
];
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}

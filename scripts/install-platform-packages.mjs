// Adds this machine's native build of each production dependency that ships one as an optional package (the FSRS
// optimizer's @open-spaced-repetition/binding, the share pictures' @resvg/resvg-js), at the version package-lock.json
// records. The Docker image installs with `npm ci --omit=dev --omit=optional` (so that build tools marked optional
// stay out), which leaves those native builds out too: without them the optimizer answers 503 and the share
// pictures fail. Run from the project root after that install; it changes nothing when they are all there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages ?? {};
// glibc or musl, as npm reads it for the "libc" field.
const libc = process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';
const fits = (field, value) => !field || field.includes(value);

const wanted = new Map();
for (const [path, entry] of Object.entries(packages)) {
  if (!path.startsWith('node_modules/') || entry.dev || entry.optional) continue;
  if (!existsSync(path)) continue;
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    const candidate = packages[`node_modules/${name}`];
    if (!candidate?.version || existsSync(join('node_modules', name))) continue;
    // Only builds for a platform (they name an os or a cpu), not every optional package.
    if (!candidate.os && !candidate.cpu) continue;
    if (!fits(candidate.os, process.platform) || !fits(candidate.cpu, process.arch)) continue;
    if (candidate.libc && !fits(candidate.libc, libc)) continue;
    wanted.set(name, candidate.version);
  }
}

const work = mkdtempSync(join(tmpdir(), 'platform-packages-'));
try {
  for (const [name, version] of wanted) {
    // `npm pack` fetches the registry's tarball (its integrity checked) without touching the installed tree.
    const file = execFileSync(
      'npm',
      ['pack', `${name}@${version}`, '--pack-destination', work, '--silent'],
      { encoding: 'utf8' },
    ).trim();
    const target = join('node_modules', name);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', join(work, file), '-C', target, '--strip-components=1']);
    console.log(`Added ${name}@${version}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

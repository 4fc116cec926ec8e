// The import aliases of tsconfig.json's `paths`, for the Vitest configurations that load app code
// (vitest.config.ts, vitest.fuzz.config.ts). Tests get the `cn` that fails on conflicting Tailwind classes
// (src/client/lib/cn.checked.ts), listed first so it wins over `@client`.
import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = [
  { find: /^@client\/lib\/cn$/, replacement: fromRoot('./src/client/lib/cn.checked.ts') },
  { find: '@shared', replacement: fromRoot('./src/shared') },
  { find: '@client', replacement: fromRoot('./src/client') },
  { find: '@server', replacement: fromRoot('./src/server') },
];

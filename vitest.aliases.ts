// The import aliases of tsconfig.json's `paths`, for the Vitest configurations that load app code
// (vitest.config.ts, vitest.fuzz.config.ts).
import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  '@shared': fromRoot('./src/shared'),
  '@client': fromRoot('./src/client'),
  '@server': fromRoot('./src/server'),
};

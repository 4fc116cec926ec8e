// Imported first by the entry point, before any schema is built: zod's fast path compiles parsers with
// `new Function`, which our Content-Security-Policy (no 'unsafe-eval') blocks and Chromium reports (Lighthouse
// counted it on /flashcards). Without the JIT zod parses the same, interpreted.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod on the page, and
// created only when missing), so this sets it without importing zod: `z.config()` here would put zod's core on
// the first page (≈ 5 KB gzip) for one flag. zod-config.isolated.test.ts checks that zod reads it.
const ZOD_CONFIG_KEY = '__zod_globalConfig';

const holder = globalThis as unknown as Record<string, { jitless?: boolean } | undefined>;
holder[ZOD_CONFIG_KEY] = { ...holder[ZOD_CONFIG_KEY], jitless: true };

export {};

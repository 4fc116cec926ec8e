// Imported first by the entry point, before any schema parses: zod's fast path compiles parsers with
// `new Function`, which our Content-Security-Policy (no 'unsafe-eval') blocks and Chromium logs as an error
// (Lighthouse counted it on /flashcards). Without the JIT zod parses the same, interpreted.
import { z } from 'zod';

z.config({ jitless: true });

import { expect, it } from 'vitest';

it('turns zod’s JIT off before zod loads, where zod reads its configuration', async () => {
  await import('./zod-config');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // Schemas still parse, interpreted.
  expect(z.object({ text: z.string().min(1) }).safeParse({ text: 'ok' }).success).toBe(true);
});

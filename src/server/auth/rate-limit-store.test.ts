// Better Auth's rate-limit counters, kept per auth instance (its built-in store is shared by the whole process).
import { describe, expect, it } from 'vitest';
import { createRateLimitStore } from './rate-limit-store';

describe('createRateLimitStore', () => {
  const rule = { window: 60, max: 2 };

  it('allows max requests per key and window, then says when to retry', async () => {
    let now = 1_000_000;
    const store = createRateLimitStore(() => now);
    expect(await store.consume('ip|/sign-in/social', rule)).toEqual({
      allowed: true,
      retryAfter: null,
    });
    expect((await store.consume('ip|/sign-in/social', rule)).allowed).toBe(true);
    now += 15_000;
    expect(await store.consume('ip|/sign-in/social', rule)).toEqual({
      allowed: false,
      retryAfter: 45,
    });
    // Another key has its own count.
    expect((await store.consume('other|/sign-in/social', rule)).allowed).toBe(true);
    // A new window starts once the old one is over.
    now += 45_000;
    expect((await store.consume('ip|/sign-in/social', rule)).allowed).toBe(true);
  });

  it('keeps separate counts per store (each app its own)', async () => {
    const first = createRateLimitStore();
    const second = createRateLimitStore();
    await first.consume('k', rule);
    await first.consume('k', rule);
    expect((await first.consume('k', rule)).allowed).toBe(false);
    expect((await second.consume('k', rule)).allowed).toBe(true);
  });
});

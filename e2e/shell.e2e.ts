// The theme survives a reload; toasts are reachable with F8; data survives a server restart.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { startServer } from './support/server';
import { useE2eSuite } from './support/suite';

// The other files start from a copy of a seeded data dir; this one keeps a real first start (initdb, migrations,
// the dictionary's seed) under test.
const suite = useE2eSuite({ emptyDataDir: true });

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('app shell', () => {
  it('starts light, switches to dark, and stays dark after a reload', async () => {
    const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/');
    await expect(isDark(page)).resolves.toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(isDark(page)).resolves.toBe(true);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(isDark(page)).resolves.toBe(true);
    await expect(
      page.getByRole('button', { name: 'Switch to light theme' }).isVisible(),
    ).resolves.toBe(true);
    await page.goto('/about');
    await expect(isDark(page)).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('moves focus to the notifications with F8', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    // The notifications region mounts just after the first paint (ADR 013), which can follow the Sign In button.
    await page.locator('[aria-label^="Notifications"]').waitFor({ state: 'attached' });
    await page.keyboard.press('F8');
    const region = await page.evaluate(
      () =>
        document.activeElement
          ?.closest('[aria-label^="Notifications"]')
          ?.getAttribute('aria-label') ?? null,
    );
    expect(region).toMatch(/^Notifications \(F8\)/);
    await context.close();
  });

  it('serves hashed assets with immutable caching and pages without caching', async () => {
    const page = await fetch(`${suite.server.baseUrl}/dictionary`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    // The boot script lists the modules it imports after the first paint (ADR 013), the entry first.
    const asset = /data-modules="(\/assets\/[^" ]+\.js)/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const script = await fetch(`${suite.server.baseUrl}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('keeps data across a restart of the server', async () => {
    const sent = await fetch(`${suite.server.baseUrl}/api/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'survives restarts' }),
    });
    expect(sent.status).toBe(201);
    await suite.server.stop();
    const again = await startServer({ DATA_DIR: suite.server.dataDir });
    try {
      const health = await fetch(`${again.baseUrl}/api/health`);
      await expect(health.json()).resolves.toEqual({ status: 'ok', db: 'up' });
    } finally {
      await again.stop();
    }
    // The row itself is checked by opening the data dir directly.
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create(suite.server.dataDir, { extensions: { pg_trgm } });
    try {
      const rows = await db.query<{ count: number }>(
        "select count(*)::int as count from feedback where message = 'survives restarts'",
      );
      expect(rows.rows[0]?.count).toBe(1);
    } finally {
      await db.close();
    }
  });
});

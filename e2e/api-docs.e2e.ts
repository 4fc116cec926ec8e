// The API reference at /docs/api renders in Chromium under its own CSP, loads nothing from another origin, and
// shows curl, JavaScript and Python examples of the /v1 operations; / loads none of it.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();

/** Every request a page makes, to check that none leaves our server. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

describe('API reference page', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 780 },
  ]) {
    it(`renders the generated reference at ${viewport.width} px with only our own resources`, async () => {
      const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl, {
        viewport,
      });
      const requests = recordRequests(page);
      const response = await page.goto('/docs/api');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      // The title of the document and an operation of the public API, rendered by the reference.
      await page.getByText('SlangBridge API').first().waitFor({ timeout: 30_000 });
      await page.getByText('/v1/translate').first().waitFor();
      await page.waitForLoadState('networkidle');
      if (SCREENSHOTS) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: `${SCREENSHOTS}/docs-api-${viewport.width}.png` });
      }
      const origin = new URL(suite.server.baseUrl).origin;
      const foreign = requests.filter(
        (url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url),
      );
      expect(foreign).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('offers code samples in exactly curl, JavaScript fetch and Python requests', async () => {
    const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl);
    await page.goto('/docs/api');
    await page.getByText('/v1/translate').first().waitFor({ timeout: 30_000 });
    const samples = async () => (await page.locator('pre').allTextContents()).join('\n');
    // curl is the default client, with the bearer key and this server's address.
    await expect
      .poll(samples, { timeout: 15_000 })
      .toContain(`curl ${suite.server.baseUrl}/v1/translate`);
    await expect(samples()).resolves.toContain('Authorization: Bearer');
    const clients = page.getByRole('button', { name: 'Select from all clients' }).first();
    await clients.click();
    await expect(page.getByRole('option').allInnerTexts()).resolves.toEqual([
      'Fetch',
      'Requests',
      'Curl',
    ]);
    await page.getByRole('option', { name: 'Requests' }).click();
    await expect.poll(samples).toMatch(/requests\.post\(/);
    await clients.click();
    await page.getByRole('option', { name: 'Fetch' }).click();
    await expect.poll(samples).toMatch(/fetch\(/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("is linked from the legal modal's API Documentation, with the OpenAPI document", async () => {
    const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl, {
      viewport: { width: 1280, height: 900 },
    });
    await page.goto('/legal#api');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: '/v1/openapi.json' }).waitFor();
    await dialog.getByText(suite.server.baseUrl).first().waitFor();
    if (SCREENSHOTS) {
      await dialog.getByRole('heading', { name: 'Endpoints' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/legal-api.png` });
    }
    await dialog.getByRole('link', { name: '/docs/api' }).click();
    await page.waitForURL('**/docs/api');
    await page.getByText('SlangBridge API').first().waitFor({ timeout: 30_000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is not part of the first load of /', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl);
    const requests = recordRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => /\/docs\/api|scalar|openapi/i.test(url))).toEqual([]);
    await context.close();
  });
});

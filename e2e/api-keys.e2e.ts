// API keys end to end (issue 13): a signed-in user creates a key on /dashboard (shown once, with a copy button),
// the test calls POST /v1/translate with it from Node, the key's "last used" and "requests today" change, the
// user revokes it through its confirmation dialog and the next call is refused with 401 and a Bearer challenge.
// The dashboard with a key (and its dialogs) passes axe in both themes, at desktop and phone width.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** A new account, signed in in the page's browser context (its cookie). */
async function signUp(page: Page, name: string): Promise<void> {
  const response = await page.request.post(`${suite.server.baseUrl}/api/auth/sign-up/email`, {
    data: {
      name,
      email: `${name.toLowerCase()}-${Date.now()}@example.com`,
      password: `${name.toLowerCase()}-password-123`,
    },
    headers: { Origin: suite.server.baseUrl },
  });
  expect(response.status()).toBe(200);
}

/** POST /v1/translate from Node (no browser, no cookie): only the bearer key authenticates. */
function translateWith(key: string, text: string): Promise<Response> {
  return fetch(`${suite.server.baseUrl}/v1/translate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: 'standard_english', to: 'gen_z_english', text }),
  });
}

/** An unexpected answer's body and the server's log, for the failure message. */
async function explain(response: Response): Promise<string> {
  return `${await response.clone().text()}\n${suite.server.output().slice(-4000)}`;
}

// A toast by its title (toasts are list items of Radix's viewport; aria-hidden while a dialog is open).
const toast = (page: Page, title: string) =>
  page.locator('li[data-state="open"]').getByText(title, { exact: true });
/** A listed key: an article named by its heading. */
const keyItem = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Your API keys' }).getByRole('article', { name });
/** The value of a "label: value" row of a listed key. */
const keyField = (item: Locator, label: string) =>
  item.locator(`dt:text-is("${label}") + dd`).first();

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'API keys' }).waitFor();
  // The list has loaded: its skeleton (a status, "Loading your API keys") is gone.
  await page
    .getByRole('region', { name: 'Your API keys' })
    .getByRole('status')
    .waitFor({ state: 'detached' });
}

/** Creates a key through the form; returns the dialog that shows its secret (still open). */
async function createKeyInUi(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Key name' }).fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await dialog.waitFor();
  return dialog;
}

describe('API keys on the dashboard', () => {
  it('creates a key shown once, calls /v1/translate with it, sees it used, revokes it, and the key is refused', async () => {
    const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.server.baseUrl,
    });
    await signUp(page, 'Keyla');
    await openDashboard(page);
    await page.getByText('No API keys yet.', { exact: false }).waitFor();

    // The form checks the name with the shared schema before anything is sent.
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Give the key a name.').waitFor();
    await expect(
      page.getByRole('textbox', { name: 'Key name' }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');

    const KEY_NAME = 'E2E bot';
    const dialog = await createKeyInUi(page, KEY_NAME);
    await dialog.getByText(`“${KEY_NAME}” is ready.`, { exact: false }).waitFor();
    await dialog.getByText('This is the only time the key is shown.', { exact: false }).waitFor();
    const keyOutput = dialog.getByLabel('API key', { exact: true });
    const key = ((await keyOutput.textContent()) ?? '').trim();
    expect(key).toMatch(/^\S{20,}$/);
    await toast(page, 'API key created').waitFor();

    // The new-key dialog passes axe (light theme, desktop).
    expect((await violations(page)).map((line) => `new key dialog: ${line}`)).toEqual([]);

    // Copy puts exactly the key on the clipboard and says so.
    await dialog.getByRole('button', { name: 'Copy key' }).click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(key);

    // A click outside does not lose the only copy of the key; the button closes the dialog.
    await page.mouse.click(5, 5);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'I have saved my key' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The list shows the key's name and first characters, never used, and never the secret again.
    const item = keyItem(page, KEY_NAME);
    await item.waitFor();
    await page.getByText('1 of 10 keys').waitFor();
    const startLabel = (await item.getByText(/^Key starting /).textContent()) ?? '';
    const start = startLabel.replace(/^Key starting /, '');
    expect(start.length).toBeGreaterThan(0);
    expect(key.startsWith(start)).toBe(true);
    expect(start.length).toBeLessThan(key.length);
    await expect(keyField(item, 'Last used').textContent()).resolves.toBe('Never');
    await expect(keyField(item, 'Requests today').textContent()).resolves.toBe('0');
    await expect(page.content()).resolves.not.toContain(key);
    await page.reload();
    await keyItem(page, KEY_NAME).waitFor();
    await expect(page.content()).resolves.not.toContain(key);

    // The dashboard with the key listed passes axe.
    expect((await violations(page)).map((line) => `dashboard with a key: ${line}`)).toEqual([]);

    // The key works on the public API, with the rate-limit header fields.
    const text = 'that party was really great, I am not lying';
    const answer = await translateWith(key, text);
    expect(answer.status, await explain(answer)).toBe(200);
    const body = (await answer.json()) as { translation?: unknown; engine?: unknown };
    expect(typeof body.translation).toBe('string');
    expect((body.translation as string).trim()).not.toBe('');
    expect(body.translation).not.toBe(text);
    const policy = answer.headers.get('RateLimit-Policy') ?? '';
    const state = answer.headers.get('RateLimit') ?? '';
    // The per-minute policy of the key, then the daily quota in characters.
    expect(policy).toMatch(/^"key";q=\d+;w=60, "daily";q=\d+;w=86400;qu="characters"$/);
    expect(state).toMatch(/^"key";r=\d+;t=\d+$/);
    // The first call of a fresh key took one request of its window.
    const quota = Number(/q=(\d+)/.exec(policy)?.[1]);
    expect(Number(/r=(\d+)/.exec(state)?.[1])).toBe(quota - 1);

    // "Last used" leaves its never-used state (usage may be written in batches: reload until it shows).
    const lastUsedAfterCall = async () => {
      await page.reload();
      const reloaded = keyItem(page, KEY_NAME);
      await reloaded.waitFor();
      return {
        lastUsed: await keyField(reloaded, 'Last used').textContent(),
        requestsToday: await keyField(reloaded, 'Requests today').textContent(),
      };
    };
    await expect
      .poll(lastUsedAfterCall, { timeout: 20_000, interval: 1_000 })
      .toEqual({ lastUsed: 'Just now', requestsToday: '1' });
    // A real time, with the full date and time as its title.
    const usedAt = keyItem(page, KEY_NAME).locator('time').nth(1);
    expect(Number.isNaN(Date.parse((await usedAt.getAttribute('datetime')) ?? ''))).toBe(false);
    await expect(usedAt.getAttribute('title')).resolves.toMatch(/\d{4}/);

    // Revoking asks first; Cancel keeps the key.
    const revokeButton = page.getByRole('button', { name: `Revoke ${KEY_NAME}` });
    await revokeButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
    await confirm.waitFor();
    await confirm.getByText(`Apps using “${KEY_NAME}” will stop working at once`).waitFor();
    expect((await violations(page)).map((line) => `revoke dialog: ${line}`)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await keyItem(page, KEY_NAME).waitFor();
    const stillWorks = await translateWith(key, 'still works');
    expect(stillWorks.status, await explain(stillWorks)).toBe(200);

    // Confirmed, the key leaves the list.
    await revokeButton.click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await toast(page, 'API key revoked').waitFor();
    await keyItem(page, KEY_NAME).waitFor({ state: 'detached' });
    await page.getByText('No API keys yet.', { exact: false }).waitFor();

    // Its next call is refused with a Bearer challenge (still with the policy header).
    const refused = await translateWith(key, text);
    expect(refused.status, await explain(refused)).toBe(401);
    expect(refused.headers.get('WWW-Authenticate') ?? '').toMatch(/^Bearer\b/);
    expect(refused.headers.get('RateLimit-Policy')).toBe(policy);
    const refusal = (await refused.json()) as { code?: unknown; error?: unknown };
    expect(refusal.code).toBe('UNAUTHORIZED');
    expect(typeof refusal.error).toBe('string');

    // It stays gone after a reload.
    await page.reload();
    await page.getByText('No API keys yet.', { exact: false }).waitFor();
    await expect(keyItem(page, KEY_NAME).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the dashboard with a key passes axe in both themes at 1280 and 360 px', async () => {
    const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl);
    await signUp(page, 'Axel');
    const created = await page.request.post(`${suite.server.baseUrl}/api/api-keys`, {
      data: { name: 'Discord bot' },
      headers: { Origin: suite.server.baseUrl },
    });
    expect(created.status()).toBe(201);
    if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/dashboard');
        await page.evaluate(
          (value) => localStorage.setItem('slangbridge:theme:v1', JSON.stringify(value)),
          theme,
        );
        await openDashboard(page);
        await keyItem(page, 'Discord bot').waitFor();
        await expect(
          page.evaluate(() => document.documentElement.classList.contains('dark')),
        ).resolves.toBe(theme === 'dark');
        await page.waitForLoadState('networkidle');
        // Nothing of the page is wider than the screen.
        await expect(
          page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).resolves.toBe(true);
        found.push(...(await violations(page)).map((line) => `${theme} ${width} px: ${line}`));
        if (SCREENSHOTS) {
          await page.screenshot({
            path: `${SCREENSHOTS}/dashboard-api-keys-${theme}-${width}.png`,
            fullPage: true,
          });
        }
      }
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

// Accounts end to end: sign-up and sign-in through the modal, sign-out, the dashboard, route guards, and
// roles given by an admin through the admin API. Each user has a browser context of their own.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../src/server/test/mail-catcher';
import { newPage, recordCspViolations } from './support/browser';
import { useE2eSuite } from './support/suite';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-e2e' };
// The server mails through an SMTP server in this process (password reset below).
const mailCatcher = startMailCatcher();
const SMTP_URL = await mailCatcher.listen();
afterAll(() => mailCatcher.close());
const suite = useE2eSuite({
  env: {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT_PER_MINUTE: '50',
    SMTP_URL,
  },
});
const USER = {
  name: 'Pat Plain',
  email: `pat-${Date.now()}@example.com`,
  password: 'pat-password-123',
};

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const avatar = (page: Page, email: string) =>
  page.getByRole('button', { name: `Account menu for ${email}` });

/** Opens the sign-in modal from the header and waits for its form. */
async function openSignInModal(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').waitFor();
  return dialog;
}

async function openSideMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  return menu;
}

describe('signed out', () => {
  it("a visitor's pages log no console error: no /api/auth/me call without a session, no CSP eval block", async () => {
    const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl);
    contexts.push(context);
    const cspViolations = await recordCspViolations(context);
    const meCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/me') meCalls.push(request.url());
    });
    for (const path of ['/', '/flashcards', '/dictionary', '/sign-in', '/forgot-password']) {
      await visit(page, path);
      await page.getByRole('main').waitFor();
    }
    expect(meCalls).toEqual([]);
    expect(problems).toEqual([]);
    // zod compiled with eval ("unsafe-eval" blocked, caught inside zod) before it was told to run jitless.
    expect(cspViolations).toEqual([]);
  });

  for (const path of ['/dashboard', '/admin/submissions']) {
    it(`${path} asks the visitor to sign in, with a Sign In button`, async () => {
      await visit(suite.page, path);
      const main = suite.page.getByRole('main');
      await main.getByText('Sign in required').waitFor();
      await expect(
        main.getByText('You need to be signed in to access this page').isVisible(),
      ).resolves.toBe(true);
      await main.getByRole('button', { name: 'Sign In' }).waitFor();
    });
  }
});

describe('a plain user', () => {
  it('signs up through the modal and the header shows the avatar', async () => {
    await visit(suite.page, '/');
    const dialog = await openSignInModal(suite.page);
    await suite.page.waitForFunction(
      () => document.activeElement?.getAttribute('autocomplete') === 'username',
    );
    await dialog.getByRole('tab', { name: 'Create account' }).click();
    await dialog.getByRole('heading', { name: 'Create your SlangBridge account' }).waitFor();
    // The shared schema answers before anything is sent.
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByText('Please enter your name.').waitFor();
    await dialog.getByLabel('Name').fill(USER.name);
    await dialog.getByLabel('Email').fill(USER.email);
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await dialog.getByText('Password must be at least 8 characters.').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(USER.password);
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await avatar(suite.page, USER.email).waitFor();
    await suite.page.getByText('Welcome to SlangBridge!').first().waitFor();
    await expect(suite.page.getByRole('dialog').count()).resolves.toBe(0);
    expect(suite.problems).toEqual([]);
  });

  it('signs out from the avatar menu, back on / with Sign In', async () => {
    await visit(suite.page, '/dashboard');
    await avatar(suite.page, USER.email).click();
    await expect(
      suite.page.getByRole('menuitem', { name: /manage/i }).count(),
      'manage-account is hidden',
    ).resolves.toBe(0);
    await suite.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await suite.page.waitForURL(`${suite.server.baseUrl}/`);
    await suite.page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    // The session really ended: a reload stays signed out.
    await visit(suite.page, '/');
    await suite.page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  });

  it('sees the server message for a wrong password, then signs in', async () => {
    suite.expectedConsoleErrors.push(/status of 401.*\/api\/auth\/sign-in\/email/);
    await visit(suite.page, '/');
    const dialog = await openSignInModal(suite.page);
    await dialog.getByLabel('Email').fill(USER.email);
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByRole('alert').getByText('Invalid email or password').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(USER.password);
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await avatar(suite.page, USER.email).waitFor();
    // Focus moves from the closed modal to the avatar, not back to the top of the page.
    await suite.page.waitForFunction(() =>
      document.activeElement?.getAttribute('aria-label')?.startsWith('Account menu for'),
    );
    await suite.page.getByText('Signed in', { exact: true }).first().waitFor();
    await expect(suite.page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('sees the profile on /dashboard', async () => {
    await visit(suite.page, '/dashboard');
    const main = suite.page.getByRole('main');
    await main.getByText('Pat', { exact: true }).waitFor();
    await main.getByText(USER.email).waitFor();
    await main.getByText('Active', { exact: true }).waitFor();
    const today = await suite.page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    );
    await main.getByText(today).waitFor();
  });

  it('lands on /403 when opening an admin page', async () => {
    await visit(suite.page, '/admin/submissions');
    await suite.page.waitForURL('**/403');
    await suite.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  });

  it('keeps the Daily Slang teaser switch across reloads', async () => {
    await visit(suite.page, '/');
    const menu = await openSideMenu(suite.page);
    await menu.getByRole('button', { name: 'Settings' }).click();
    const settings = suite.page.getByRole('dialog', { name: 'Settings' });
    const teaser = settings.getByRole('switch', { name: 'Daily Slang teaser' });
    // The suite's browsers start with the popup switched off (e2e/support/browser.ts): on, then off again.
    await expect(teaser.getAttribute('aria-checked')).resolves.toBe('false');
    await expect(settings.getByText('Editor tools').count()).resolves.toBe(0);
    await teaser.click();
    await expect(teaser.getAttribute('aria-checked')).resolves.toBe('true');
    await teaser.click();
    await expect(teaser.getAttribute('aria-checked')).resolves.toBe('false');
    await suite.page.keyboard.press('Escape');
    await visit(suite.page, '/');
    await avatar(suite.page, USER.email).click();
    await suite.page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(
      suite.page
        .getByRole('dialog', { name: 'Settings' })
        .getByRole('switch', { name: 'Daily Slang teaser' })
        .getAttribute('aria-checked'),
    ).resolves.toBe('false');
    await suite.page.keyboard.press('Escape');
  });
});

describe('roles', () => {
  let admin: Page;

  it('the admin signs in on /sign-in and sees the admin tools in the side menu and Settings', async () => {
    const opened = await newPage(suite.browser, suite.server.baseUrl);
    contexts.push(opened.context);
    admin = opened.page;
    await visit(admin, '/sign-in');
    const main = admin.getByRole('main');
    await main.getByLabel('Email').fill(ADMIN.email);
    await main.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await main.getByLabel('Password', { exact: true }).press('Enter');
    await admin.waitForURL(`${suite.server.baseUrl}/`);
    await avatar(admin, ADMIN.email).waitFor();

    const menu = await openSideMenu(admin);
    await menu.getByText('Editor Access').waitFor();
    await expect(
      menu.getByRole('link', { name: 'Editor Console' }).getAttribute('href'),
    ).resolves.toBe('/admin/editor');
    await expect(
      menu.getByRole('link', { name: 'Dictionary Manager' }).getAttribute('href'),
    ).resolves.toBe('/admin/dictionary');
    await menu.getByRole('button', { name: 'Settings' }).click();
    const settings = admin.getByRole('dialog', { name: 'Settings' });
    await settings.getByText('Editor tools').waitFor();
    await expect(
      settings.getByRole('link', { name: 'Open Editor Console' }).getAttribute('href'),
    ).resolves.toBe('/admin/editor');
    await settings.getByRole('link', { name: 'Dictionary Manager' }).click();
    await admin.waitForURL('**/admin/dictionary');
    await expect(admin.getByRole('dialog').count()).resolves.toBe(0);
    expect(opened.problems).toEqual([]);
  });

  it('the admin gives the plain user the English Gen-Z editor role through the admin API', async () => {
    const result = await admin.evaluate(async (email) => {
      const list = await fetch(`/api/admin/users?query=${encodeURIComponent(email)}`);
      const { users } = (await list.json()) as { users: { id: string; email: string }[] };
      const target = users.find((user) => user.email === email);
      if (!target) return { status: 0, body: null };
      const response = await fetch(`/api/admin/users/${target.id}/roles`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ roles: ['english_genz_editor'] }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    }, USER.email);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ roles: ['english_genz_editor'] });
  });

  it('the plain user may not use the admin API', async () => {
    const status = await suite.page.evaluate(async () => (await fetch('/api/admin/users')).status);
    expect(status).toBe(403);
  });

  it('the editor sees Editor Access and opens only their own editor page', async () => {
    const page = suite.page;
    await visit(page, '/');
    const menu = await openSideMenu(page);
    await menu.getByText('Editor Access').waitFor();
    await expect(
      menu.getByRole('link', { name: 'English Gen-Z Editor' }).getAttribute('href'),
    ).resolves.toBe('/editor/english-genz');
    await expect(menu.getByRole('link', { name: 'Spanish Gen-Z Editor' }).count()).resolves.toBe(0);
    await expect(menu.getByRole('link', { name: 'Editor Console' }).count()).resolves.toBe(0);
    await menu.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(
      settings.getByRole('link', { name: 'Open Editor Console' }).getAttribute('href'),
    ).resolves.toBe('/editor/english-genz');
    await expect(settings.getByRole('link', { name: 'Dictionary Manager' }).count()).resolves.toBe(
      0,
    );
    await page.keyboard.press('Escape');

    await visit(page, '/editor/english-genz');
    await page.getByRole('heading', { name: 'English Gen-Z Editor' }).waitFor();
    await page.getByText('No translations found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/editor/english-genz');

    await visit(page, '/editor/spanish-genz');
    await page.waitForURL('**/403');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  });
});

describe('the sign-in modal on a phone', () => {
  it('fits a 360 px wide screen and closes on Escape', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, {
      viewport: { width: 360, height: 740 },
    });
    contexts.push(context);
    await visit(page, '/');
    const dialog = await openSignInModal(page);
    await dialog.getByRole('tab', { name: 'Create account' }).click();
    await dialog.getByLabel('Name').waitFor();
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Sign In');
  });
});

describe('a forgotten password', () => {
  const FORGETFUL = { email: `forgetful-${Date.now()}@example.com`, password: 'first-password-1' };
  const NEW_PASSWORD = 'second-password-2';

  it('is reset through the mailed link: the old password and every other session end, the link works once', async () => {
    // Another device, signed in before the reset.
    const other = await newPage(suite.browser, suite.server.baseUrl);
    contexts.push(other.context);
    const signUp = await other.page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Forgetful Fay', ...FORGETFUL },
    });
    expect(signUp.status()).toBe(200);
    await visit(other.page, '/');
    await avatar(other.page, FORGETFUL.email).waitFor();

    const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl);
    contexts.push(context);
    await visit(page, '/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(FORGETFUL.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const link = mailCatcher.onlyLinkIn(await mailCatcher.waitForMailTo(FORGETFUL.email));
    expect(link.origin).toBe(suite.server.baseUrl);
    expect(link.pathname).toBe('/reset-password');
    await visit(page, link.pathname + link.search);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByLabel('Email').fill(FORGETFUL.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await avatar(page, FORGETFUL.email).waitFor();
    expect(problems).toEqual([]);

    // The other device's session ended with the reset: its next look at /api/auth/me says so (once).
    other.expectedConsoleErrors.push(/status of 401.*\/api\/auth\/me/);
    await visit(other.page, '/');
    await other.page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(other.problems).toEqual([]);

    // The old password no longer works; the link does not work twice.
    const oldPassword = await other.page.request.post('/api/auth/sign-in/email', {
      data: FORGETFUL,
    });
    expect(oldPassword.status()).toBe(401);
    const again = await newPage(suite.browser, suite.server.baseUrl, {
      expectedConsoleErrors: [/status of 400.*\/api\/auth\/reset-password/],
    });
    contexts.push(again.context);
    await visit(again.page, link.pathname + link.search);
    await again.page.getByLabel('New password').fill('third-password-3');
    await again.page.getByRole('button', { name: 'Set new password' }).click();
    await again.page.getByText('This reset link has expired or has already been used.').waitFor();
    await expect(
      again.page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href'),
    ).resolves.toBe('/forgot-password');
    expect(again.problems).toEqual([]);
  });
});

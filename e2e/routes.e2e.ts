// Visits every route of the spec's full route table in Chromium and checks what a visitor sees.
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const ADMIN = {
  email: `routes-admin-${Date.now()}@example.com`,
  password: 'routes-admin-password-1',
};
const suite = useE2eSuite({
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  // A term, a contributor and a page that do not exist: their pages (and the API calls behind the term's and the
  // contributor's) answer 404 on purpose.
  expectedConsoleErrors: [
    /status of 404.*no-such-term-zz/,
    /status of 404.*no-such-handle-zz/,
    /status of 404.*\/no-such-page\)$/,
  ],
});

async function visit(path: string) {
  suite.problems.length = 0;
  await suite.page.goto(path);
  await suite.page.waitForLoadState('networkidle');
}

const heading = (name: string | RegExp) => suite.page.getByRole('heading', { name, level: 1 });

describe('every route answers', () => {
  const textRoutes: [string, string | RegExp][] = [
    ['/about', 'About Us'],
    ['/dashboard', 'Sign in required'],
    ['/saved', 'Sign in to see your saved translations'],
    ['/history', 'Authentication Required'],
    ['/streak', 'Continue Translating'],
    ['/facebook-data-deletion', '7 business days'],
    ['/dictionary', 'Slang Dictionary'],
    ['/dictionary/add', 'Add Slang'],
    ['/dictionary/suggest', 'Suggest a Slang Term'],
    ['/suggest-term', 'Suggest a Slang Term'],
    ['/slang/rizz', 'Cultural Context'],
    ['/what-does-rizz-mean', 'Cultural Context'],
    ['/meaning-of-rizz', 'Cultural Context'],
    ['/what-is-rizz', 'Cultural Context'],
    ['/slang/no-such-term-zz', 'Term Not Found'],
    ['/what-does-no-such-term-zz-mean', 'Term Not Found'],
    ['/flashcards', 'Flashcards'],
    // Issue 28: the word of the day, its archive and contributors' pages.
    ['/word-of-the-day', 'Subscribe (Atom)'],
    ['/word-of-the-day/archive', 'Every word of the day so far, newest first.'],
    ['/u/no-such-handle-zz', '404 Page Not Found'],
    ['/sign-in', 'Sign in'],
  ];
  for (const [path, text] of textRoutes) {
    it(`${path} shows "${String(text)}"`, async () => {
      await visit(path);
      await suite.page.getByText(text).first().waitFor();
      expect(suite.problems).toEqual([]);
    });
  }

  for (const path of [
    '/admin/dictionary',
    '/admin/submissions',
    '/admin/review-queue',
    '/admin/editor',
  ]) {
    it(`${path} asks a signed-out visitor to sign in`, async () => {
      await visit(path);
      await suite.page.getByText('Sign in required').waitFor();
      await expect(
        suite.page.getByText('You need to be signed in to access this page').isVisible(),
      ).resolves.toBe(true);
    });
  }

  for (const style of [
    'english-genz',
    'spanish-genz',
    'rioplatense-spanish',
    'iraqi-arabic',
    'russian-genz',
    'persian-slang',
  ]) {
    it(`/editor/${style} asks a signed-out visitor to sign in`, async () => {
      await visit(`/editor/${style}`);
      await expect(
        suite.page.getByText('You need to be signed in to access this editor').isVisible(),
      ).resolves.toBe(true);
    });
  }

  it('/403 says access is denied and offers Go Home and Go Back', async () => {
    await visit('/about');
    await visit('/403');
    await heading('Access Denied').waitFor();
    await expect(
      suite.page.getByText('You do not have sufficient privileges to access this page').isVisible(),
    ).resolves.toBe(true);
    await suite.page.getByRole('button', { name: 'Go Back' }).click();
    await suite.page.waitForURL('**/about');
    await visit('/403');
    await suite.page.getByRole('link', { name: 'Go Home' }).click();
    await suite.page.waitForURL(`${suite.server.baseUrl}/`);
  });

  it('an unknown path shows the not-found page, answered with a 404 and noindex', async () => {
    suite.problems.length = 0;
    const response = await suite.page.goto('/no-such-page');
    await suite.page.waitForLoadState('networkidle');
    expect(response?.status()).toBe(404);
    await heading('404 Page Not Found').waitFor();
    await expect(
      suite.page.getByText('Did you forget to add the page to the router?').isVisible(),
    ).resolves.toBe(true);
    await expect(suite.page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex',
    );
    await expect(suite.page.title()).resolves.toBe('404 Page Not Found · SlangBridge');
    expect(suite.problems).toEqual([]);
  });

  it('/admin leads an admin to the first admin tool, the Dictionary Manager', async () => {
    const admin = await newPage(suite.browser, suite.server.baseUrl);
    try {
      const signIn = await admin.page.request.post(
        `${suite.server.baseUrl}/api/auth/sign-in/email`,
        {
          data: ADMIN,
          headers: { Origin: suite.server.baseUrl },
        },
      );
      expect(signIn.status()).toBe(200);
      const response = await admin.page.goto('/admin');
      expect(response?.status()).toBe(200);
      await admin.page.waitForURL('**/admin/dictionary');
      // The tool loads on its own (lazily), after the page; its language filter is only shown to an admin.
      await admin.page.getByRole('heading', { name: 'Dictionary Manager', level: 1 }).waitFor();
      await admin.page.getByRole('combobox', { name: 'Language', exact: true }).waitFor();
      expect(admin.problems).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});

describe('the translator home', () => {
  it('has the header, the footer and their links', async () => {
    await visit('/');
    await expect(
      suite.page
        .getByRole('link', { name: /SlangBridge home/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await suite.page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect(
      suite.page.getByRole('link', { name: 'Suggest a fix' }).getAttribute('href'),
    ).resolves.toBe('/dictionary/suggest');
    await expect(
      suite.page.getByRole('link', { name: /Visit streak/ }).getAttribute('href'),
    ).resolves.toBe('/streak');
    await expect(
      suite.page.getByRole('link', { name: 'Add Slang' }).getAttribute('href'),
    ).resolves.toBe('/dictionary/add');
    const footer = suite.page.getByRole('contentinfo');
    await expect(
      footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'),
    ).resolves.toBe('/legal#privacy');
    await expect(
      footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href'),
    ).resolves.toBe('/legal#terms');
    await expect(footer.getByRole('link', { name: 'API' }).getAttribute('href')).resolves.toBe(
      '/legal#api',
    );
    await expect(
      footer.getByText('© 2025 SlangBridge. All rights reserved.').isVisible(),
    ).resolves.toBe(true);
    await expect(
      footer.getByText(/may not be reproduced without written permission/).isVisible(),
    ).resolves.toBe(true);
    expect(suite.problems).toEqual([]);
  });

  it('opens the side menu with Dictionary and Flashcards, and no editor section for visitors', async () => {
    await visit('/');
    await suite.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = suite.page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Dictionary' }).waitFor();
    await menu.getByRole('link', { name: 'Flashcards' }).waitFor();
    await expect(menu.getByText('Editor Access').count()).resolves.toBe(0);
    await menu.getByRole('link', { name: 'Flashcards' }).click();
    await suite.page.waitForURL('**/flashcards');
  });

  it('opens the slang search with the / key and goes to the term page on Enter', async () => {
    await visit('/');
    await suite.page.keyboard.press('/');
    const input = suite.page.getByRole('combobox', { name: 'Slang term' });
    await input.fill('No Cap');
    await suite.page
      .getByRole('option', { name: /no cap/i })
      .first()
      .waitFor();
    await input.press('Enter');
    await suite.page.waitForURL('**/slang/no-cap');
    await suite.page.keyboard.press('/');
    await suite.page.getByRole('option', { name: 'no cap' }).waitFor();
    await suite.page.keyboard.press('Escape');
    await expect(suite.page.getByRole('combobox', { name: 'Slang term' }).count()).resolves.toBe(0);
  });

  it('fits a 360 px wide phone screen without sideways scrolling', async () => {
    const { context, page: phone } = await newPage(suite.browser, suite.server.baseUrl, {
      viewport: { width: 360, height: 740 },
    });
    for (const path of ['/', '/landing', '/about', '/legal#terms']) {
      await phone.goto(path);
      await phone.waitForLoadState('networkidle');
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});

describe('legal pages and the legal modal', () => {
  for (const anchor of ['privacy', 'terms', 'api'] as const) {
    it(`/legal#${anchor} opens the modal at that section`, async () => {
      await visit(`/legal#${anchor}`);
      const dialog = suite.page.getByRole('dialog');
      await dialog.waitFor();
      await expect(
        dialog.getByRole('heading', { name: 'Privacy Policy' }).first().count(),
      ).resolves.toBeGreaterThan(0);
      await expect(
        dialog.getByRole('heading', { name: 'Terms of Service' }).first().count(),
      ).resolves.toBeGreaterThan(0);
      await expect(
        dialog.getByRole('heading', { name: 'API Documentation' }).first().count(),
      ).resolves.toBeGreaterThan(0);
      await expect(
        dialog
          .getByText(/August 9, 2025/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await suite.page.waitForFunction((id) => {
        const section = document.getElementById(id);
        if (!section) return false;
        const box = section.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0;
      }, anchor);
      const bodyOverflow = await suite.page.evaluate(
        () => getComputedStyle(document.body).overflow,
      );
      expect(bodyOverflow).toBe('hidden');
    });
  }

  it('/api opens the modal and closing it returns to /', async () => {
    await visit('/api');
    const dialog = suite.page.getByRole('dialog');
    // The modal's chunk loads after the home page; under load that can outlast the network going idle.
    await dialog.waitFor({ state: 'visible' });
    await suite.page.keyboard.press('Escape');
    await suite.page.waitForURL(`${suite.server.baseUrl}/`);
    await expect(suite.page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('carries the legal constants', async () => {
    await visit('/legal#privacy');
    const text = await suite.page.getByRole('dialog').innerText();
    for (const fact of [
      '30 days',
      '7 business days',
      '48 hours',
      '5 business days',
      '13',
      '16',
      'Delaware',
      '60 requests per minute',
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  for (const [path, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/privacy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    it(`${path} links back to / from the app and to /landing otherwise`, async () => {
      await visit(`${path}?from=app`);
      await heading(title).waitFor();
      await expect(
        suite.page.locator('a[href="/"]').filter({ hasText: /back/i }).count(),
      ).resolves.toBeGreaterThan(0);
      await visit(`${path}?from=landing`);
      await expect(
        suite.page.locator('a[href="/landing"]').filter({ hasText: /back/i }).count(),
      ).resolves.toBeGreaterThan(0);
      await visit(path);
      await expect(
        suite.page.locator('a[href="/landing"]').filter({ hasText: /back/i }).count(),
      ).resolves.toBeGreaterThan(0);
    });
  }
});

describe('the landing page', () => {
  it('shows the marketing sections and figures, and no footer', async () => {
    await visit('/landing');
    for (const id of ['features', 'how-it-works', 'testimonials']) {
      await expect(suite.page.locator(`#${id}`).count(), id).resolves.toBe(1);
    }
    for (const figure of ['50K+', '8+', '99.9%', '4.9/5']) {
      await expect(
        suite.page.getByText(figure, { exact: true }).first().isVisible(),
        figure,
      ).resolves.toBe(true);
    }
    await expect(
      suite.page.getByText('© 2025 SlangBridge. All rights reserved.').count(),
    ).resolves.toBe(0);
    expect(suite.problems).toEqual([]);
  });

  it('has a working mobile menu', async () => {
    const { context, page: phone } = await newPage(suite.browser, suite.server.baseUrl, {
      viewport: { width: 390, height: 800 },
    });
    await phone.goto('/landing');
    const toggle = phone.getByRole('button', { name: /menu/i });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await context.close();
  });
});

// The dictionary end to end: browse country → category → term page (and back); term pages as a search engine
// fetches them (no browser); a misspelled search from the header reaches its term; an anonymous submission
// approved by an admin in /admin/submissions becomes a live term page listed in the sitemap.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-e2e' };
const suite = useE2eSuite({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@graph': { '@type': string; name?: string }[] },
  );

describe('browsing', () => {
  it('goes from a country to a category to a term page, and back up with the browser', async () => {
    const { page } = suite;
    await visit(page, '/dictionary');
    const american = page.getByRole('link', { name: /American Slang/ });
    await expect(american.textContent()).resolves.toMatch(/Ready/);
    // Russian has its own terms since issue 28: no longer "Coming Soon".
    await expect(page.getByRole('link', { name: /Russian Slang/ }).textContent()).resolves.toMatch(
      /Ready/,
    );
    await american.click();
    await page.waitForURL(/\/dictionary\/american-slang$/);
    await page.getByRole('link', { name: /Chat Shortcuts/ }).click();
    await page.waitForURL(/\/dictionary\/american-slang\/chat-shortcuts$/);
    await page.getByRole('columnheader', { name: 'Slang Term' }).waitFor();
    await page
      .getByRole('searchbox', { name: 'Search terms, meanings or examples' })
      .fill('be right back');
    await page.getByText(/^Showing 1 of \d+ entries$/).waitFor();
    await page.getByRole('link', { name: 'Full explanation: brb' }).click();
    await page.waitForURL(/\/slang\/brb$/);
    await page.getByRole('heading', { name: 'brb', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Definition', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Related Terms' }).waitFor();
    // The browser's back button returns to the category, as a shared link would open it.
    await page.goBack();
    await page.getByRole('columnheader', { name: 'Meaning' }).waitFor();
    expect(page.url()).toMatch(/\/dictionary\/american-slang\/chat-shortcuts$/);
    // The page's Back moves up one level.
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/dictionary\/american-slang$/);
    await page.getByText('Russian Slang').waitFor({ state: 'detached' });
    expect(suite.problems).toEqual([]);
  });

  it('shows Term Not Found for an unknown term, with both buttons to the dictionary', async () => {
    await visit(suite.page, '/slang/no-such-term-here');
    await suite.page.getByRole('heading', { name: 'Term Not Found' }).waitFor();
    for (const name of ['Back to Dictionary', 'Browse All Terms']) {
      await expect(suite.page.getByRole('link', { name }).getAttribute('href')).resolves.toBe(
        '/dictionary',
      );
    }
  });
});

describe('term pages without a browser', () => {
  it('serves the definition, canonical and valid JSON-LD in the HTML of /what-does-rizz-mean', async () => {
    const base = suite.server.baseUrl;
    const response = await fetch(`${base}/what-does-rizz-mean`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${base}/slang/rizz" />`);
    // The page as the app renders it, in the HTML itself: heading, definition, and the data it was rendered with.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>(?:<[^>]+>)*rizz</);
    expect(root).toMatch(/Definition<\/h2>[\s\S]*?Charm or skill at attracting people/);
    expect(html).toContain('<script type="application/json" id="prefetched-queries">');
    const [graph] = jsonLdOf(html);
    expect(graph?.['@graph'].map((node) => node['@type'])).toEqual([
      'DefinedTerm',
      'BreadcrumbList',
    ]);
    expect(graph?.['@graph'][0]?.name).toBe('rizz');
    const unknown = await fetch(`${base}/meaning-of-nothing-at-all-zz`);
    expect(unknown.status).toBe(404);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain('<meta name="robots" content="noindex" />');
    expect(unknownHtml).toMatch(/<div id="root">[\s\S]*Term Not Found/);
  });
});

describe('browse pages without a browser', () => {
  it('serves /dictionary/american-slang/tiktok-slang rendered, with its own head, and moves the old address there', async () => {
    const base = suite.server.baseUrl;
    const response = await fetch(`${base}/dictionary/american-slang/tiktok-slang`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      `<link rel="canonical" href="${base}/dictionary/american-slang/tiktok-slang" />`,
    );
    expect(html).toMatch(/<title>TikTok Slang \(American Slang\)[^<]*<\/title>/);
    expect(html).toMatch(/<div id="root">[\s\S]*<h1[\s\S]*TikTok Slang/);
    const [graph] = jsonLdOf(html) as unknown as { itemListElement: { item: string }[] }[];
    expect(graph?.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${base}/dictionary`,
      `${base}/dictionary/american-slang`,
      `${base}/dictionary/american-slang/tiktok-slang`,
    ]);
    const old = await fetch(`${base}/dictionary?country=american-slang&category=tiktok-slang`, {
      redirect: 'manual',
    });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/dictionary/american-slang/tiktok-slang');
    const unknown = await fetch(`${base}/dictionary/no-such-country`);
    expect(unknown.status).toBe(404);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${base}/dictionary/american-slang/tiktok-slang</loc>`);
  });
});

describe('search', () => {
  it('finds a misspelled term from the header dialog and opens its page', async () => {
    const { page } = suite;
    await visit(page, '/');
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Slang term' });
    await box.waitFor();
    await box.pressSequentially('bussn', { delay: 40 });
    await page.getByRole('option', { name: /bussin/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/slang\/bussin$/);
    await page.getByRole('heading', { name: 'bussin', level: 1 }).waitFor();
    // The term is remembered.
    await page.keyboard.press('/');
    await page.getByRole('listbox', { name: 'Recent searches' }).getByText('bussin').waitFor();
    await page.keyboard.press('Escape');
  });
});

describe('submissions and moderation', () => {
  const term = `Glowzy${Date.now().toString(36)}`;
  const slug = term.toLowerCase();

  it('an anonymous submission, approved by an admin, becomes a live term page in the sitemap', async () => {
    const { page } = suite;
    await visit(page, `/dictionary/add?term=${term}`);
    await page.getByText('You are not signed in.').waitFor();
    await page.getByLabel(/^Meaning/).fill('Glowing with confidence after a good day');
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await page.getByText('Submission Received!').first().waitFor();
    await page.waitForURL(/\/dictionary$/, { timeout: 5_000 });
    expect((await fetch(`${suite.server.baseUrl}/slang/${slug}`)).status).toBe(404);

    const admin = await newPage(suite.browser, suite.server.baseUrl);
    closers.push(() => admin.context.close());
    const signIn = await admin.page.request.post(`${suite.server.baseUrl}/api/auth/sign-in/email`, {
      data: ADMIN,
      headers: { Origin: suite.server.baseUrl },
    });
    expect(signIn.status()).toBe(200);
    await visit(admin.page, '/admin/submissions');
    const card = admin.page.getByRole('article').filter({ hasText: term });
    await card.getByRole('button', { name: 'Edit & Approve' }).click();
    await card.getByRole('button', { name: 'Approve & Add to Dictionary' }).click();
    await admin.page.getByText('Suggestion approved').first().waitFor();

    const live = await fetch(`${suite.server.baseUrl}/slang/${slug}`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('Glowing with confidence after a good day');
    const sitemap = await (await fetch(`${suite.server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${suite.server.baseUrl}/slang/${slug}</loc>`);
    await visit(page, `/slang/${slug}`);
    await page.getByRole('heading', { name: term, level: 1 }).waitFor();
    expect(admin.problems).toEqual([]);
  });
});

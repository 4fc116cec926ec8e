// Term pages as a search engine fetches them (no JavaScript): the definition in the body, title, description,
// canonical from every alias, Open Graph, valid JSON-LD, everything escaped; 404 + noindex for unknown terms;
// noindex on the suggest pages; the sitemap and robots.txt; and the seed's idempotency across restarts.
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { settings, slangTerms } from '../db/schema';
import { createFakeClientDir, forEachDatabase } from '../test/test-app';
import { readDictionaryFiles } from './content';
import { escapeHtml, jsonForScript } from './pages';
import { CONTENT_VERSION_KEY, seedBuiltInDictionary } from './seed';

const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );

it('escapes text for HTML and JSON for a script element', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
  );
  const json = jsonForScript({ name: '</script><script>alert(1)</script>\u2028<!--' });
  expect(json).not.toMatch(/<\/script|<!--|\u2028/);
  expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>\u2028<!--' });
});

forEachDatabase('Term pages, sitemap and seed', (context) => {
  const client = createFakeClientDir();
  afterAll(() => client.remove());
  const page = async (url: string) => {
    const app = await context.buildApp({
      clientDir: client.dir,
      env: { PUBLIC_URL: 'https://slangbridge.test' },
    });
    return app.inject({ url, headers: { accept: 'text/html' } });
  };

  it('serves /slang/rizz with the definition in the HTML, canonical, Open Graph and valid JSON-LD', async () => {
    const response = await page('/slang/rizz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    const [rizz] = await context.db.select().from(slangTerms).where(eq(slangTerms.slug, 'rizz'));
    expect(html).toContain(`<title>What does “rizz” mean? — SlangBridge</title>`);
    expect(html).toContain('<link rel="canonical" href="https://slangbridge.test/slang/rizz" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://slangbridge.test/slang/rizz" />',
    );
    expect(html).toContain(`<h2>Definition</h2><p>${escapeHtml(rizz!.meaning)}</p>`);
    expect(html).not.toContain('noindex');
    // The definition is in the page's body, where the app renders, before any of its scripts runs.
    expect(html).toMatch(/<div id="root"><main[\s\S]*<h1>rizz<\/h1>[\s\S]*<\/main><\/div>/);
    const [graph] = jsonLdOf(html) as [{ '@graph': Record<string, unknown>[] }];
    const [definedTerm, breadcrumbs] = graph['@graph'];
    expect(definedTerm).toMatchObject({
      '@type': 'DefinedTerm',
      name: 'rizz',
      description: rizz!.meaning,
      url: 'https://slangbridge.test/slang/rizz',
      inDefinedTermSet: {
        '@type': 'DefinedTermSet',
        name: 'American Slang · Modern Everyday Slang',
      },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs!.itemListElement as unknown[]).length).toBe(4);
  });

  it.each(['/what-does-rizz-mean', '/meaning-of-rizz', '/what-is-rizz'])(
    'serves the alias %s with the canonical link to /slang/rizz',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        '<link rel="canonical" href="https://slangbridge.test/slang/rizz" />',
      );
    },
  );

  it('answers an unknown term with a 404 Term Not Found page marked noindex', async () => {
    const response = await page('/what-does-zzqq-nothing-mean');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Term Not Found');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('marks the suggest pages noindex', async () => {
    for (const url of ['/suggest-term', '/dictionary/suggest', '/dictionary/add']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('escapes a hostile term everywhere: no markup or script break-out', async () => {
    const slug = `xss${Date.now().toString(36)}`;
    const hostile = `</script><script>alert(1)</script>"'\u2028`;
    await context.db.insert(slangTerms).values({
      slug,
      term: `${hostile} term`,
      meaning: `<img src=x onerror=alert(1)> ${hostile}`,
      context: hostile,
      example: hostile,
      language: 'us_english',
      source: 'admin',
    });
    const response = await page(`/slang/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const [graph] = jsonLdOf(response.body) as [{ '@graph': { name?: string }[] }];
    expect(graph['@graph'][0]?.name).toBe(`${hostile} term`);
  });

  it('lists every live term and the public pages in the sitemap; robots.txt points to it', async () => {
    const app = await context.buildApp({ env: { PUBLIC_URL: 'https://slangbridge.test' } });
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>https://slangbridge.test/slang/rizz</loc>');
    expect(sitemap.body).toContain('<loc>https://slangbridge.test/dictionary</loc>');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://slangbridge.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /admin/');
  });

  it('splits the sitemap into an index of files past the URL limit', async () => {
    const { seoRoutes } = await import('../routes/seo');
    const Fastify = (await import('fastify')).default;
    const { validatorCompiler, serializerCompiler } = await import('fastify-type-provider-zod');
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('db', context.db);
    app.decorate('config', { PUBLIC_URL: 'https://slangbridge.test' } as never);
    await app.register(seoRoutes, { urlLimit: 100 });
    const index = await app.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    expect(index.body).toContain('<loc>https://slangbridge.test/sitemap-1.xml</loc>');
    const first = await app.inject({ url: '/sitemap-1.xml' });
    expect(first.statusCode).toBe(200);
    expect(first.body.match(/<url>/g)?.length).toBe(100);
    expect((await app.inject({ url: '/sitemap-999.xml' })).statusCode).toBe(404);
    await app.close();
  });

  it('seeds once per content version: a restart neither duplicates terms nor wipes an admin’s edit', async () => {
    const files = readDictionaryFiles();
    const [before] = await context.db.select().from(slangTerms).where(eq(slangTerms.slug, 'brb'));
    // An admin edits a built-in term.
    await context.db
      .update(slangTerms)
      .set({ meaning: 'Edited by an admin', editedAt: new Date() })
      .where(eq(slangTerms.id, before!.id));
    // Same version: nothing to do.
    expect((await seedBuiltInDictionary(context.db, files)).seeded).toBe(false);
    // A new content version (as after an update of content/): seeded again, the edit kept, nothing doubled.
    await context.db
      .update(settings)
      .set({ value: 'an-older-version' })
      .where(eq(settings.key, CONTENT_VERSION_KEY));
    const result = await seedBuiltInDictionary(context.db, files);
    expect(result).toMatchObject({ seeded: true, inserted: 0 });
    const rows = await context.db.select().from(slangTerms).where(eq(slangTerms.slug, 'brb'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.meaning).toBe('Edited by an admin');
    // Restore the content's meaning for the other tests.
    await context.db
      .update(slangTerms)
      .set({ meaning: before!.meaning, editedAt: null })
      .where(eq(slangTerms.id, before!.id));
  });
});

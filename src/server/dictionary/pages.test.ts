// Term pages as a search engine fetches them (no JavaScript): the definition in the body, title, description,
// canonical from every alias, Open Graph, valid JSON-LD, everything escaped; 404 + noindex for unknown terms;
// noindex on the suggest pages; the sitemap and robots.txt; and the seed's idempotency across restarts. Every
// absolute URL starts with the public address, whatever Host the request names.
import { and, eq, isNull } from 'drizzle-orm';
import type { DefinedTerm } from 'schema-dts';
import { afterAll, expect, it } from 'vitest';
import { DESCRIPTION_MAX, TITLE_MAX, documentTitle } from '@shared/page-title';
import { termPageDescription, termPageTitle } from '@shared/term-page-title';
import { settings, slangTerms, termDefinitions, user } from '../db/schema';
import { createSignedInUser } from '../test/auth-helpers';
import { createTerm } from '../test/dictionary-fixtures';
import { createFakeClientDir, forEachDatabase } from '../test/test-app';
import { readDictionaryFiles, parseDictionaryFiles } from './content';
import { castVote } from './definitions';
import { escapeHtml, jsonForScript, termTitleQualifier } from './pages';
import { CONTENT_VERSION_KEY, seedBuiltInDictionary } from './seed';

// The server's JSON-LD is typed with schema-dts, which refuses what schema.org does not define: this line stops
// compiling if a DefinedTerm ever accepts inLanguage (the type check is part of the test run).
// @ts-expect-error -- inLanguage is no property of DefinedTerm
const _noLanguageOnTerm: DefinedTerm = { '@type': 'DefinedTerm', name: 'x', inLanguage: 'en' };
void _noLanguageOnTerm;

/** The DefinedTerm properties the pages use (all defined by schema.org on DefinedTerm or Thing). */
const DEFINED_TERM_PROPERTIES = new Set([
  '@type',
  '@id',
  'name',
  'description',
  'url',
  'alternateName',
  'inDefinedTermSet',
  'termCode',
]);

/** W3C Datetime (https://www.w3.org/TR/NOTE-datetime), as the sitemap protocol requires for lastmod. */
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/**
 * Checks a sitemap against the sitemaps.org 0.9 structure (what its XSD allows): the XML declaration, one urlset
 * in the protocol's namespace, only url elements in it, each a loc (an absolute http(s) URL under 2,048
 * characters, entity-escaped) and optionally lastmod (W3C Datetime), changefreq and priority, in that order.
 * Returns the entries.
 */
function parseSitemap(xml: string): { loc: string; lastmod?: string }[] {
  const match =
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n([\s\S]*)<\/urlset>\n?$/.exec(
      xml,
    );
  if (!match) throw new Error('not a sitemaps.org urlset document');
  const entries: { loc: string; lastmod?: string }[] = [];
  const url =
    /^\s*<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<changefreq>(always|hourly|daily|weekly|monthly|yearly|never)<\/changefreq>)?(?:<priority>(0(\.\d)?|1(\.0)?)<\/priority>)?<\/url>\s*$/;
  for (const line of match[1]!.split('\n').filter((item) => item.trim())) {
    const parts = url.exec(line);
    if (!parts) throw new Error(`not a sitemap url element: ${line}`);
    const loc = parts[1]!;
    if (/&(?!amp;|lt;|gt;|quot;|#39;)|[<>"']/.test(loc)) throw new Error(`unescaped loc: ${loc}`);
    const unescaped = loc.replace(/&amp;/g, '&');
    if (!/^https?:\/\//.test(unescaped) || unescaped.length >= 2048 || !URL.canParse(unescaped))
      throw new Error(`loc is not an absolute URL: ${loc}`);
    const lastmod = parts[2];
    if (lastmod !== undefined && !W3C_DATETIME.test(lastmod))
      throw new Error(`lastmod is not a W3C datetime: ${lastmod}`);
    entries.push({ loc, ...(lastmod === undefined ? {} : { lastmod }) });
  }
  if (entries.length === 0 || entries.length > 50_000) throw new Error('1 to 50,000 url elements');
  return entries;
}

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
    expect(html).toContain(`<title>What does “rizz” mean? · SlangBridge</title>`);
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
        // A DefinedTermSet is a CreativeWork: the language is said there.
        inLanguage: 'en-US',
      },
    });
    // schema.org defines no inLanguage on DefinedTerm (no CreativeWork); only its properties are used.
    expect(definedTerm).not.toHaveProperty('inLanguage');
    expect(Object.keys(definedTerm!).filter((key) => !DEFINED_TERM_PROPERTIES.has(key))).toEqual(
      [],
    );
    expect(html).toContain('<p>US English</p>');
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs!.itemListElement as unknown[]).length).toBe(4);
  });

  it('puts the best-voted definition in the head and JSON-LD (issue 28)', async () => {
    const term = await createTerm(context.db, { meaning: 'The first meaning.' });
    const author = await createSignedInUser(await context.buildApp(), { name: 'Voted Writer' });
    const [community] = await context.db
      .insert(termDefinitions)
      .values({
        termId: term.id,
        kind: 'community',
        meaning: 'The meaning readers voted up.',
        example: 'An example.',
        status: 'approved',
        authorId: author.userId,
      })
      .returning({ id: termDefinitions.id });
    await castVote(context.db, community!.id, author.userId, 1);
    const html = (await page(`/slang/${term.slug}`)).body;
    const [graph] = jsonLdOf(html) as [{ '@graph': Record<string, unknown>[] }];
    expect(graph['@graph'][0]).toMatchObject({ description: 'The meaning readers voted up.' });
    expect(html).toContain(
      escapeHtml(termPageDescription(term.slug, 'The meaning readers voted up.')),
    );
  });

  it('gives a term page its share picture: og:image from the public address, its size and alt, a large card', async () => {
    const html = (await page('/slang/rizz')).body;
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1];
    expect(image).toMatch(/^https:\/\/slangbridge\.test\/og\/slang\/rizz\.png\?v=[\w-]{16}$/);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toMatch(
      /<meta property="og:image:alt" content="SlangBridge: “rizz” \(US English slang\) means [^"]+" \/>/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('content="summary"');
    // The picture it names is there.
    const picture = await context.app.inject({ url: new URL(image!).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
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

  it('never puts the request’s Host into a page, the sitemap or robots.txt (PUBLIC_URL or localhost only)', async () => {
    const app = await context.buildApp({ clientDir: client.dir });
    for (const url of [
      '/slang/rizz',
      '/what-is-rizz',
      '/dictionary',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      for (const headers of [
        { host: 'evil.example' },
        { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      ]) {
        const response = await app.inject({ url, headers: { accept: 'text/html', ...headers } });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain('evil.example');
      }
    }
    const page = await app.inject({ url: '/slang/rizz', headers: { host: 'evil.example' } });
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/slang/rizz" />');
    expect(page.body).toContain(
      '<meta property="og:url" content="http://localhost:3000/slang/rizz" />',
    );
  });

  it('gives every built-in term page a title of its own within 60 characters and a description within 160', async () => {
    const dictionary = parseDictionaryFiles(readDictionaryFiles());
    const slugs = new Set(
      dictionary.countries.flatMap((country) =>
        country.subcategories.flatMap((category) => category.entries.map((entry) => entry.slug)),
      ),
    );
    expect(slugs.size).toBeGreaterThan(700);
    const rows = await context.db.select().from(slangTerms).where(isNull(slangTerms.deletedAt));
    const builtIn = rows.filter((row) => slugs.has(row.slug));
    expect(builtIn).toHaveLength(slugs.size);
    const titles = new Map<string, string>();
    // What renderPage puts in the head (the whole page of every term would take a minute); the homonyms as
    // homonymsOf finds them (same term_key), grouped here in one pass — the pages below check homonymsOf itself.
    for (const term of builtIn) {
      const homonyms = rows.filter((row) => row.termKey === term.termKey && row.id !== term.id);
      const qualifier = termTitleQualifier(term, homonyms, context.app.dictionary.countries);
      const title = documentTitle(termPageTitle(term.term, qualifier));
      const slug = term.slug;
      expect(Array.from(title).length, title).toBeLessThanOrEqual(TITLE_MAX);
      expect(title, slug).toMatch(/ · SlangBridge$/);
      expect(titles.get(title), `${slug} has the title of ${titles.get(title)}: ${title}`).toBe(
        undefined,
      );
      titles.set(title, slug);
      const description = termPageDescription(term.term, term.meaning);
      expect(Array.from(description).length, slug).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
    // And the pages say so.
    for (const slug of ['bro', 'bro-spain']) {
      const title = /<title>([^<]*)<\/title>/.exec((await page(`/slang/${slug}`)).body)?.[1];
      expect(titles.get(title!.replace('&amp;', '&')), slug).toBe(slug);
    }
    expect(titles.get('What does “bro” mean? (Everyday Slang) · SlangBridge')).toBe('bro');
    expect(titles.get('What does “bro” mean? (Spain Gen Z) · SlangBridge')).toBe('bro-spain');
  });

  it('tells homonyms apart in the term API too, so the browser sets the same title', async () => {
    const response = await context.app.inject({ url: '/api/slang/bro-spain' });
    expect(response.json<{ titleQualifier: string | null }>().titleQualifier).toBe('Spain Gen Z');
    const alone = await context.app.inject({ url: '/api/slang/rizz' });
    expect(alone.json<{ titleQualifier: string | null }>().titleQualifier).toBeNull();
  });

  it('marks a non-English term heading with its lang and dir, and names its language', async () => {
    const arabic = await context.db
      .select()
      .from(slangTerms)
      .where(and(eq(slangTerms.language, 'iraqi_arabic'), isNull(slangTerms.deletedAt)))
      .limit(1);
    const response = await page(`/slang/${encodeURIComponent(arabic[0]!.slug)}`);
    expect(response.body).toContain(
      `<h1 lang="ar-IQ" dir="rtl">${escapeHtml(arabic[0]!.term)}</h1><p>Iraqi Arabic`,
    );
    const spanish = await page('/slang/bro-spain');
    expect(spanish.body).toMatch(/<h1 lang="es-ES" dir="ltr">[^<]+<\/h1><p>Spain \(Gen Z\)/);
    const [graph] = jsonLdOf(spanish.body) as [{ '@graph': Record<string, unknown>[] }];
    expect(graph['@graph'][0]).not.toHaveProperty('inLanguage');
    expect(graph['@graph'][0]!.inDefinedTermSet).toMatchObject({ inLanguage: 'es-ES' });
    expect(spanish.body).not.toMatch(/spain es|us english/i);
  });

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
    const entries = parseSitemap(sitemap.body);
    expect(entries).toContainEqual({ loc: 'https://slangbridge.test/dictionary' });
    expect(entries.map((entry) => entry.loc)).toContain('https://slangbridge.test/slang/rizz');
    // Issue 28: the word of the day, its archive, and the page of a contributor with an approved definition.
    const writer = await createSignedInUser(app, { name: 'Sitemap Writer' });
    const handle = `writer-${Date.now().toString(36)}`;
    await context.db.update(user).set({ handle }).where(eq(user.id, writer.userId));
    const term = await createTerm(context.db);
    await context.db.insert(termDefinitions).values({
      termId: term.id,
      kind: 'community',
      meaning: 'Listed.',
      example: 'Listed example.',
      status: 'approved',
      authorId: writer.userId,
    });
    const locs = parseSitemap((await app.inject({ url: '/sitemap.xml' })).body).map(
      (entry) => entry.loc,
    );
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://slangbridge.test/word-of-the-day',
        'https://slangbridge.test/word-of-the-day/archive',
        `https://slangbridge.test/u/${handle}`,
      ]),
    );
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://slangbridge.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /admin/');
  });

  it('server-renders the word of the day with its picture and feed, and a contributor page or a real 404', async () => {
    const word = await page('/word-of-the-day');
    expect(word.statusCode).toBe(200);
    expect(word.body).toMatch(/<title>Word of the day: [^<]+ · SlangBridge<\/title>/);
    expect(word.body).toContain(
      '<link rel="alternate" type="application/atom+xml" title="SlangBridge word of the day" href="https://slangbridge.test/word-of-the-day.atom" />',
    );
    // Its own picture: the day's term under a "Word of the day" label.
    expect(word.body).toMatch(
      /<meta property="og:image" content="https:\/\/slangbridge\.test\/og\/word-of-the-day\/\d{4}-\d{2}-\d{2}\.png\?v=[\w-]+" \/>/,
    );
    expect(word.body).toMatch(
      /<meta property="og:image:alt" content="SlangBridge word of the day for /,
    );
    expect(word.body).toContain(
      '<link rel="canonical" href="https://slangbridge.test/word-of-the-day" />',
    );

    const archive = await page('/word-of-the-day/archive');
    expect(archive.statusCode).toBe(200);
    expect(archive.body).toContain('<title>Word of the day archive · SlangBridge</title>');

    const app = await context.buildApp();
    const writer = await createSignedInUser(app, { name: 'Page Writer' });
    const handle = `page-writer-${Date.now().toString(36)}`;
    await context.db.update(user).set({ handle }).where(eq(user.id, writer.userId));
    const contributor = await page(`/u/${handle}`);
    expect(contributor.statusCode).toBe(200);
    expect(contributor.body).toContain(`<title>Page Writer (@${handle}) · SlangBridge</title>`);
    const nobody = await page('/u/nobody-has-this-handle');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.body).toContain('noindex');
  });

  it("gives a term's lastmod as its own last change, never the time the built-in content was loaded", async () => {
    const app = await context.buildApp({ env: { PUBLIC_URL: 'https://slangbridge.test' } });
    const lastmodOf = async (slug: string) =>
      parseSitemap((await app.inject({ url: '/sitemap.xml' })).body).find(
        (entry) => entry.loc === `https://slangbridge.test/slang/${slug}`,
      )?.lastmod;
    // A built-in term as the content gave it: the only date there is the server's first start, so none.
    const [untouched] = await context.db
      .select()
      .from(slangTerms)
      .where(and(eq(slangTerms.slug, 'no-cap'), isNull(slangTerms.deletedAt)));
    expect(untouched!.updatedAt.getTime()).toBe(untouched!.createdAt.getTime());
    expect(await lastmodOf('no-cap')).toBeUndefined();
    // An admin's edit is the term's last change.
    const [before] = await context.db
      .select()
      .from(slangTerms)
      .where(and(eq(slangTerms.slug, 'sus'), isNull(slangTerms.deletedAt)));
    const editedAt = new Date('2026-03-04T05:06:07Z');
    await context.db
      .update(slangTerms)
      .set({ updatedAt: editedAt })
      .where(eq(slangTerms.id, before!.id));
    try {
      expect(await lastmodOf('sus')).toBe('2026-03-04T05:06:07Z');
    } finally {
      await context.db
        .update(slangTerms)
        .set({ updatedAt: before!.updatedAt })
        .where(eq(slangTerms.id, before!.id));
    }
    // A community term's own creation is its last change.
    const slug = `lastmod${Date.now().toString(36)}`;
    await context.db.insert(slangTerms).values({
      slug,
      term: slug,
      meaning: 'A test term',
      language: 'us_english',
      source: 'community',
      createdAt: new Date('2026-02-01T00:00:00Z'),
      updatedAt: new Date('2026-02-01T00:00:00Z'),
    });
    expect(await lastmodOf(slug)).toBe('2026-02-01T00:00:00Z');
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
    app.decorate('dictionary', { countries: [] } as never);
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

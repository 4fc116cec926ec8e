// The dictionary's public calls: catalog, category lists, term lookup with related terms, search (typos, accents,
// ranking, limits), the add and suggest forms (server-decided status and author, duplicates as suggestions) and
// reports. Who may call what is in the authorization matrix; this file checks what the calls do.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import type {
  CatalogCountry,
  ReportReceipt,
  SearchResponse,
  SlangTermDetail,
  SubmissionCreated,
} from '@shared/schemas/dictionary';
import { slangSuggestions, slangTerms, termReports } from '../db/schema';
import { cookieHeaders, createSignedInUser } from '../test/auth-helpers';
import { forEachDatabase, JSON_HEADERS } from '../test/test-app';

const unique = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

forEachDatabase('Dictionary API', (context) => {
  const get = (url: string) => context.app.inject({ method: 'GET', url });
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url,
      headers: { ...JSON_HEADERS, ...headers },
      payload: JSON.stringify(body),
    });
  const search = async (q: string) => {
    const response = await get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResponse>();
  };

  it('serves the catalog: countries with categories and counts, Russian and Persian among them', async () => {
    const response = await get('/api/dictionary/catalog');
    expect(response.statusCode).toBe(200);
    const { countries } = response.json<{ countries: CatalogCountry[] }>();
    const american = countries.find((country) => country.id === 'american-slang')!;
    expect(american.status).toBe('active');
    expect(american.subcategories.map((category) => category.id)).toEqual(
      expect.arrayContaining(['tiktok-slang', 'chat-shortcuts', 'sport-slang']),
    );
    expect(american.entryCount).toBeGreaterThanOrEqual(450);
    expect(american.entryCount).toBe(
      american.subcategories.reduce((total, category) => total + category.entryCount, 0),
    );
    const spanish = countries.find((country) => country.id === 'spanish-slang')!;
    const arabic = countries.find((country) => country.id === 'arabic-slang')!;
    expect(spanish.entryCount + arabic.entryCount).toBeGreaterThanOrEqual(180);
    // Issue 28 item 6: Russian and Persian, "Soon" until then, have their entries.
    for (const id of ['russian-slang', 'persian-slang']) {
      const country = countries.find((item) => item.id === id);
      expect(country?.status, id).toBe('active');
      expect(country?.entryCount, id).toBeGreaterThanOrEqual(60);
    }
  });

  it('lists a category’s entries alphabetically; unknown country or category is a 404 with its message', async () => {
    const response = await get('/api/dictionary/catalog/american-slang/chat-shortcuts');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ entries: { slug: string; term: string; examples: string[] }[] }>();
    expect(body.entries.length).toBeGreaterThanOrEqual(110);
    expect(body.entries.find((entry) => entry.slug === 'brb')?.examples.length).toBeGreaterThan(0);
    const unknownCountry = await get('/api/dictionary/catalog/narnia-slang/chat-shortcuts');
    expect(unknownCountry.statusCode).toBe(404);
    expect(unknownCountry.json<ApiError>().error).toBe('Country not found');
    const unknownCategory = await get('/api/dictionary/catalog/american-slang/poetry');
    expect(unknownCategory.json<ApiError>().error).toBe('Category not found');
  });

  it('searches inside a category like the header search: typos, accents, meanings and examples', async () => {
    const entriesOf = async (category: string, q: string) => {
      const response = await get(
        `/api/dictionary/catalog/american-slang/${category}?q=${encodeURIComponent(q)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ entries: { slug: string; term: string }[] }>().entries;
    };
    // "busin" is a typo of "bussin" (the header search finds it too).
    expect((await search('busin')).items.map((item) => item.slug)).toContain('bussin');
    const typo = await entriesOf('modern-everyday-slang', 'busin');
    expect(typo[0]?.slug).toBe('bussin');
    // Only the category's own terms.
    const all = await entriesOf('modern-everyday-slang', '');
    expect(typo.every((entry) => all.some((item) => item.slug === entry.slug))).toBe(true);
    expect(await entriesOf('chat-shortcuts', 'busin')).toEqual([]);
    // The meaning still counts (spec 2 §4): a word of bussin's meaning finds it.
    const [bussin] = await context.db
      .select()
      .from(slangTerms)
      .where(eq(slangTerms.slug, 'bussin'));
    const word = bussin!.meaning.split(/\W+/).find((part) => part.length >= 5)!;
    expect((await entriesOf('modern-everyday-slang', word)).map((entry) => entry.slug)).toContain(
      'bussin',
    );
    expect(await entriesOf('modern-everyday-slang', '%%%')).toEqual([]);
  });

  it('answers a term by slug with related terms of the same category or tags; an unknown slug is a 404', async () => {
    const response = await get('/api/slang/rizz');
    expect(response.statusCode).toBe(200);
    const term = response.json<SlangTermDetail>();
    expect(term).toMatchObject({ slug: 'rizz', language: 'us_english', source: 'builtin' });
    expect(term.meaning.length).toBeGreaterThan(10);
    expect(term.example).toBeTruthy();
    expect(term.related.length).toBeGreaterThan(0);
    expect(term.related.map((item) => item.slug)).not.toContain('rizz');
    expect((await get('/api/slang/no-such-term-zz')).statusCode).toBe(404);
  });

  it('finds terms despite typos and accents, exact matches first', async () => {
    expect((await search('rizzz')).items[0]?.slug).toBe('rizz');
    expect((await search('bussn')).items.map((item) => item.slug)).toContain('bussin');
    expect((await search('no kap')).items.map((item) => item.slug)).toContain('no-cap');
    expect((await search('QUE PASADA')).items[0]?.slug).toBe('que-pasada');
    expect((await search('shaku maku')).items[0]?.slug).toBe('shaku-maku');
    const cap = await search('cap');
    expect(cap.kind).toBe('verified');
    expect(cap.items[0]?.slug).toBe('cap');
    expect(cap.items.length).toBeLessThanOrEqual(20);
    const [first] = cap.items;
    expect(Object.keys(first!).sort()).toEqual([
      'context_source',
      'long_explanation',
      'meaning',
      'slug',
      'term',
    ]);
    expect(first?.context_source).toBe('American Slang · Everyday Slang');
    expect(first?.meaning.length).toBeGreaterThan(5);
    expect((await search('zzqxw')).items).toEqual([]);
    // LIKE wildcards in the query are literal.
    expect((await search('%')).items).toEqual([]);
  });

  it('refuses a blank or too long search with a clear message', async () => {
    const blank = await get('/api/search?q=%20%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiError>().error).toBe('Please type something to search for.');
    const long = await get(`/api/search?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json<ApiError>().error).toBe('Search must be 100 characters or less.');
    expect((await get('/api/search')).statusCode).toBe(400);
  });

  it('files an add-form submission as pending, whatever the body claims, with the author from the session', async () => {
    const user = await createSignedInUser(context.app);
    const term = unique('zorp');
    const response = await post(
      '/api/slang-submissions',
      {
        term,
        meaning: '  A made-up word  ',
        context: '',
        example: null,
        createdBy: 'someone-else',
        status: 'approved',
        source: 'admin',
      },
      cookieHeaders(user),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<SubmissionCreated>();
    expect(created).toMatchObject({ status: 'pending', existingSlug: null });
    const [row] = await context.db
      .select()
      .from(slangSuggestions)
      .where(eq(slangSuggestions.id, created.id));
    expect(row).toMatchObject({
      term,
      meaning: 'A made-up word',
      context: null,
      example: null,
      status: 'pending',
      form: 'add',
      createdBy: user.userId,
    });
    // Nothing reached the dictionary.
    expect((await get(`/api/slang/${term}`)).statusCode).toBe(404);
  });

  it('accepts anonymous submissions; a term already in the dictionary becomes a suggestion for it', async () => {
    const response = await post('/api/slang-submissions', {
      term: 'Rizz',
      meaning: 'Charm, but better explained',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<SubmissionCreated>();
    expect(created.existingSlug).toBe('rizz');
    const [row] = await context.db
      .select()
      .from(slangSuggestions)
      .where(eq(slangSuggestions.id, created.id));
    expect(row?.createdBy).toBeNull();
    expect(row?.existingTermId).not.toBeNull();
  });

  it('validates the add form with the spec’s messages', async () => {
    const cases: [unknown, string][] = [
      [
        { term: ' ', meaning: 'x' },
        'Missing Required Fields - Please provide both a slang term and its meaning.',
      ],
      [
        { term: 'a'.repeat(61), meaning: 'x' },
        'Term Too Long - Slang term must be 60 characters or less.',
      ],
      [
        { term: 'ok', meaning: 'm'.repeat(141) },
        'Meaning Too Long - Meaning must be 140 characters or less.',
      ],
      [{ term: ['a'], meaning: 'x' }, 'Invalid input: expected string, received array'],
    ];
    for (const [body, message] of cases) {
      const response = await post('/api/slang-submissions', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().error).toBe(message);
    }
  });

  it('files suggestions with a long explanation; the term and meaning are required', async () => {
    const term = unique('glimmer');
    const response = await post('/api/slang/suggest', {
      term,
      meaning: 'shiny vibe',
      longExplanation: 'Used for <script>alert(1)</script> moments.',
      context: 'TikTok',
      example: '',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await context.db
      .select()
      .from(slangSuggestions)
      .where(eq(slangSuggestions.id, response.json<SubmissionCreated>().id));
    // HTML is stored as the text it is; pages escape it when they show it.
    expect(row).toMatchObject({
      form: 'suggest',
      longExplanation: 'Used for <script>alert(1)</script> moments.',
      example: null,
    });
    const missing = await post('/api/slang/suggest', { term, meaning: '' });
    expect(missing.json<ApiError>().error).toBe(
      'Missing Information - Please provide at least the term and a short meaning.',
    );
  });

  it('takes reports of a term page (anonymous allowed) and refuses unknown reasons and terms', async () => {
    const ok = await post('/api/slang/brb/report', {
      reason: 'wrong',
      note: 'It also means bathroom break',
    });
    expect(ok.statusCode).toBe(201);
    const badReason = await post('/api/slang/brb/report', { reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json<ApiError>().error).toBe('Please choose a reason.');
    expect((await post('/api/slang/no-such-term-zz/report', { reason: 'spam' })).statusCode).toBe(
      404,
    );
  });

  it('keeps one open report per account and term: the same report again answers the open one (200)', async () => {
    const reporter = await createSignedInUser(context.app, { label: 'reporter' });
    const other = await createSignedInUser(context.app, { label: 'reporter-other' });
    const report = (session: typeof reporter, body: unknown) =>
      post('/api/slang/rizz/report', body, cookieHeaders(session));
    const [rizz] = await context.db.select().from(slangTerms).where(eq(slangTerms.slug, 'rizz'));
    const reportsOf = (userId: string) =>
      context.db
        .select()
        .from(termReports)
        .where(and(eq(termReports.termId, rizz!.id), eq(termReports.reportedBy, userId)));

    const first = await report(reporter, { reason: 'wrong', note: 'first' });
    expect(first.statusCode, first.body).toBe(201);
    const filed = first.json<ReportReceipt>().report;
    expect(filed).toMatchObject({ reason: 'wrong', note: 'first', status: 'open' });
    const second = await report(reporter, { reason: 'spam', note: 'second' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<ReportReceipt>()).toEqual({
      message: 'You already reported this term. A moderator will look at it.',
      report: filed,
    });
    expect(await reportsOf(reporter.userId)).toHaveLength(1);

    // Two at once from another account: one row, one 201 and one 200 with the same report.
    const racing = await Promise.all([
      report(other, { reason: 'offensive' }),
      report(other, { reason: 'offensive' }),
    ]);
    expect(racing.map(({ statusCode }) => statusCode).sort()).toEqual([200, 201]);
    const [a, b] = racing.map((response) => response.json<ReportReceipt>().report.id);
    expect(a).toBe(b);
    expect(await reportsOf(other.userId)).toHaveLength(1);

    // Once the report is closed, the account may report the term again.
    await context.db
      .update(termReports)
      .set({ status: 'dismissed' })
      .where(eq(termReports.id, filed.id));
    expect((await report(reporter, { reason: 'wrong' })).statusCode).toBe(201);
    expect(await reportsOf(reporter.userId)).toHaveLength(2);
  });

  it('rate-limits submissions per client', async () => {
    const app = await context.buildApp({ env: { RATE_LIMIT_PER_MINUTE: '100' } });
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/slang/suggest',
        headers: JSON_HEADERS,
        payload: JSON.stringify({ term: unique('rl'), meaning: 'rate limit' }),
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });

  it('stores built-in terms with their source, country and category', async () => {
    const [builtin] = await context.db.select().from(slangTerms).where(eq(slangTerms.slug, 'brb'));
    expect(builtin).toMatchObject({
      source: 'builtin',
      country: 'american-slang',
      category: 'chat-shortcuts',
    });
  });
});

// Moderation: the suggestions list (both forms), atomic approval (one term, a 409 for a second or concurrent
// approval, a clear 409 on a slug clash), reject and delete, reports resolved by edits, the admin term manager,
// and the record of who did what. Who may call what is in the authorization matrix.
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import type { TranslateResponse } from '@shared/schemas/translate';
import type {
  DictionaryList,
  AdminReport,
  AdminSuggestion,
  SlangTerm,
  SubmissionCreated,
} from '@shared/schemas/dictionary';
import { slangTerms } from '../../db/schema';
import { bearerHeaders, createSignedInUser, type TestSession } from '../../test/auth-helpers';
import { forEachDatabase, JSON_HEADERS } from '../../test/test-app';

const unique = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

forEachDatabase('Dictionary moderation API', (context) => {
  let admin: TestSession;
  beforeEach(async () => {
    admin ??= await createSignedInUser(context.app, { roles: ['admin'], name: 'Ada Admin' });
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    context.app.inject({
      method,
      url,
      headers:
        body === undefined ? bearerHeaders(admin) : { ...JSON_HEADERS, ...bearerHeaders(admin) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const submit = async (term: string, meaning = 'a test meaning') => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/slang-submissions',
      headers: JSON_HEADERS,
      payload: JSON.stringify({ term, meaning, context: 'From a test', example: null }),
    });
    expect(response.statusCode).toBe(201);
    return response.json<SubmissionCreated>().id;
  };
  const suggestion = async (id: string, status = 'all') => {
    const response = await call('GET', `/api/admin/suggestions?status=${status}`);
    expect(response.statusCode).toBe(200);
    return response
      .json<{ suggestions: AdminSuggestion[] }>()
      .suggestions.find((item) => item.id === id);
  };
  const approveBody = (term: string) => ({
    term,
    meaning: 'Edited by the admin',
    context: 'Checked',
    example: `I said ${term} today.`,
    language: 'us_english',
  });

  it('lists pending submissions with a pending count, searchable, with who sent them', async () => {
    const term = unique('listme');
    const id = await submit(term);
    const response = await call('GET', `/api/admin/suggestions?status=pending&search=${term}`);
    const body = response.json<{ suggestions: AdminSuggestion[]; pendingCount: number }>();
    expect(body.suggestions).toHaveLength(1);
    expect(body.pendingCount).toBeGreaterThanOrEqual(1);
    expect(body.suggestions[0]).toMatchObject({
      id,
      term,
      short_definition: 'a test meaning',
      context_source: 'From a test',
      status: 'pending',
      form: 'add',
      submittedBy: null,
      history: [expect.objectContaining({ action: 'submitted', actorName: null })],
    });
  });

  it('approves atomically: the term goes live and searchable, the suggestion is approved, history kept', async () => {
    const term = unique('Glowzy');
    const id = await submit(term);
    const response = await call('POST', `/api/admin/suggestions/${id}/approve`, approveBody(term));
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<SlangTerm>();
    expect(created).toMatchObject({
      term,
      meaning: 'Edited by the admin',
      source: 'community',
      slug: term.toLowerCase(),
    });
    expect((await context.app.inject({ url: `/api/slang/${created.slug}` })).statusCode).toBe(200);
    const approved = await suggestion(id);
    expect(approved).toMatchObject({ status: 'approved', approvedSlug: created.slug });
    expect(approved?.history.map((event) => event.action)).toEqual([
      'submitted',
      `approved (added /slang/${created.slug})`,
    ]);
    expect(approved?.history[1]?.actorName).toBe('Ada Admin');
    // Found by search at once.
    const found = await context.app.inject({ url: `/api/search?q=${term}` });
    expect(found.json<{ items: { slug: string }[] }>().items[0]?.slug).toBe(created.slug);
  });

  it('gives a second approval a 409 and leaves one term', async () => {
    const term = unique('twice');
    const id = await submit(term);
    expect(
      (await call('POST', `/api/admin/suggestions/${id}/approve`, approveBody(term))).statusCode,
    ).toBe(200);
    const again = await call('POST', `/api/admin/suggestions/${id}/approve`, approveBody(term));
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error).toMatch(/already approved/);
    const rows = await context.db
      .select()
      .from(slangTerms)
      .where(eq(slangTerms.slug, term.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('lets only one of two concurrent approvals win', async () => {
    const term = unique('race');
    const id = await submit(term);
    const results = await Promise.all([
      call('POST', `/api/admin/suggestions/${id}/approve`, approveBody(term)),
      call('POST', `/api/admin/suggestions/${id}/approve`, approveBody(term)),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const rows = await context.db
      .select()
      .from(slangTerms)
      .where(eq(slangTerms.slug, term.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('refuses an approval whose term clashes with a live slug, with a clear message, and stays pending', async () => {
    const id = await submit(unique('clash'));
    const response = await call('POST', `/api/admin/suggestions/${id}/approve`, approveBody('BRB'));
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>().error).toContain('/slang/brb already exists');
    expect((await suggestion(id))?.status).toBe('pending');
  });

  it('applies an approved suggestion for an existing term to that term', async () => {
    const target = unique('existing');
    const created = await call('POST', '/api/slang', {
      term: target,
      meaning: 'old meaning',
      language: 'us_english',
    });
    expect(created.statusCode).toBe(201);
    const id = await submit(target, 'better meaning');
    expect((await suggestion(id))?.existingSlug).toBe(target.toLowerCase());
    const response = await call('POST', `/api/admin/suggestions/${id}/approve`, {
      ...approveBody(target),
      meaning: 'better meaning',
    });
    expect(response.statusCode).toBe(200);
    const term = await context.app.inject({ url: `/api/slang/${target.toLowerCase()}` });
    expect(term.json<SlangTerm>().meaning).toBe('better meaning');
  });

  it('rejects (then refuses to approve) and deletes suggestions; unknown ids are 404s', async () => {
    const id = await submit(unique('reject'));
    const rejected = await call('POST', `/api/admin/suggestions/${id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect((await suggestion(id))?.status).toBe('rejected');
    expect(
      (await call('POST', `/api/admin/suggestions/${id}/approve`, approveBody('late'))).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/admin/suggestions/${id}`)).statusCode).toBe(200);
    expect(await suggestion(id)).toBeUndefined();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('DELETE', `/api/admin/suggestions/${unknown}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/suggestions/not-a-uuid/reject`)).statusCode).toBe(400);
  });

  it('manages terms: add, edit (slug kept), list by language and query, delete; limits and bad input are 400s', async () => {
    const term = unique('Manage');
    const created = await call('POST', '/api/slang', {
      term,
      meaning: 'Made by the admin',
      context: '<b>bold</b>',
      example: '',
      language: 'spain_es',
    });
    expect(created.statusCode).toBe(201);
    const row = created.json<SlangTerm>();
    expect(row).toMatchObject({
      source: 'admin',
      context: '<b>bold</b>',
      example: null,
      language: 'spain_es',
    });
    const edited = await call('PUT', `/api/slang/${row.id}`, {
      term: `${term} edited`,
      meaning: 'Changed',
      language: 'spain_es',
    });
    expect(edited.json<SlangTerm>()).toMatchObject({
      slug: row.slug,
      term: `${term} edited`,
      meaning: 'Changed',
    });
    const listed = await call('GET', `/api/dictionary?lang=spain_es&query=${term}`);
    expect(listed.json<{ terms: SlangTerm[] }>().terms.map((item) => item.id)).toEqual([row.id]);
    const otherLanguage = await call('GET', `/api/dictionary?lang=us_english&query=${term}`);
    expect(otherLanguage.json<{ terms: SlangTerm[] }>().terms).toEqual([]);
    expect((await call('DELETE', `/api/slang/${row.id}`)).statusCode).toBe(200);
    expect((await context.app.inject({ url: `/api/slang/${row.slug}` })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/slang/${row.id}`)).statusCode).toBe(404);

    const tooLong = await call('POST', '/api/slang', { term: 'x', meaning: 'm'.repeat(501) });
    expect(tooLong.json<ApiError>().error).toBe('Meaning must be 500 characters or less.');
    const badLanguage = await call('POST', '/api/slang', {
      term: 'x',
      meaning: 'y',
      language: 'klingon',
    });
    expect(badLanguage.statusCode).toBe(400);
    const noLetters = await call('POST', '/api/slang', { term: '!!!', meaning: 'y' });
    expect(noLetters.json<ApiError>().error).toBe('The term needs at least one letter or digit.');
  });

  it('pages through every term: page and pageSize (at most 100, default 50), the total and the page count', async () => {
    const firstPage = await call('GET', '/api/dictionary');
    expect(firstPage.statusCode, firstPage.body).toBe(200);
    const first = firstPage.json<DictionaryList>();
    // The seed alone holds more terms than the old cap of 200 a list could show.
    expect(first.total).toBeGreaterThan(200);
    expect(first).toMatchObject({ page: 1, pageSize: 50, totalPages: Math.ceil(first.total / 50) });
    expect(first.terms).toHaveLength(50);

    const pageOf = async (page: number) => {
      const response = await call(
        'GET',
        `/api/dictionary?lang=all&query=&page=${page}&pageSize=100`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<DictionaryList>();
    };
    const seen: string[] = [];
    const { totalPages } = await pageOf(1);
    expect(totalPages).toBe(Math.ceil(first.total / 100));
    for (let page = 1; page <= totalPages; page++) {
      const list = await pageOf(page);
      expect(list).toMatchObject({ page, pageSize: 100, total: first.total, totalPages });
      seen.push(...list.terms.map((term) => term.id));
    }
    // Every term once, none twice: the pages' order is stable.
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    expect((await pageOf(totalPages + 1)).terms).toEqual([]);

    for (const query of ['pageSize=101', 'pageSize=0', 'page=0', 'page=x']) {
      const refused = await call('GET', `/api/dictionary?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json<ApiError>().code).toBe('VALIDATION_FAILED');
    }
  });

  it('lists open reports and resolves them when the term is edited; dismiss records who did it', async () => {
    const term = unique('reported');
    const created = (
      await call('POST', '/api/slang', { term, meaning: 'm', language: 'us_english' })
    ).json<SlangTerm>();
    for (const reason of ['wrong', 'spam']) {
      const report = await context.app.inject({
        method: 'POST',
        url: `/api/slang/${created.slug}/report`,
        headers: JSON_HEADERS,
        payload: JSON.stringify({ reason }),
      });
      expect(report.statusCode).toBe(201);
    }
    const open = async () =>
      (await call('GET', '/api/admin/reports?status=all'))
        .json<{ reports: AdminReport[] }>()
        .reports.filter((report) => report.slug === created.slug);
    const [first, second] = await open();
    expect(first?.status).toBe('open');
    expect((await call('POST', `/api/admin/reports/${first!.id}/dismiss`)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/reports/${first!.id}/dismiss`)).statusCode).toBe(409);
    await call('PUT', `/api/slang/${created.id}`, {
      term,
      meaning: 'fixed',
      language: 'us_english',
    });
    const after = await open();
    expect(after.find((report) => report.id === first!.id)).toMatchObject({
      status: 'dismissed',
      history: [
        expect.objectContaining({ action: 'reported' }),
        expect.objectContaining({ action: 'dismissed', actorName: 'Ada Admin' }),
      ],
    });
    expect(after.find((report) => report.id === second!.id)?.status).toBe('resolved');
  });

  it('feeds the translator: an approved term translates and is explained at once, and a removed one no more', async () => {
    // Letters only, and no English word: a new slang term.
    const term = `zorb${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const translate = async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/translate',
        headers: JSON_HEADERS,
        payload: JSON.stringify({
          inputText: `That party was ${term}.`,
          sourceLanguage: 'gen_z_english',
          targetLanguage: 'standard_english',
        }),
      });
      expect(response.statusCode).toBe(200);
      return response.json<TranslateResponse>();
    };
    expect((await translate()).translation).toBe(`That party was ${term}.`);

    const id = await submit(term, 'extremely fun');
    const approved = await call('POST', `/api/admin/suggestions/${id}/approve`, {
      ...approveBody(term),
      meaning: 'Extremely fun; said of a party or a night out.',
    });
    expect(approved.statusCode).toBe(200);
    const answer = await translate();
    expect(answer.translation).toBe('That party was extremely fun.');
    expect(answer.explanation).toContain(
      `“${term}” – Extremely fun; said of a party or a night out`,
    );

    const removed = await call('DELETE', `/api/slang/${approved.json<SlangTerm>().id}`);
    expect(removed.statusCode).toBe(200);
    expect((await translate()).translation).toBe(`That party was ${term}.`);
  });
});

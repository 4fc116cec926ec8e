// The translator learns at once (issue 10 items 1b and 6), through the whole app: an approval or an edit of an
// approved entry is what the next POST /api/translate answers (engine 'memory'), on this process at once and,
// with REDIS_URL, on another replica within moments; and what people translate into the editor styles becomes
// pending 'translator' entries with the machine output, its engine and a request count.
//
// PostgreSQL runs share one database with other files running in parallel: every text here carries a marker.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import type { EditorList, EditorTranslation } from '@shared/schemas/editor';
import { EDITOR_SOURCE_MAX } from '@shared/schemas/editor';
import { translationKeyHash, type TranslateResponse } from '@shared/schemas/translate';
import { editorTranslations } from '../db/schema';
import { bearerHeaders, createSignedInUser, type TestSession } from '../test/auth-helpers';
import { createEditorEntry } from '../test/editor-fixtures';
import { forEachDatabase, JSON_HEADERS } from '../test/test-app';

const redisUrl = process.env.REDIS_URL?.trim() || undefined;

const marker = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const STYLE = 'gen_z_english';

forEachDatabase('Translation memory and translator requests', (context) => {
  let editor: TestSession;
  let admin: TestSession;
  beforeEach(async () => {
    editor ??= await createSignedInUser(context.app, {
      roles: ['english_genz_editor'],
      name: 'Eddie English',
    });
    admin ??= await createSignedInUser(context.app, { roles: ['admin'], name: 'Ada Admin' });
  });

  const translate = async (
    inputText: string,
    targetLanguage = 'gen_z_english',
    app: FastifyInstance = context.app,
  ) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/translate',
      headers: JSON_HEADERS,
      payload: JSON.stringify({
        inputText,
        sourceLanguage: targetLanguage === 'spain_genz' ? 'spanish' : 'standard_english',
        targetLanguage,
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TranslateResponse>();
  };
  const editorCall = async (
    method: 'PATCH' | 'POST',
    url: string,
    body: unknown,
    app: FastifyInstance = context.app,
    session = editor,
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: { ...JSON_HEADERS, ...bearerHeaders(session) },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EditorTranslation>();
  };
  const approve = (id: string, app?: FastifyInstance) =>
    editorCall('POST', `/api/editor/translations/${id}/approve`, {}, app);
  const edit = (id: string, body: unknown, app?: FastifyInstance) =>
    editorCall('PATCH', `/api/editor/translations/${id}`, body, app);
  const entriesOf = (keyHash: string) =>
    context.db.select().from(editorTranslations).where(eq(editorTranslations.keyHash, keyHash));
  const flush = () => context.app.translationMemory.requests.flush();

  it('answers with an entry the moment an editor approves it, in any case and spacing', async () => {
    const text = `that concert was amazing ${marker()}`;
    const id = await createEditorEntry(context.db, STYLE, {
      sourceText: text,
      finalOutput: 'that concert was a whole vibe',
    });
    // Pending: not served.
    expect((await translate(text)).engine).not.toBe('memory');

    await approve(id);
    for (const variant of [text, `   ${text.toUpperCase()}  `, text.replaceAll(' ', '  ')]) {
      expect(await translate(variant)).toEqual({
        translation: 'that concert was a whole vibe',
        explanation: expect.stringMatching(/Approved by our .* editors\./) as unknown,
        engine: 'memory',
        alternatives: [],
        alternativeExplanations: [],
        alternativeTerms: [],
      });
    }
    // Only into that style.
    expect((await translate(text, 'millennial_english')).engine).not.toBe('memory');
  });

  it('answers with the new text after an edit of the approved entry, and follows the approval to another candidate', async () => {
    const text = `I am going home ${marker()}`;
    const first = await createEditorEntry(context.db, STYLE, {
      sourceText: text,
      finalOutput: 'heading out',
    });
    const second = await createEditorEntry(context.db, STYLE, {
      sourceText: text,
      finalOutput: 'dipping fr',
    });
    const approved = await approve(first);
    expect((await translate(text)).translation).toBe('heading out');

    const edited = await edit(first, { finalOutput: 'im out', version: approved.version });
    expect(await translate(text)).toMatchObject({ translation: 'im out', engine: 'memory' });
    // Locking (admins) keeps the text, and keeps another candidate from displacing it.
    const locked = await editorCall(
      'PATCH',
      `/api/editor/translations/${first}`,
      { isLocked: true, version: edited.version },
      context.app,
      admin,
    );
    const refused = await context.app.inject({
      method: 'POST',
      url: `/api/editor/translations/${second}/approve`,
      headers: { ...JSON_HEADERS, ...bearerHeaders(editor) },
      payload: '{}',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await translate(text)).translation).toBe('im out');
    await editorCall(
      'PATCH',
      `/api/editor/translations/${first}`,
      { isLocked: false, version: locked.version },
      context.app,
      admin,
    );

    // Approving the other candidate rejects the first: the memory follows.
    await approve(second);
    expect(await translate(text)).toMatchObject({ translation: 'dipping fr', engine: 'memory' });
    // An edit of the rejected candidate changes nothing served.
    const [rejected] = (await entriesOf(translationKeyHash(STYLE, text))).filter(
      (row) => row.id === first,
    );
    expect(rejected?.status).toBe('rejected');
    await edit(first, { finalOutput: 'not served', version: rejected!.version });
    expect((await translate(text)).translation).toBe('dipping fr');
  });

  it('loads the approved entries when an app starts', async () => {
    const text = `see you tomorrow ${marker()}`;
    await createEditorEntry(context.db, STYLE, {
      sourceText: text,
      finalOutput: 'cya tmrw',
      status: 'approved',
    });
    // context.app started before the row existed and was not told; a new app reads it at start.
    const app = await context.buildApp();
    expect(await translate(text, STYLE, app)).toMatchObject({
      translation: 'cya tmrw',
      engine: 'memory',
    });
  });

  it('turns texts translated into an editor style into pending translator entries with a request count', async () => {
    const m = marker();
    const text = `the food was really good ${m}`;
    const keyHash = translationKeyHash(STYLE, text);
    const first = await translate(text);
    expect(first.engine).toBe('style-engine');
    // The same text in another case and spacing is the same entry.
    await translate(`  ${text.toUpperCase()} `);
    await translate(text.replaceAll(' ', '  '));
    await flush();

    const [entry, ...others] = await entriesOf(keyHash);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      targetStyle: STYLE,
      sourceText: text,
      finalOutput: first.translation,
      machineOutput: first.translation,
      engine: 'style-engine',
      origin: 'translator',
      status: 'pending',
      requestCount: 3,
      version: 1,
    });
    expect(entry!.lastRequestedAt).toBeInstanceOf(Date);

    // Repeat requests add to the count (also from another app: the database holds it).
    await translate(text);
    await flush();
    const other = await context.buildApp();
    await translate(text, STYLE, other);
    await other.translationMemory.requests.flush();
    const rows = await entriesOf(keyHash);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.requestCount).toBe(5);

    // The editors see it, most requested first.
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/editor/translations?style=${STYLE}&status=pending&sort=requested&search=${m}`,
      headers: bearerHeaders(editor),
    });
    const list = response.json<EditorList>();
    expect(list.translations.map((row) => [row.id, row.origin, row.requestCount])).toEqual([
      [entry!.id, 'translator', 5],
    ]);

    // Once approved, requests (now memory hits) count on the approved entry; no new pending entry appears.
    await approve(entry!.id);
    expect((await translate(text)).engine).toBe('memory');
    await flush();
    const approved = await entriesOf(keyHash);
    expect(approved.map((row) => [row.status, row.requestCount])).toEqual([['approved', 6]]);
  });

  it('records texts up to 200 characters into editor styles only; Spain Gen Z counts as gen_z_spanish', async () => {
    const m = marker();
    const atLimit = `${m} ${'a'.repeat(EDITOR_SOURCE_MAX - m.length - 1)}`;
    expect(atLimit).toHaveLength(EDITOR_SOURCE_MAX);
    const tooLong = `${m} ${'b'.repeat(EDITOR_SOURCE_MAX - m.length)}`;
    expect(tooLong).toHaveLength(EDITOR_SOURCE_MAX + 1);
    const notEditorStyle = `the weather is nice ${m}`;
    const spanish = `la comida estaba muy buena ${m}`;

    await translate(atLimit);
    await translate(tooLong);
    await translate(notEditorStyle, 'millennial_english');
    await translate(spanish, 'spain_genz');
    await flush();

    expect(await entriesOf(translationKeyHash(STYLE, atLimit))).toHaveLength(1);
    expect(await entriesOf(translationKeyHash(STYLE, tooLong))).toEqual([]);
    expect(await entriesOf(translationKeyHash('millennial_english', notEditorStyle))).toEqual([]);
    const spanishRows = await entriesOf(translationKeyHash('gen_z_spanish', spanish));
    expect(spanishRows).toEqual([
      expect.objectContaining({ origin: 'translator', status: 'pending', requestCount: 1 }),
    ]);
    // Nothing else was recorded for the marker.
    const marked = await context.db
      .select({ id: editorTranslations.id })
      .from(editorTranslations)
      .where(sql`strpos(${editorTranslations.sourceText}, ${m}) > 0`);
    expect(marked).toHaveLength(2);
  });

  // Runs where REDIS_URL is set (.ci/run sets it): a change on one replica reaches the others through Redis.
  it.runIf(redisUrl)(
    'serves an approval made on one app from another app on the same database within moments (REDIS_URL)',
    async () => {
      const env = { REDIS_URL: redisUrl, TRANSLATE_RATE_LIMIT_PER_MINUTE: '1000' };
      const first = await context.buildApp({ env });
      const second = await context.buildApp({ env });
      const text = `we should hang out soon ${marker()}`;
      const id = await createEditorEntry(context.db, STYLE, {
        sourceText: text,
        finalOutput: 'we gotta link up fr',
      });
      expect((await translate(text, STYLE, second)).engine).not.toBe('memory');

      const approved = await approve(id, first);
      // The approving app answers at once; the other within about a second (polled for at most ~2 s).
      expect((await translate(text, STYLE, first)).engine).toBe('memory');
      expect(await eventually(() => translate(text, STYLE, second))).toMatchObject({
        translation: 'we gotta link up fr',
        engine: 'memory',
      });

      // An edit travels the same way.
      await edit(id, { finalOutput: 'link up soon?', version: approved.version }, first);
      const served = await eventually(
        () => translate(text, STYLE, second),
        (answer) => answer.translation === 'link up soon?',
      );
      expect(served).toMatchObject({ translation: 'link up soon?', engine: 'memory' });
    },
  );
});

/** Calls `probe` until `done` holds (by default: engine 'memory') or about 2 s have passed; the last answer. */
async function eventually(
  probe: () => Promise<TranslateResponse>,
  done: (answer: TranslateResponse) => boolean = (answer) => answer.engine === 'memory',
): Promise<TranslateResponse> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const answer = await probe();
    if (done(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

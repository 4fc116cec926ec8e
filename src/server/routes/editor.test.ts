// The editors' API (spec 2 §7 "Editors"; issue 10 items 1, 2 and 8): lists with status, search, sort and pages;
// bad input; Add New Slang (spec 2 §5's character rule with letters of every script, a server-derived keyHash,
// duplicates); edits with versions (a stale save is a 409 carrying the current text), locks, approval (at most
// one approved translation per key), the record of every change, the CSV export, and an editor of another
// style refused on every call. Who may call what in general is in the authorization matrix.
//
// PostgreSQL runs share one database with other files running in parallel: assertions are about rows this file
// made (found by a unique marker); style-wide counts are exact on PGlite (this file's own database) only.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import type { EditorStyle } from '@shared/roles';
import {
  checkDuplicateResponseSchema,
  EDITOR_PAGE_SIZE,
  editorHistorySchema,
  editorListSchema,
  editorStyleListSchema,
  editorTranslationSchema,
  SOURCE_TEXT_MESSAGE,
  TRANSLATION_TEXT_MESSAGE,
  type CheckDuplicateResponse,
  type EditorChange,
  type EditorList,
  type EditorTranslation,
} from '@shared/schemas/editor';
import { UNSAFE_TEXT_MESSAGE } from '@shared/schemas/text';
import { translationKeyHash } from '@shared/schemas/translate';
import { editorTranslationChanges, editorTranslations } from '../db/schema';
import { createSignedInUser, type TestSession } from '../test/auth-helpers';
import { createEditorEntry } from '../test/editor-fixtures';
import { callApi, expectApiError, expectOk, type ApiMethod } from '../test/api-calls';
import { forEachDatabase, JSON_HEADERS } from '../test/test-app';

type EntryValues = Partial<typeof editorTranslations.$inferInsert>;

/** Letters and digits only, so it passes the new-slang character rule; unique per call. */
const marker = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const PERSIAN = 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی';
const CYRILLIC = 'АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ';
/** A random word of an alphabet: a marker in scripts without case. */
const wordOf = (alphabet: string, length = 7) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

const ZWNJ = '\u200c';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const STYLE_COUNTS_NOTE = 'style-wide counts';

forEachDatabase('Editor API', (context) => {
  let admin: TestSession;
  let english: TestSession;
  let spanish: TestSession;
  let persian: TestSession;
  beforeEach(async () => {
    admin ??= await createSignedInUser(context.app, { roles: ['admin'], name: 'Ada Admin' });
    english ??= await createSignedInUser(context.app, {
      roles: ['english_genz_editor'],
      name: 'Eddie English',
    });
    spanish ??= await createSignedInUser(context.app, {
      roles: ['spanish_genz_editor'],
      name: 'Sofía Spanish',
    });
    persian ??= await createSignedInUser(context.app, {
      roles: ['persian_slang_editor'],
      name: 'Parisa Persian',
    });
  });

  const call = (session: TestSession, method: ApiMethod, url: string, body?: unknown) =>
    callApi(context.app, session, method, url, body);
  const ok = expectOk;
  const expectError = expectApiError;

  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(
      Object.entries(params).map(([key, value]) => [key, String(value)]),
    ).toString();
  const list = async (params: Record<string, string | number>, session = admin) => {
    const body = ok<EditorList>(
      await call(session, 'GET', `/api/editor/translations?${query(params)}`),
    );
    // The wire contract the client parses.
    expect(() => editorListSchema.parse(body)).not.toThrow();
    return body;
  };
  const idsOf = (body: { translations: EditorTranslation[] }) =>
    body.translations.map((row) => row.id);

  const seed = (style: EditorStyle, values: EntryValues = {}) =>
    createEditorEntry(context.db, style, values);
  const rowOf = async (id: string) => {
    const [row] = await context.db
      .select()
      .from(editorTranslations)
      .where(eq(editorTranslations.id, id));
    return row;
  };
  const historyOf = async (id: string, session = admin) => {
    const body = ok<{ changes: EditorChange[] }>(
      await call(session, 'GET', `/api/editor/translations/${id}/history`),
    );
    expect(() => editorHistorySchema.parse(body)).not.toThrow();
    return body.changes;
  };
  /** Seconds from now as a Date (negative: in the past). */
  const at = (seconds: number) => new Date(Date.now() + seconds * 1000);

  // --- Lists ------------------------------------------------------------------------------------------------

  it('GET /api/editor/{style}: the style’s entries, most recently changed first, no other style’s', async () => {
    const m = marker();
    const older = await seed('gen_z_english', { sourceText: `older ${m}`, updatedAt: at(-60) });
    const newer = await seed('gen_z_english', { sourceText: `newer ${m}`, updatedAt: at(-1) });
    const spanishEntry = await seed('gen_z_spanish', { sourceText: `spanish ${m}` });

    const body = ok<{ translations: EditorTranslation[] }>(
      await call(english, 'GET', '/api/editor/gen_z_english'),
    );
    expect(() => editorStyleListSchema.parse(body)).not.toThrow();
    const ids = idsOf(body);
    expect(ids).toContain(newer);
    expect(ids).toContain(older);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(spanishEntry);
    expect(body.translations.every((row) => row.targetStyle === 'gen_z_english')).toBe(true);
    expect(body.translations.find((row) => row.id === newer)).toMatchObject({
      sourceText: `newer ${m}`,
      keyHash: translationKeyHash('gen_z_english', `newer ${m}`),
      status: 'pending',
      origin: 'editor',
      isLocked: false,
      version: 1,
      requestCount: 0,
      notes: null,
      machineOutput: null,
      engine: null,
      createdAt: expect.stringMatching(ISO_DATE) as unknown,
      updatedAt: expect.stringMatching(ISO_DATE) as unknown,
    });

    // The Spanish editor sees the Spanish entry on their own page.
    const own = ok<{ translations: EditorTranslation[] }>(
      await call(spanish, 'GET', '/api/editor/gen_z_spanish'),
    );
    expect(idsOf(own)).toContain(spanishEntry);
  });

  it('pages by 20 with total, totalPages and the style’s pending, approved and overall counts', async () => {
    const style = 'rioplatense_spanish';
    const m = marker();
    const values = (status: 'pending' | 'approved' | 'rejected', count: number) =>
      Array.from({ length: count }, (_, index) => {
        const sourceText = `${status} ${index} ${m}`;
        return {
          keyHash: translationKeyHash(style, sourceText),
          targetStyle: style,
          sourceText,
          finalOutput: `output ${index} ${m}`,
          status,
          // Distinct times, so the pages are a stable order.
          updatedAt: at(-index),
        };
      });
    await context.db
      .insert(editorTranslations)
      .values([...values('pending', 23), ...values('approved', 4), ...values('rejected', 2)]);

    const first = await list({ style, search: m, page: 1 });
    expect(first).toMatchObject({ total: 29, page: 1, pageSize: EDITOR_PAGE_SIZE, totalPages: 2 });
    expect(first.translations).toHaveLength(20);
    const second = await list({ style, search: m, page: 2 });
    expect(second).toMatchObject({ total: 29, page: 2, totalPages: 2 });
    expect(second.translations).toHaveLength(9);
    // The pages do not overlap and together hold every entry.
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(29);
    // Past the last page: no entries, the same counts.
    const past = await list({ style, search: m, page: 3 });
    expect(past).toMatchObject({ total: 29, totalPages: 2, translations: [] });

    const pending = await list({ style, search: m, status: 'pending' });
    expect(pending).toMatchObject({ total: 23, totalPages: 2 });
    expect(pending.translations.every((row) => row.status === 'pending')).toBe(true);
    const approved = await list({ style, search: m, status: 'approved' });
    expect(approved).toMatchObject({ total: 4, totalPages: 1 });
    expect(approved.translations.every((row) => row.status === 'approved')).toBe(true);
    const rejected = await list({ style, search: m, status: 'rejected' });
    expect(rejected.total).toBe(2);
    // Nothing matches: one (empty) page.
    const none = await list({ style, search: `${m}nothing` });
    expect(none).toMatchObject({ total: 0, totalPages: 1, translations: [] });

    // pendingCount, approvedCount and styleTotal are the style's, whatever the filter.
    const rows = await context.db
      .select({ status: editorTranslations.status })
      .from(editorTranslations)
      .where(eq(editorTranslations.targetStyle, style));
    const counts = {
      pendingCount: rows.filter((row) => row.status === 'pending').length,
      approvedCount: rows.filter((row) => row.status === 'approved').length,
      styleTotal: rows.length,
    };
    for (const body of [first, pending, approved, none]) {
      if (context.kind === 'pglite') {
        expect(body, STYLE_COUNTS_NOTE).toMatchObject(counts);
      } else {
        // Other files write to the shared database meanwhile: at least this file's rows.
        expect(body.pendingCount).toBeGreaterThanOrEqual(23);
        expect(body.approvedCount).toBeGreaterThanOrEqual(4);
        expect(body.styleTotal).toBeGreaterThanOrEqual(29);
        expect(body.pendingCount + body.approvedCount).toBeLessThanOrEqual(body.styleTotal);
      }
    }
  });

  it('searches a case-insensitive substring of the source or the output, in every script', async () => {
    const m = marker();
    const persianWord = `می${ZWNJ}${wordOf(PERSIAN)}`;
    const arabicWord = wordOf(ARABIC);
    const cyrillicWord = wordOf(CYRILLIC);
    const persianEntry = await seed('persian_slang', {
      sourceText: `Hello ${m} Friend`,
      finalOutput: `${persianWord} رفیق`,
    });
    const arabicEntry = await seed('iraqi_arabic', {
      sourceText: `شلونك ${arabicWord}`,
      finalOutput: `how are you ${m}`,
    });
    const russianEntry = await seed('russian_genz', {
      sourceText: `hi ${m}`,
      finalOutput: `${cyrillicWord} БРО`,
    });
    const spanishEntry = await seed('gen_z_spanish', {
      sourceText: `QUÉ ONDA ${m}`,
      finalOutput: `100% real ${m}`,
    });

    const found = async (style: EditorStyle, search: string) =>
      idsOf(await list({ style, search }));

    // Latin, either case, in the source.
    expect(await found('persian_slang', `hello ${m.toUpperCase()} friend`)).toEqual([persianEntry]);
    // Persian with its zero-width non-joiner, in the output.
    expect(await found('persian_slang', persianWord.slice(0, 6))).toEqual([persianEntry]);
    // Arabic in the source; the marker in the output.
    expect(await found('iraqi_arabic', arabicWord)).toEqual([arabicEntry]);
    expect(await found('iraqi_arabic', `ARE YOU ${m}`)).toEqual([arabicEntry]);
    // Cyrillic output found by its lower case.
    expect(await found('russian_genz', cyrillicWord.toLowerCase())).toEqual([russianEntry]);
    // Accented Latin, by its lower case.
    expect(await found('gen_z_spanish', `qué onda ${m}`)).toEqual([spanishEntry]);
    // % and _ are plain characters, not patterns.
    expect(await found('gen_z_spanish', `0% real ${m}`)).toEqual([spanishEntry]);
    expect(await found('gen_z_spanish', `${m}%`)).toEqual([]);
    expect(await found('gen_z_spanish', `q_é onda ${m}`)).toEqual([]);
    // Only the requested style's entries.
    expect(await found('persian_slang', cyrillicWord.toLowerCase())).toEqual([]);
    // Surrounding spaces of the search are ignored.
    expect(await found('russian_genz', `  hi ${m}  `)).toEqual([russianEntry]);
  });

  it('sorts by most requested, newest, oldest, creation, source A–Z and output A–Z', async () => {
    const style = 'gen_z_spanish';
    const m = marker();
    const a = await seed(style, {
      sourceText: `Bravo ${m}`,
      finalOutput: `delta ${m}`,
      createdAt: at(-500),
      updatedAt: at(-10),
      requestCount: 3,
    });
    const b = await seed(style, {
      sourceText: `alpha ${m}`,
      finalOutput: `Charlie ${m}`,
      createdAt: at(-400),
      updatedAt: at(-30),
      requestCount: 10,
    });
    const c = await seed(style, {
      sourceText: `charlie ${m}`,
      finalOutput: `alpha ${m}`,
      createdAt: at(-300),
      updatedAt: at(-50),
      requestCount: 0,
    });
    const d = await seed(style, {
      sourceText: `Delta ${m}`,
      finalOutput: `bravo ${m}`,
      createdAt: at(-200),
      updatedAt: at(-20),
      requestCount: 3,
    });
    const sorted = async (sort?: string) =>
      idsOf(await list({ style, search: m, ...(sort ? { sort } : {}) }));

    // Ties in requests: the more recently changed first.
    expect(await sorted('requested')).toEqual([b, a, d, c]);
    expect(await sorted('newest')).toEqual([a, d, b, c]);
    expect(await sorted()).toEqual([a, d, b, c]);
    expect(await sorted('oldest')).toEqual([c, b, d, a]);
    expect(await sorted('created_newest')).toEqual([d, c, b, a]);
    expect(await sorted('created_oldest')).toEqual([a, b, c, d]);
    // A–Z ignores case.
    expect(await sorted('source_az')).toEqual([b, a, c, d]);
    expect(await sorted('output_az')).toEqual([c, d, b, a]);
  });

  it('answers bad list input with 400 {error, code} and a clear message', async () => {
    const cases: [Record<string, string>, string | RegExp][] = [
      [{ style: 'klingon' }, /^Unknown style\. Use one of: gen_z_english, .*persian_slang\.$/],
      [{}, /^Unknown style\./],
      [
        { style: 'gen_z_english', status: 'archived' },
        'status must be all, pending, approved or rejected.',
      ],
      [{ style: 'gen_z_english', page: '0' }, 'page must be a whole number from 1.'],
      [{ style: 'gen_z_english', page: '-1' }, 'page must be a whole number from 1.'],
      [{ style: 'gen_z_english', page: '1.5' }, 'page must be a whole number from 1.'],
      [{ style: 'gen_z_english', page: 'two' }, 'page must be a whole number from 1.'],
      [{ style: 'gen_z_english', search: 'a\u0000b' }, UNSAFE_TEXT_MESSAGE],
      [
        { style: 'gen_z_english', search: 'x'.repeat(201) },
        'Search must be 200 characters or less.',
      ],
      [
        { style: 'gen_z_english', sort: 'random' },
        /^sort must be one of: requested, newest, oldest/,
      ],
    ];
    for (const [params, message] of cases) {
      const response = await call(admin, 'GET', `/api/editor/translations?${query(params)}`);
      expectError(response, 400, 'VALIDATION_FAILED', message);
    }
    // The export checks its query the same way.
    expectError(
      await call(admin, 'GET', '/api/editor/translations/export?style=klingon'),
      400,
      'VALIDATION_FAILED',
      /^Unknown style\./,
    );
    expectError(
      await call(admin, 'GET', '/api/editor/translations/export?style=gen_z_english&status=x'),
      400,
      'VALIDATION_FAILED',
      'status must be all, pending, approved or rejected.',
    );
  });

  // --- Add New Slang ----------------------------------------------------------------------------------------

  it('adds new slang in every script as a pending editor entry with a server-derived keyHash and history', async () => {
    const m = marker();
    const cases: { style: EditorStyle; sourceText: string; finalOutput: string }[] = [
      { style: 'iraqi_arabic', sourceText: `كيف حالك ${m}`, finalOutput: 'شلونك، شكو ماكو؟' },
      {
        style: 'persian_slang',
        sourceText: `می${ZWNJ}خواهم بروم ${m}`,
        finalOutput: `می${ZWNJ}خوام برم!`,
      },
      { style: 'russian_genz', sourceText: `Это круто ${m}`, finalOutput: 'Это кринж, бро?' },
      {
        style: 'gen_z_spanish',
        sourceText: `¿Qué tal? ${m}`,
        finalOutput: '¡Está chulísimo, tío!',
      },
      {
        style: 'gen_z_english',
        sourceText: `It’s very good ${m}`,
        finalOutput: "it's bussin', no cap.",
      },
    ];
    for (const { style, sourceText, finalOutput } of cases) {
      const response = await call(admin, 'POST', '/api/editor/add-slang', {
        sourceText: `  ${sourceText} `,
        finalOutput,
        targetStyle: style,
        notes: 'added in a test',
        // The spec's client sends these; the server derives its own.
        keyHash: 'gen_z_english|something else',
        editorUserId: english.userId,
        status: 'pending',
      });
      const created = ok<EditorTranslation>(response, 201);
      expect(() => editorTranslationSchema.parse(created)).not.toThrow();
      expect(created).toMatchObject({
        keyHash: translationKeyHash(style, sourceText),
        targetStyle: style,
        sourceText,
        finalOutput,
        notes: 'added in a test',
        status: 'pending',
        origin: 'editor',
        version: 1,
        requestCount: 0,
        isLocked: false,
      });
      expect((await rowOf(created.id))?.editorUserId).toBe(admin.userId);
      const [change] = await historyOf(created.id);
      expect(change).toMatchObject({
        action: 'created',
        actorName: 'Ada Admin',
        before: null,
        after: { finalOutput, notes: 'added in a test', status: 'pending' },
      });
    }

    // A style's editor adds to their own style; the entry is theirs.
    const own = ok<EditorTranslation>(
      await call(english, 'POST', '/api/editor/add-slang', {
        sourceText: `Très bien ${m}`,
        finalOutput: 'Déjà vu vibes',
        targetStyle: 'gen_z_english',
      }),
      201,
    );
    expect((await rowOf(own.id))?.editorUserId).toBe(english.userId);
  });

  it('refuses new slang that breaks the character rule, with the spec’s messages, and stores nothing', async () => {
    const m = marker();
    const base = {
      sourceText: `valid source ${m}`,
      finalOutput: 'valid output',
      targetStyle: 'gen_z_english',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ sourceText: `<script>alert(1)</script> ${m}` }, SOURCE_TEXT_MESSAGE],
      [{ sourceText: '   ' }, SOURCE_TEXT_MESSAGE],
      [{ sourceText: '' }, SOURCE_TEXT_MESSAGE],
      [{ sourceText: `lit 🔥 ${m}` }, SOURCE_TEXT_MESSAGE],
      [{ sourceText: `a = b ${m}` }, SOURCE_TEXT_MESSAGE],
      [{ finalOutput: 'so lit 🔥' }, TRANSLATION_TEXT_MESSAGE],
      [{ finalOutput: '=1+1' }, TRANSLATION_TEXT_MESSAGE],
      [{ finalOutput: '<b>bold</b>' }, TRANSLATION_TEXT_MESSAGE],
      [{ finalOutput: ' \t ' }, TRANSLATION_TEXT_MESSAGE],
      [{ finalOutput: 'a\u0000b' }, UNSAFE_TEXT_MESSAGE],
      [{ sourceText: `${'a'.repeat(200)} ${m}` }, 'Source text must be 200 characters or less.'],
      [{ finalOutput: 'b'.repeat(501) }, 'Translation must be 500 characters or less.'],
      [
        { targetStyle: 'klingon' },
        'Unknown style. Use one of: gen_z_english, gen_z_spanish, rioplatense_spanish, iraqi_arabic, russian_genz, persian_slang.',
      ],
      [{ status: 'approved' }, 'New slang is always submitted as pending.'],
    ];
    for (const [change, message] of cases) {
      const response = await call(admin, 'POST', '/api/editor/add-slang', { ...base, ...change });
      expectError(response, 400, 'VALIDATION_FAILED', message);
    }
    const stored = await context.db
      .select()
      .from(editorTranslations)
      .where(eq(editorTranslations.keyHash, translationKeyHash('gen_z_english', base.sourceText)));
    expect(stored).toEqual([]);
  });

  it('refuses a duplicate of a live entry with 409 (any case and spacing); a rejected one does not count', async () => {
    const m = marker();
    const first = ok<EditorTranslation>(
      await call(english, 'POST', '/api/editor/add-slang', {
        sourceText: `Spill the tea ${m}`,
        finalOutput: 'tell me everything',
        targetStyle: 'gen_z_english',
      }),
      201,
    );
    const duplicate = await call(english, 'POST', '/api/editor/add-slang', {
      sourceText: `  spill   THE tea ${m.toUpperCase()} `,
      finalOutput: 'another take',
      targetStyle: 'gen_z_english',
    });
    const error = expectError(duplicate, 409, 'CONFLICT', 'This slang already exists.');
    expect(error.details).toMatchObject({ current: { id: first.id } });
    // The same text in another style is not a duplicate.
    ok(
      await call(admin, 'POST', '/api/editor/add-slang', {
        sourceText: `Spill the tea ${m}`,
        finalOutput: 'cuéntamelo todo',
        targetStyle: 'gen_z_spanish',
      }),
      201,
    );
    // A rejected candidate is not live: the text can be added again.
    const rejectedSource = `no cap ${m}`;
    await seed('gen_z_english', { sourceText: rejectedSource, status: 'rejected' });
    ok(
      await call(english, 'POST', '/api/editor/add-slang', {
        sourceText: rejectedSource,
        finalOutput: 'for real',
        targetStyle: 'gen_z_english',
      }),
      201,
    );
  });

  it('checks for duplicates by keyHash: {exists, translation}; bad keys are 400s', async () => {
    const m = marker();
    const keyHash = translationKeyHash('gen_z_english', `Main character energy ${m}`);
    const check = async (key: string, session = english) => {
      const body = ok<CheckDuplicateResponse>(
        await call(session, 'GET', `/api/editor/check-duplicate?${query({ keyHash: key })}`),
      );
      expect(() => checkDuplicateResponseSchema.parse(body)).not.toThrow();
      return body;
    };
    expect(await check(keyHash)).toEqual({ exists: false, translation: null });

    const created = ok<EditorTranslation>(
      await call(english, 'POST', '/api/editor/add-slang', {
        sourceText: `Main  Character energy ${m}`,
        finalOutput: 'the main one',
        targetStyle: 'gen_z_english',
      }),
      201,
    );
    expect(created.keyHash).toBe(keyHash);
    const found = await check(keyHash);
    expect(found).toMatchObject({
      exists: true,
      translation: { id: created.id, finalOutput: 'the main one' },
    });
    // Admins check any style.
    expect((await check(keyHash, admin)).exists).toBe(true);

    for (const [key, message] of [
      ['no style here', 'keyHash must be a style key, "|" and the source text.'],
      ['klingon|hello', 'keyHash must be a style key, "|" and the source text.'],
      ['gen_z_english', 'keyHash must be a style key, "|" and the source text.'],
      [`gen_z_english|${'x'.repeat(260)}`, 'keyHash is too long.'],
    ] as const) {
      expectError(
        await call(english, 'GET', `/api/editor/check-duplicate?${query({ keyHash: key })}`),
        400,
        'VALIDATION_FAILED',
        message,
      );
    }
    expectError(
      await call(english, 'GET', '/api/editor/check-duplicate'),
      400,
      'VALIDATION_FAILED',
      /./,
    );
  });

  // --- Edits ------------------------------------------------------------------------------------------------

  it('saves an edit based on the current version: version + 1, and the change recorded (who, before, after)', async () => {
    const m = marker();
    const created = ok<EditorTranslation>(
      await call(english, 'POST', '/api/editor/add-slang', {
        sourceText: `That is cool ${m}`,
        finalOutput: 'that slaps',
        targetStyle: 'gen_z_english',
      }),
      201,
    );
    const edited = ok<EditorTranslation>(
      await call(english, 'PATCH', `/api/editor/translations/${created.id}`, {
        finalOutput: '  that slaps fr  ',
        notes: 'more natural',
        version: 1,
      }),
    );
    expect(edited).toMatchObject({
      id: created.id,
      finalOutput: 'that slaps fr',
      notes: 'more natural',
      status: 'pending',
      version: 2,
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    // Notes alone; an empty note clears it.
    const cleared = ok<EditorTranslation>(
      await call(english, 'PATCH', `/api/editor/translations/${created.id}`, {
        notes: '',
        version: 2,
      }),
    );
    expect(cleared).toMatchObject({ finalOutput: 'that slaps fr', notes: null, version: 3 });

    const changes = await historyOf(created.id, english);
    expect(changes.map((change) => change.action)).toEqual(['edited', 'edited', 'created']);
    expect(changes[1]).toMatchObject({
      action: 'edited',
      actorName: 'Eddie English',
      before: { finalOutput: 'that slaps', notes: null, status: 'pending' },
      after: { finalOutput: 'that slaps fr', notes: 'more natural', status: 'pending' },
      createdAt: expect.stringMatching(ISO_DATE) as unknown,
    });
    expect(changes[0]).toMatchObject({
      before: { notes: 'more natural' },
      after: { notes: null },
    });
    const [stored] = await context.db
      .select()
      .from(editorTranslationChanges)
      .where(
        and(
          eq(editorTranslationChanges.translationId, created.id),
          eq(editorTranslationChanges.action, 'edited'),
        ),
      )
      .limit(1);
    expect(stored?.actorId).toBe(english.userId);
    expect((await rowOf(created.id))?.editorUserId).toBe(english.userId);
  });

  it('refuses a save based on a stale version with 409 CONFLICT carrying the current text', async () => {
    const m = marker();
    const id = await seed('gen_z_english', { sourceText: `stale ${m}`, finalOutput: 'first text' });
    // Two editors open the form at version 1; the first saves.
    ok(
      await call(admin, 'PATCH', `/api/editor/translations/${id}`, {
        finalOutput: 'the admin’s text',
        version: 1,
      }),
    );
    const stale = await call(english, 'PATCH', `/api/editor/translations/${id}`, {
      finalOutput: 'the editor’s text',
      notes: 'would overwrite',
      version: 1,
    });
    const error = expectError(
      stale,
      409,
      'CONFLICT',
      /changed this translation while you were editing/,
    );
    const details = error.details as { current: EditorTranslation };
    expect(() => editorTranslationSchema.parse(details.current)).not.toThrow();
    expect(details.current).toMatchObject({ id, finalOutput: 'the admin’s text', version: 2 });
    // Nothing was overwritten, and nothing recorded for the refused save.
    expect(await rowOf(id)).toMatchObject({
      finalOutput: 'the admin’s text',
      version: 2,
      notes: null,
    });
    expect((await historyOf(id)).map((change) => change.action)).toEqual(['edited']);
    // A version from the future is stale too; the current one saves.
    expect(
      (
        await call(english, 'PATCH', `/api/editor/translations/${id}`, {
          finalOutput: 'x',
          version: 3,
        })
      ).statusCode,
    ).toBe(409);
    const saved = ok<EditorTranslation>(
      await call(english, 'PATCH', `/api/editor/translations/${id}`, {
        finalOutput: 'the editor’s text',
        version: 2,
      }),
    );
    expect(saved.version).toBe(3);
  });

  it('lets two concurrent saves of one version both read it but only one win', async () => {
    const id = await seed('gen_z_english', { sourceText: `race ${marker()}` });
    const results = await Promise.all(
      ['one', 'two'].map((text) =>
        call(english, 'PATCH', `/api/editor/translations/${id}`, { finalOutput: text, version: 1 }),
      ),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((result) => result.statusCode === 200)!.json<EditorTranslation>();
    expect(await rowOf(id)).toMatchObject({ finalOutput: winner.finalOutput, version: 2 });
  });

  it('keeps a locked entry from edits and approval (409); only admins lock and unlock (editors: 403)', async () => {
    const id = await seed('gen_z_english', {
      sourceText: `lock ${marker()}`,
      finalOutput: 'locked text',
    });

    // An editor may not lock (nor unlock), whatever else the body holds.
    expectError(
      await call(english, 'PATCH', `/api/editor/translations/${id}`, {
        isLocked: true,
        version: 1,
      }),
      403,
      'FORBIDDEN',
      'Only admins can lock or unlock translations.',
    );
    expectError(
      await call(english, 'PATCH', `/api/editor/translations/${id}`, {
        finalOutput: 'sneaky',
        isLocked: false,
        version: 1,
      }),
      403,
      'FORBIDDEN',
      'Only admins can lock or unlock translations.',
    );
    expect(await rowOf(id)).toMatchObject({
      isLocked: false,
      finalOutput: 'locked text',
      version: 1,
    });

    const locked = ok<EditorTranslation>(
      await call(admin, 'PATCH', `/api/editor/translations/${id}`, { isLocked: true, version: 1 }),
    );
    expect(locked).toMatchObject({ isLocked: true, version: 2 });
    const lockedMessage =
      'This translation is locked and cannot be edited. Ask an admin to unlock it.';
    expectError(
      await call(english, 'PATCH', `/api/editor/translations/${id}`, {
        finalOutput: 'edit',
        version: 2,
      }),
      409,
      'CONFLICT',
      lockedMessage,
    );
    expectError(
      await call(english, 'POST', `/api/editor/translations/${id}/approve`, {}),
      409,
      'CONFLICT',
      lockedMessage,
    );
    // Admins too must unlock first.
    expectError(
      await call(admin, 'PATCH', `/api/editor/translations/${id}`, {
        finalOutput: 'edit',
        version: 2,
      }),
      409,
      'CONFLICT',
      lockedMessage,
    );
    expect(await rowOf(id)).toMatchObject({
      finalOutput: 'locked text',
      status: 'pending',
      version: 2,
    });

    const unlocked = ok<EditorTranslation>(
      await call(admin, 'PATCH', `/api/editor/translations/${id}`, { isLocked: false, version: 2 }),
    );
    expect(unlocked).toMatchObject({ isLocked: false, version: 3 });
    ok(
      await call(english, 'PATCH', `/api/editor/translations/${id}`, {
        finalOutput: 'now editable',
        version: 3,
      }),
    );
    expect((await historyOf(id)).map((change) => change.action)).toEqual([
      'edited',
      'unlocked',
      'locked',
    ]);

    // A locked entry is not displaced either: approving another candidate of its key would reject it.
    const lockedSource = `locked approved ${marker()}`;
    const approvedLocked = await seed('gen_z_english', {
      sourceText: lockedSource,
      status: 'approved',
      isLocked: true,
    });
    const sibling = await seed('gen_z_english', {
      sourceText: lockedSource,
      finalOutput: 'a competing take',
    });
    expectError(
      await call(admin, 'POST', `/api/editor/translations/${sibling}/approve`, {}),
      409,
      'CONFLICT',
      'Another translation of this text is locked, and approving this one would reject it. Ask an admin to unlock it.',
    );
    expect(await rowOf(approvedLocked)).toMatchObject({ status: 'approved', version: 1 });
    expect(await rowOf(sibling)).toMatchObject({ status: 'pending', version: 1 });
  });

  it('answers bad edit input with 400 and a clear message; an unknown id is a 404', async () => {
    const id = await seed('gen_z_english', { sourceText: `bad edit ${marker()}` });
    const cases: [unknown, string | RegExp][] = [
      [{ finalOutput: '   ', version: 1 }, 'The translation must not be empty.'],
      [
        { finalOutput: 'x'.repeat(5001), version: 1 },
        'The translation must be 5000 characters or less.',
      ],
      [{ notes: 'n'.repeat(1001), version: 1 }, 'Notes must be 1000 characters or less.'],
      [
        { finalOutput: 'no version' },
        'version must be the whole number the entry was loaded with.',
      ],
      [
        { finalOutput: 'x', version: 0 },
        'version must be the whole number the entry was loaded with.',
      ],
      [
        { finalOutput: 'x', version: '1' },
        'version must be the whole number the entry was loaded with.',
      ],
      [{ version: 1 }, 'Nothing to change: send finalOutput, notes or isLocked.'],
      [{ finalOutput: 'a\u0000b', version: 1 }, UNSAFE_TEXT_MESSAGE],
      [{ isLocked: 'yes', version: 1 }, 'isLocked must be true or false.'],
    ];
    for (const [body, message] of cases) {
      expectError(
        await call(admin, 'PATCH', `/api/editor/translations/${id}`, body),
        400,
        'VALIDATION_FAILED',
        message,
      );
    }
    expect(await rowOf(id)).toMatchObject({ version: 1 });
    expectError(
      await call(admin, 'PATCH', '/api/editor/translations/not-a-uuid', {
        finalOutput: 'x',
        version: 1,
      }),
      400,
      'VALIDATION_FAILED',
      'Unknown translation id.',
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await call(admin, 'PATCH', `/api/editor/translations/${unknown}`, {
        finalOutput: 'x',
        version: 1,
      }),
      await call(admin, 'POST', `/api/editor/translations/${unknown}/approve`, {}),
      await call(admin, 'GET', `/api/editor/translations/${unknown}/history`),
    ]) {
      expectError(response, 404, 'NOT_FOUND', 'This translation no longer exists.');
    }
  });

  // --- Approval ---------------------------------------------------------------------------------------------

  it('approves a candidate and rejects the other candidates of its key: at most one approved per key', async () => {
    const style = 'gen_z_english';
    const sourceText = `Candidate text ${marker()}`;
    const keyHash = translationKeyHash(style, sourceText);
    const first = await seed(style, { sourceText, finalOutput: 'first take' });
    const second = await seed(style, {
      sourceText: sourceText.toUpperCase(),
      keyHash,
      finalOutput: 'machine take',
      machineOutput: 'machine take',
      engine: 'style-engine',
      origin: 'translator',
      requestCount: 4,
    });
    const third = await seed(style, { sourceText, finalOutput: 'third take' });
    const otherKey = await seed(style, { sourceText: `${sourceText} but longer` });

    const approved = ok<EditorTranslation>(
      await call(english, 'POST', `/api/editor/translations/${first}/approve`, {}),
    );
    expect(approved).toMatchObject({ id: first, status: 'approved', version: 2 });
    expect(await rowOf(second)).toMatchObject({ status: 'rejected', version: 2 });
    expect(await rowOf(third)).toMatchObject({ status: 'rejected', version: 2 });
    expect(await rowOf(otherKey)).toMatchObject({ status: 'pending', version: 1 });
    const [rejection] = await historyOf(second);
    expect(rejection).toMatchObject({
      action: 'rejected',
      actorName: 'Eddie English',
      before: { status: 'pending' },
      after: { status: 'rejected', finalOutput: 'machine take' },
    });
    expect((await historyOf(first))[0]).toMatchObject({
      action: 'approved',
      actorName: 'Eddie English',
      before: { status: 'pending' },
      after: { status: 'approved', finalOutput: 'first take' },
    });

    // Approving twice is a 409 and changes nothing.
    expectError(
      await call(english, 'POST', `/api/editor/translations/${first}/approve`, {}),
      409,
      'CONFLICT',
      'This translation is already approved.',
    );
    // Approving another candidate moves the approval: still exactly one. (No body at all, as the spec's
    // approve is sent, is the same as {}.)
    ok(await call(admin, 'POST', `/api/editor/translations/${second}/approve`));
    const rows = await context.db
      .select()
      .from(editorTranslations)
      .where(eq(editorTranslations.keyHash, keyHash));
    expect(rows.filter((row) => row.status === 'approved').map((row) => row.id)).toEqual([second]);
    expect(rows.find((row) => row.id === first)?.status).toBe('rejected');
  });

  it('keeps one approved translation per key when two candidates are approved at once', async () => {
    const style = 'gen_z_english';
    const sourceText = `concurrent approval ${marker()}`;
    const ids = [
      await seed(style, { sourceText, finalOutput: 'take one' }),
      await seed(style, { sourceText, finalOutput: 'take two' }),
    ];
    const results = await Promise.all(
      ids.map((id) => call(english, 'POST', `/api/editor/translations/${id}/approve`, {})),
    );
    // Approvals of one key run one after the other: both succeed, the later one wins.
    expect(results.map((result) => result.statusCode)).toEqual([200, 200]);
    const rows = await context.db
      .select()
      .from(editorTranslations)
      .where(eq(editorTranslations.keyHash, translationKeyHash(style, sourceText)));
    expect(rows.filter((row) => row.status === 'approved')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'rejected')).toHaveLength(1);
  });

  it('refuses an approval based on a stale version (409 with the current entry)', async () => {
    const id = await seed('gen_z_english', { sourceText: `approve stale ${marker()}` });
    ok(
      await call(english, 'PATCH', `/api/editor/translations/${id}`, {
        finalOutput: 'changed',
        version: 1,
      }),
    );
    const stale = await call(english, 'POST', `/api/editor/translations/${id}/approve`, {
      version: 1,
    });
    const error = expectError(stale, 409, 'CONFLICT', /changed this translation/);
    expect(error.details).toMatchObject({ current: { id, finalOutput: 'changed', version: 2 } });
    expect((await rowOf(id))?.status).toBe('pending');
    const approved = ok<EditorTranslation>(
      await call(english, 'POST', `/api/editor/translations/${id}/approve`, { version: 2 }),
    );
    expect(approved).toMatchObject({ status: 'approved', version: 3 });
    expectError(
      await call(english, 'POST', `/api/editor/translations/${id}/approve`, { version: 'x' }),
      400,
      'VALIDATION_FAILED',
      'version must be the whole number the entry was loaded with.',
    );
  });

  // --- CSV export -------------------------------------------------------------------------------------------

  it('exports a style as a CSV download: BOM, header, the list’s rows, quoting, formulas neutralised', async () => {
    const style = 'iraqi_arabic';
    const m = marker();
    const dangerous = [
      `=HYPERLINK("http://example.com","x") ${m}`,
      `+1+1 ${m}`,
      `-2+3 ${m}`,
      `@SUM(A1:A2) ${m}`,
      `\tTabbed ${m}`,
      `\rCarriage ${m}`,
    ];
    for (const [index, finalOutput] of dangerous.entries()) {
      await seed(style, {
        sourceText: `dangerous ${index} ${m}`,
        finalOutput,
        origin: 'translator',
        machineOutput: finalOutput,
        engine: 'style-engine',
        requestCount: index + 1,
      });
    }
    await seed(style, {
      sourceText: `=1+1 source ${m}`,
      finalOutput: `He said "hi", then\nleft, ${m}`,
      notes: "=cmd|' /C calc'!A0",
    });
    await seed(style, {
      sourceText: `شلونك ${m}`,
      finalOutput: 'زين، الحمد لله',
      status: 'approved',
      isLocked: true,
    });
    await seed(style, { sourceText: `rejected ${m}`, status: 'rejected' });

    const response = await call(
      admin,
      'GET',
      `/api/editor/translations/export?style=${style}&status=all`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="slangbridge-${style}-all-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // The UTF-8 byte order mark first, so spreadsheets read Arabic and Persian right.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.rawPayload.toString('utf8');
    expect(
      text.startsWith(
        '\uFEFFSource text,Translation,Status,Notes,Origin,Requests,Locked,Created,Updated\n',
      ),
    ).toBe(true);

    // Quoting: commas, quotes (doubled) and newlines inside one cell; every dangerous start prefixed with '.
    expect(text).toContain(`"He said ""hi"", then\nleft, ${m}"`);
    expect(text).toContain(`"'=HYPERLINK(""http://example.com"",""x"") ${m}"`);
    expect(text).toContain(`'=1+1 source ${m},`);
    expect(text).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(text).toContain(`"'\rCarriage ${m}"`);

    const [header, ...records] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Source text',
      'Translation',
      'Status',
      'Notes',
      'Origin',
      'Requests',
      'Locked',
      'Created',
      'Updated',
    ]);
    // No cell starts with a character a spreadsheet would run as a formula.
    for (const record of records) {
      expect(record).toHaveLength(9);
      for (const cell of record) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    const byOutput = new Map(records.map((record) => [record[1], record]));
    for (const output of dangerous) expect(byOutput.has(`'${output}`), output).toBe(true);
    expect(byOutput.get('زين، الحمد لله')).toEqual([
      `شلونك ${m}`,
      'زين، الحمد لله',
      'approved',
      '',
      'editor',
      '0',
      'yes',
      expect.stringMatching(ISO_DATE),
      expect.stringMatching(ISO_DATE),
    ]);
    expect(byOutput.get(`'+1+1 ${m}`)?.slice(2, 7)).toEqual([
      'pending',
      '',
      'translator',
      '2',
      'no',
    ]);

    // The rows are those of the list for the same style and status (oldest first, as the export orders them).
    await expectExportMatchesList(style, 'all', m);
    await expectExportMatchesList(style, 'approved', m);
    await expectExportMatchesList(style, 'pending', m);

    // A status filter exports that status only.
    const approvedOnly = parseCsv(
      (
        await call(admin, 'GET', `/api/editor/translations/export?style=${style}&status=approved`)
      ).body.slice(1),
    ).slice(1);
    expect(approvedOnly.every((record) => record[2] === 'approved')).toBe(true);
    expect(approvedOnly.map((record) => record[0])).toContain(`شلونك ${m}`);
    expect(approvedOnly.map((record) => record[0])).not.toContain(`rejected ${m}`);
  });

  it('exports a style with nothing in it as the BOM and the header row', async () => {
    const response = await call(
      admin,
      'GET',
      '/api/editor/translations/export?style=russian_genz&status=rejected',
    );
    expect(response.statusCode).toBe(200);
    const header =
      '\uFEFFSource text,Translation,Status,Notes,Origin,Requests,Locked,Created,Updated\n';
    // PGlite is this file's own database; the shared PostgreSQL one may hold other files' rows.
    if (context.kind === 'pglite') expect(response.body).toBe(header);
    else expect(response.body.startsWith(header)).toBe(true);
  });

  /** The export's records equal the list's entries (all pages) for style + status, field by field. */
  async function expectExportMatchesList(style: EditorStyle, status: string, m: string) {
    const entries: EditorTranslation[] = [];
    for (let page = 1; ; page++) {
      const body = await list({ style, status, sort: 'created_oldest', page });
      entries.push(...body.translations);
      if (page >= body.totalPages) break;
    }
    const exported = parseCsv(
      (
        await call(admin, 'GET', `/api/editor/translations/export?style=${style}&status=${status}`)
      ).body.slice(1),
    ).slice(1);
    const expected = entries.map((entry) =>
      [
        entry.sourceText,
        entry.finalOutput,
        entry.status,
        entry.notes ?? '',
        entry.origin,
        String(entry.requestCount),
        entry.isLocked ? 'yes' : 'no',
        entry.createdAt,
        entry.updatedAt,
      ].map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)),
    );
    if (context.kind === 'pglite') {
      expect(exported).toEqual(expected);
    } else {
      // Other files add to the shared database meanwhile: compare this test's rows.
      const mine = (records: string[][]) => records.filter((record) => record[0]!.includes(m));
      expect(mine(exported)).toEqual(mine(expected));
      expect(mine(exported).length).toBeGreaterThan(0);
    }
  }

  // --- Another style's editor -------------------------------------------------------------------------------

  it('refuses an editor of another style on every call about a real entry (403), changing nothing', async () => {
    const sourceText = `English only ${marker()}`;
    const id = await seed('gen_z_english', { sourceText, finalOutput: 'untouched' });
    const keyHash = translationKeyHash('gen_z_english', sourceText);
    const calls: [ApiMethod, string, unknown?][] = [
      ['GET', '/api/editor/gen_z_english'],
      ['GET', '/api/editor/translations?style=gen_z_english'],
      [
        'GET',
        `/api/editor/translations?style=gen_z_english&search=${encodeURIComponent(sourceText)}`,
      ],
      ['GET', '/api/editor/translations/export?style=gen_z_english&status=all'],
      ['GET', `/api/editor/check-duplicate?${query({ keyHash })}`],
      [
        'POST',
        '/api/editor/add-slang',
        { sourceText: `${sourceText} two`, finalOutput: 'nope', targetStyle: 'gen_z_english' },
      ],
      ['GET', `/api/editor/translations/${id}/history`],
      ['PATCH', `/api/editor/translations/${id}`, { finalOutput: 'hijacked', version: 1 }],
      ['PATCH', `/api/editor/translations/${id}`, { notes: 'hijacked', version: 1 }],
      ['POST', `/api/editor/translations/${id}/approve`, {}],
      ['POST', `/api/editor/translations/${id}/approve`, { version: 1 }],
    ];
    for (const session of [spanish, persian]) {
      for (const [method, url, body] of calls) {
        const response = await call(session, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json<ApiError>()).toMatchObject({
          code: 'FORBIDDEN',
          error: 'You do not have sufficient privileges for this action.',
        });
      }
    }
    expect(await rowOf(id)).toMatchObject({
      finalOutput: 'untouched',
      notes: null,
      status: 'pending',
      version: 1,
    });
    const added = await context.db
      .select()
      .from(editorTranslations)
      .where(
        eq(editorTranslations.keyHash, translationKeyHash('gen_z_english', `${sourceText} two`)),
      );
    expect(added).toEqual([]);
    expect(await historyOf(id)).toEqual([]);

    // Their own style still works, and the English editor's does too.
    expect((await call(persian, 'GET', '/api/editor/persian_slang')).statusCode).toBe(200);
    expect((await call(english, 'GET', `/api/editor/translations/${id}/history`)).statusCode).toBe(
      200,
    );
  });

  it('refuses signed-in users without an editor role (403) and anonymous callers (401)', async () => {
    const id = await seed('gen_z_english', { sourceText: `no role ${marker()}` });
    const plain = await createSignedInUser(context.app, { label: 'plain' });
    for (const [method, url] of [
      ['GET', '/api/editor/gen_z_english'],
      ['PATCH', `/api/editor/translations/${id}`],
      ['POST', `/api/editor/translations/${id}/approve`],
    ] as const) {
      const body = method === 'GET' ? undefined : { finalOutput: 'x', version: 1 };
      expect((await call(plain, method, url, body)).statusCode).toBe(403);
      const anonymous = await context.app.inject({
        method,
        url,
        headers: JSON_HEADERS,
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await rowOf(id)).toMatchObject({ version: 1, status: 'pending' });
  });
});

/** A small RFC 4180 reader (quoted cells with doubled quotes, commas and line breaks; \n between records). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (cell || record.length) records.push([...record, cell]);
  return records;
}

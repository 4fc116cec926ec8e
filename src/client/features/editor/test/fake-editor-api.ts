// A fake of the editor API for the component tests: entries per style, searched, filtered, sorted and paged like
// the server does (20 a page), versions checked on save, locks respected, duplicates found by key.
import type { EditorStyle } from '@shared/roles';
import type { EditorChange, EditorTranslation } from '@shared/schemas/editor';
import { translationKeyHash } from '@shared/schemas/translate';
import { stubFetch } from '@client/test/render';

const HOUR = 60 * 60 * 1000;
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
export const hoursAgo = (hours: number) => ago(hours * HOUR);

let counter = 0;

export function entry(overrides: Partial<EditorTranslation> = {}): EditorTranslation {
  counter += 1;
  const style = overrides.targetStyle ?? 'gen_z_english';
  const sourceText = overrides.sourceText ?? `text ${counter}`;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    keyHash: translationKeyHash(style, sourceText),
    targetStyle: style,
    sourceText,
    finalOutput: `output ${counter}`,
    machineOutput: null,
    engine: null,
    origin: 'editor',
    status: 'pending',
    notes: null,
    isLocked: false,
    version: 1,
    requestCount: 0,
    createdAt: hoursAgo(counter),
    updatedAt: hoursAgo(counter),
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };

export interface FakeEditorApi {
  calls: { url: string; init: RequestInit | undefined }[];
  entries: () => EditorTranslation[];
  /** Someone else's save: the entry's text changes and its version goes up. */
  saveAsSomeoneElse: (id: string, finalOutput: string) => EditorTranslation;
  listRequests: () => URL[];
  bodyOf: (method: string, path: string) => unknown;
}

export function fakeEditorApi({
  entries: initial = [],
  history = {},
  listReply,
  addReply,
  approveReply,
}: {
  entries?: EditorTranslation[];
  history?: Record<string, EditorChange[]>;
  listReply?: () => Reply | undefined;
  addReply?: () => Reply | undefined;
  approveReply?: () => Reply | undefined;
} = {}): FakeEditorApi {
  let list = [...initial];
  const replace = (next: EditorTranslation) =>
    (list = list.map((item) => (item.id === next.id ? next : item)));

  const calls = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const body = init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};

    if (pathname === '/api/telemetry') return { status: 204 };

    if (pathname === '/api/editor/translations' && method === 'GET') {
      const failure = listReply?.();
      if (failure) return failure;
      const style = searchParams.get('style') as EditorStyle;
      const status = searchParams.get('status') ?? 'all';
      const search = searchParams.get('search')?.toLowerCase() ?? '';
      const page = Number(searchParams.get('page') ?? '1');
      const ofStyle = list.filter((item) => item.targetStyle === style);
      const matching = ofStyle.filter(
        (item) =>
          (status === 'all' || item.status === status) &&
          (item.sourceText.toLowerCase().includes(search) ||
            item.finalOutput.toLowerCase().includes(search)),
      );
      const pageSize = 20;
      return {
        status: 200,
        body: {
          translations: matching.slice((page - 1) * pageSize, page * pageSize),
          total: matching.length,
          pendingCount: ofStyle.filter((item) => item.status === 'pending').length,
          approvedCount: ofStyle.filter((item) => item.status === 'approved').length,
          styleTotal: ofStyle.length,
          page,
          pageSize,
          totalPages: Math.ceil(matching.length / pageSize),
        },
      };
    }

    if (pathname === '/api/editor/check-duplicate') {
      const key = searchParams.get('keyHash');
      const found = list.find((item) => item.keyHash === key) ?? null;
      return { status: 200, body: { exists: !!found, translation: found } };
    }

    if (pathname === '/api/editor/add-slang' && method === 'POST') {
      const failure = addReply?.();
      if (failure) return failure;
      const added = entry({
        targetStyle: body.targetStyle as string,
        sourceText: body.sourceText as string,
        finalOutput: body.finalOutput as string,
        notes: (body.notes as string | undefined) ?? null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      });
      list = [added, ...list];
      return { status: 201, body: added };
    }

    const match = /^\/api\/editor\/translations\/([^/]+)(?:\/(history|approve))?$/.exec(pathname);
    if (match?.[1]) {
      const id = decodeURIComponent(match[1]);
      const current = list.find((item) => item.id === id);
      if (!current)
        return { status: 404, body: { error: 'Unknown translation.', code: 'NOT_FOUND' } };
      if (match[2] === 'history') return { status: 200, body: { changes: history[id] ?? [] } };
      if (match[2] === 'approve') {
        const failure = approveReply?.();
        if (failure) return failure;
        if (body.version !== undefined && body.version !== current.version) {
          return {
            status: 409,
            body: { error: 'Changed meanwhile.', code: 'CONFLICT', details: { current } },
          };
        }
        const next = { ...current, status: 'approved' as const, version: current.version + 1 };
        replace(next);
        return { status: 200, body: next };
      }
      if (method === 'PATCH') {
        if (body.version !== current.version) {
          return {
            status: 409,
            body: {
              error: 'Someone else saved this entry while you were editing.',
              code: 'CONFLICT',
              details: { current },
            },
          };
        }
        if (current.isLocked && body.isLocked === undefined) {
          return {
            status: 409,
            body: { error: 'This entry is locked and cannot be edited.', code: 'CONFLICT' },
          };
        }
        const next: EditorTranslation = {
          ...current,
          ...(typeof body.finalOutput === 'string' ? { finalOutput: body.finalOutput } : {}),
          ...(typeof body.notes === 'string' ? { notes: body.notes } : {}),
          ...(typeof body.isLocked === 'boolean' ? { isLocked: body.isLocked } : {}),
          version: current.version + 1,
          updatedAt: new Date().toISOString(),
        };
        replace(next);
        return { status: 200, body: next };
      }
    }
    return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
  });

  return {
    calls,
    entries: () => list,
    saveAsSomeoneElse: (id, finalOutput) => {
      const current = list.find((item) => item.id === id);
      if (!current) throw new Error(`No entry ${id}`);
      const next = { ...current, finalOutput, version: current.version + 1 };
      replace(next);
      return next;
    },
    listRequests: () =>
      calls
        .map((call) => new URL(call.url, 'http://localhost'))
        .filter((url) => url.pathname === '/api/editor/translations'),
    bodyOf: (method, path) => {
      const call = calls.filter((item) => item.url === path && item.init?.method === method).at(-1);
      return call?.init?.body ? (JSON.parse(call.init.body as string) as unknown) : undefined;
    },
  };
}

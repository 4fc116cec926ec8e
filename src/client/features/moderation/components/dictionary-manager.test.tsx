import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DictionaryList, SlangTerm } from '@shared/schemas/dictionary';
import { PAGINATION_TEXT } from '@client/components/ui/list-pagination';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { DICTIONARY_TEXT as T } from '../texts';
import { DictionaryManager } from './dictionary-manager';

function term(id: string, overrides: Partial<SlangTerm> = {}): SlangTerm {
  return {
    id,
    slug: 'rizz',
    term: 'rizz',
    meaning: 'Charm, the ability to attract someone.',
    context: 'Gen Z',
    example: 'He has serious rizz.',
    moreExamples: [],
    romanization: null,
    language: 'us_english',
    tags: [],
    country: null,
    category: null,
    source: 'builtin',
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };

/** A fake admin dictionary API over the given terms; `reply` can answer any write instead. */
function fakeServer({
  terms = [
    term('t1'),
    term('t2', { slug: 'che', term: 'che', language: 'rioplatense_es', source: 'admin' }),
  ],
  listReply,
  writeReply,
}: {
  terms?: SlangTerm[];
  listReply?: () => Reply | undefined;
  writeReply?: Reply;
} = {}) {
  let list = [...terms];
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/dictionary' && method === 'GET') {
      const failure = listReply?.();
      if (failure) return failure;
      const lang = searchParams.get('lang');
      const query = searchParams.get('query')?.toLowerCase() ?? '';
      const page = Number(searchParams.get('page') ?? '1');
      const pageSize = Number(searchParams.get('pageSize') ?? '50');
      const found = list.filter(
        (item) =>
          (lang === 'all' || item.language === lang) && item.term.toLowerCase().includes(query),
      );
      const body: DictionaryList = {
        terms: found.slice((page - 1) * pageSize, page * pageSize),
        total: found.length,
        page,
        pageSize,
        totalPages: Math.max(1, Math.ceil(found.length / pageSize)),
      };
      return { status: 200, body };
    }
    if (writeReply && method !== 'GET') return writeReply;
    if (pathname === '/api/slang' && method === 'POST') {
      const body = JSON.parse(init?.body as string) as SlangTerm;
      const created = term('t9', { ...body, slug: body.term, source: 'admin' });
      list = [created, ...list];
      return { status: 201, body: created };
    }
    const id = /^\/api\/slang\/([^/]+)$/.exec(pathname)?.[1];
    if (id && method === 'PUT') {
      const body = JSON.parse(init?.body as string) as Partial<SlangTerm>;
      list = list.map((item) => (item.id === id ? { ...item, ...body } : item));
      return { status: 200, body: list.find((item) => item.id === id) };
    }
    if (id && method === 'DELETE') {
      list = list.filter((item) => item.id !== id);
      return { status: 200, body: { message: 'Term deleted successfully' } };
    }
    return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
  });
}

const region = async () => screen.findByRole('region', { name: T.listLabel });
const items = async () => within(await region()).findAllByRole('article');
const item = async (name: string) => {
  const found = (await items()).find((article) => within(article).queryByRole('heading', { name }));
  if (!found) throw new Error(`No term ${name}`);
  return found;
};
const bodyOf = (call: { init: RequestInit | undefined } | undefined) =>
  JSON.parse(call?.init?.body as string) as unknown;

describe('DictionaryManager', () => {
  it('lists terms with language, source and page link, and filters by language and search', async () => {
    const calls = fakeServer();
    renderWithProviders(<DictionaryManager />);
    const che = await item('che');
    expect(within(che).getByText('Rioplatense Spanish')).toBeVisible();
    expect(within(che).getByText(T.source.admin!)).toBeVisible();
    expect(within(che).getByRole('link', { name: /View page/ })).toHaveAttribute(
      'href',
      '/slang/che',
    );
    expect(screen.getByText('2 terms')).toBeVisible();
    expect(calls[0]?.url).toBe('/api/dictionary?lang=all&query=&page=1&pageSize=50');
    // One page holds them all: no page buttons.
    expect(screen.queryByRole('navigation', { name: PAGINATION_TEXT.label })).toBeNull();

    const language = screen.getByRole('combobox', { name: T.languageFilterLabel });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      T.allLanguages,
      'US English',
      'Spain (Gen Z)',
      'Rioplatense Spanish',
      'Iraqi Arabic',
      'Russian (Gen Z)',
      'Persian (Tehran slang)',
    ]);
    await userEvent.selectOptions(language, 'us_english');
    await waitFor(async () => expect(await items()).toHaveLength(1));
    expect(await item('rizz')).toBeVisible();

    await userEvent.selectOptions(language, 'all');
    await userEvent.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'ch');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/dictionary?lang=all&query=ch&page=1&pageSize=50'),
    );
    await waitFor(async () => expect(await items()).toHaveLength(1));
    expect(await item('che')).toBeVisible();
  });

  it(
    'pages through every term, 50 a page, and starts again at page 1 when the search changes',
    {
      timeout: 20_000,
    },
    async () => {
      const many = Array.from({ length: 120 }, (_, index) =>
        term(`m${index}`, { slug: `term-${index}`, term: `term ${index}` }),
      );
      const calls = fakeServer({ terms: many });
      renderWithProviders(<DictionaryManager />);
      // Counted without role queries: those are slow over 50 cards.
      const cards = async () => (await region()).querySelectorAll('article').length;
      expect(await screen.findByText('Showing 1–50 of 120 terms')).toBeVisible();
      expect(await cards()).toBe(50);
      // The page buttons, looked up inside the pages' navigation: naming every card's buttons is slow.
      const pages = () => screen.getByRole('navigation', { name: PAGINATION_TEXT.label });
      const pageButton = (name: RegExp) => within(pages()).getByRole('button', { name });
      expect(within(pages()).getByText(PAGINATION_TEXT.pageOf(1, 3))).toBeVisible();
      expect(pageButton(/Previous/)).toBeDisabled();

      await userEvent.click(pageButton(/Next/));
      expect(await screen.findByText('Showing 51–100 of 120 terms')).toBeVisible();
      expect(calls.at(-1)?.url).toBe('/api/dictionary?lang=all&query=&page=2&pageSize=50');
      await userEvent.click(pageButton(/Next/));
      expect(await screen.findByText('Showing 101–120 of 120 terms')).toBeVisible();
      expect(await cards()).toBe(20);
      expect(within(pages()).getByText(PAGINATION_TEXT.pageOf(3, 3))).toBeVisible();
      expect(pageButton(/Next/)).toBeDisabled();

      // A new search is a new list: back to its first page.
      await userEvent.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'term 1');
      await waitFor(() =>
        expect(calls.at(-1)?.url).toBe('/api/dictionary?lang=all&query=term+1&page=1&pageSize=50'),
      );
    },
  );

  it('adds a term through the dialog: limits, live counters, required fields and the success toast', async () => {
    const calls = fakeServer();
    renderWithProviders(<DictionaryManager />);
    await items();
    await userEvent.click(screen.getByRole('button', { name: T.addTerm }));

    const dialog = await screen.findByRole('dialog', { name: T.dialogAddTitle });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    expect(field(T.termLabel)).toHaveAttribute('maxLength', '60');
    expect(field(T.meaningLabel)).toHaveAttribute('maxLength', '500');
    expect(field(T.contextLabel)).toHaveAttribute('maxLength', '600');
    expect(field(T.exampleLabel)).toHaveAttribute('maxLength', '600');
    expect(within(dialog).getByText('0/60')).toBeVisible();
    expect(within(dialog).getByText('0/500')).toBeVisible();

    // Nothing is sent without a term and a meaning.
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    expect(within(dialog).getByText('Please enter the term.')).toBeVisible();
    expect(within(dialog).getByText('Please enter the meaning.')).toBeVisible();
    expect(field(T.termLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(field(T.termLabel)).toHaveFocus();
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);

    // The term stops at 60 characters and the counter follows.
    await userEvent.type(field(T.termLabel), 'x'.repeat(70));
    expect(field(T.termLabel)).toHaveValue('x'.repeat(60));
    expect(within(dialog).getByText('60/60')).toBeVisible();
    expect(within(dialog).queryByText('Please enter the term.')).toBeNull();
    await userEvent.clear(field(T.termLabel));
    await userEvent.type(field(T.termLabel), 'slay');
    expect(within(dialog).getByText('4/60')).toBeVisible();
    await userEvent.type(field(T.meaningLabel), 'To do something very well.');
    expect(within(dialog).getByText('26/500')).toBeVisible();
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: T.languageLabel }),
      'spain_es',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));

    expect(await screen.findByText(T.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(calls.find((call) => call.url === '/api/slang'))).toEqual({
      term: 'slay',
      meaning: 'To do something very well.',
      context: null,
      example: null,
      language: 'spain_es',
    });
    expect(await item('slay')).toBeVisible();
  });

  it("shows the server's reason inline and in the Error toast when a save is refused", async () => {
    const reason =
      'A term with the address /slang/rizz already exists. Edit that term in the Dictionary Manager, or change the spelling of this one.';
    fakeServer({ writeReply: { status: 409, body: { error: reason, code: 'CONFLICT' } } });
    renderWithProviders(<DictionaryManager />);
    await items();
    await userEvent.click(screen.getByRole('button', { name: T.addTerm }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: T.termLabel }), 'Rizz');
    await userEvent.type(within(dialog).getByRole('textbox', { name: T.meaningLabel }), 'Charm');
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(await screen.findByText(T.errorTitle)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('edits a term in the prefilled dialog and says it was updated', async () => {
    const calls = fakeServer();
    renderWithProviders(<DictionaryManager />);
    await userEvent.click(within(await item('rizz')).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: T.dialogEditTitle });
    const meaning = within(dialog).getByRole('textbox', { name: T.meaningLabel });
    expect(within(dialog).getByRole('textbox', { name: T.termLabel })).toHaveValue('rizz');
    expect(meaning).toHaveValue('Charm, the ability to attract someone.');
    expect(within(dialog).getByText('38/500')).toBeVisible();
    await userEvent.clear(meaning);
    await userEvent.type(meaning, 'Charm.');
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));

    expect(await screen.findByText(T.updated)).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/api/slang/t1');
    expect(sent?.init?.method).toBe('PUT');
    expect(bodyOf(sent)).toEqual({
      term: 'rizz',
      meaning: 'Charm.',
      context: 'Gen Z',
      example: 'He has serious rizz.',
      language: 'us_english',
    });
    await waitFor(async () => expect(within(await item('rizz')).getByText('Charm.')).toBeVisible());
  });

  it('asks "Are you sure you want to delete this term?" before deleting', async () => {
    const calls = fakeServer();
    renderWithProviders(<DictionaryManager />);
    const rizz = await item('rizz');
    await userEvent.click(within(rizz).getByRole('button', { name: /^Delete/ }));
    let question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(T.deleteConfirm)).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);

    await userEvent.click(within(rizz).getByRole('button', { name: /^Delete/ }));
    question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: T.delete }));
    expect(await screen.findByText(T.deleted)).toBeInTheDocument();
    await waitFor(async () => expect(await items()).toHaveLength(1));
    // The button that had the focus is gone: the list holds it instead.
    expect(await region()).toHaveFocus();
    expect(calls.find((call) => call.url === '/api/slang/t1')?.init?.method).toBe('DELETE');
  });

  it('announces a failed load with the Error toast and offers to try again', async () => {
    let fail = true;
    fakeServer({
      listReply: () =>
        fail ? { status: 500, body: { error: 'Boom', code: 'INTERNAL_ERROR' } } : undefined,
    });
    renderWithProviders(<DictionaryManager />);
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(screen.getByText(T.errorTitle)).toBeInTheDocument();
    const card = screen.getByText(T.loadFailedCard).closest('[role="alert"]') as HTMLElement;
    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await items()).toHaveLength(2);
  });
});

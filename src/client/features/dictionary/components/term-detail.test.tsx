import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REPORT_REASON_LABELS } from '@shared/dictionary';
import type { Definition, SlangTermDetail } from '@shared/schemas/dictionary';
import { AppRouter } from '@client/app/router';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { DICTIONARY_TEXT as T } from '../texts';

/** The definition a term was added with, by the editors, as the server lists it. */
const original = (id: string, meaning: string, example: string | null): Definition => ({
  id,
  meaning,
  example,
  context: null,
  author: null,
  original: true,
  createdAt: '2026-01-02T10:00:00.000Z',
  up: 0,
  down: 0,
  mine: 0,
});

const term = (overrides: Partial<SlangTermDetail>): SlangTermDetail => ({
  id: 't1',
  slug: 'rizz',
  term: 'rizz',
  meaning: 'Charm; the ability to attract someone',
  context: 'Popularised by streamers around 2021, short for charisma.',
  example: 'He has so much rizz.',
  moreExamples: ['She rizzed him up at the party.'],
  romanization: null,
  language: 'us_english',
  tags: ['dating'],
  country: 'us',
  category: 'genz',
  source: 'builtin',
  updatedAt: '2026-01-02T10:00:00.000Z',
  definitions: [
    { ...original('d1', 'Charm; the ability to attract someone', 'He has so much rizz.'), up: 12 },
    {
      id: 'd2',
      meaning: 'Skill at flirting; short for charisma.',
      example: 'She used her rizz on the whole room.',
      context: 'Streamer slang since 2021.',
      author: { handle: 'ana', name: 'Ana' },
      original: false,
      createdAt: '2026-03-04T09:00:00.000Z',
      up: 4,
      down: 1,
      mine: 0,
    },
  ],
  related: [{ slug: 'no-cap', term: 'no cap', meaning: 'For real, no lie' }],
  titleQualifier: null,
  ...overrides,
});

const terms: Record<string, SlangTermDetail> = {
  rizz: term({}),
  'que-guay': term({
    id: 't2',
    slug: 'que-guay',
    term: 'qué guay',
    meaning: 'How cool',
    context: null,
    example: 'Qué guay tu chaqueta. (Your jacket is so cool.)',
    definitions: [original('d3', 'How cool', 'Qué guay tu chaqueta. (Your jacket is so cool.)')],
    moreExamples: [],
    language: 'spain_es',
    tags: [],
    country: 'es',
    category: 'genz',
    related: [],
  }),
  '67': term({
    id: 't3',
    slug: '67',
    term: '6-7',
    meaning: 'A meme number shouted for no reason',
    context: null,
    example: null,
    definitions: [original('d4', 'A meme number shouted for no reason', null)],
    moreExamples: [],
    related: [],
  }),
};

type Reply = { status: number; body?: unknown };

function server({
  report = { status: 201, body: { message: 'Thanks, a moderator will look.' } },
}: {
  report?: Reply;
} = {}) {
  return stubFetch((url, init) => {
    if (url === '/api/auth/me') return { status: 401 };
    const reportSlug = /^\/api\/slang\/([^/]+)\/report$/.exec(url)?.[1];
    if (reportSlug && init?.method === 'POST') return report;
    const slug = /^\/api\/slang\/([^/]+)$/.exec(url)?.[1];
    const found = slug ? terms[decodeURIComponent(slug)] : undefined;
    if (found) return { status: 200, body: found };
    if (slug) return { status: 404, body: { error: 'Term not found.' } };
    return { status: 404 };
  });
}

const renderPage = (path: string) => renderWithProviders(<AppRouter />, { path });

/** The card whose heading is `title`. */
const section = (title: string) => {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  return heading.parentElement!.parentElement!;
};

/** The notification area; while a modal dialog is open Radix hides the rest of the page from assistive tech. */
const notifications = () =>
  within(screen.getByRole('region', { name: /Notifications/, hidden: true }));

const paramsOf = (href: string | null) => new URL(href ?? '', 'http://localhost');

describe('the term page', () => {
  it('shows the definition, cultural context, examples, language, related terms and video placeholder', async () => {
    const calls = server();
    renderPage('/slang/rizz');

    expect(await screen.findByRole('heading', { level: 1, name: 'rizz' })).toBeVisible();
    expect(calls.some((call) => call.url === '/api/slang/rizz')).toBe(true);
    expect(document.title).toBe('What does “rizz” mean? · SlangBridge');
    expect(screen.getByText('US English')).toBeVisible();
    // English, the page's language: no lang or dir of its own.
    expect(screen.getByRole('heading', { level: 1, name: 'rizz' })).not.toHaveAttribute('lang');
    expect(screen.getByText('#dating')).toBeVisible();

    expect(
      within(section(T.definition)).getByText('Charm; the ability to attract someone'),
    ).toBeVisible();
    expect(
      within(section(T.culturalContext)).getByText(
        'Popularised by streamers around 2021, short for charisma.',
      ),
    ).toBeVisible();
    const examples = section(T.example);
    expect(within(examples).getByText(/He has so much rizz\./)).toBeVisible();
    expect(within(examples).getByText(/She rizzed him up at the party\./)).toBeVisible();

    expect(within(section(T.video)).getByText(T.videoSoon)).toBeVisible();
    expect(within(section(T.video)).queryByRole('img')).toBeNull();

    const related = within(section(T.related)).getByRole('link', { name: /no cap/ });
    expect(related).toHaveAttribute('href', '/slang/no-cap');
    expect(related).toHaveTextContent('For real, no lie');

    expect(screen.getByRole('link', { name: T.backToDictionary })).toHaveAttribute(
      'href',
      '/dictionary/us/genz',
    );
    const suggest = paramsOf(
      within(screen.getByRole('main'))
        .getByRole('link', { name: T.suggestFix })
        .getAttribute('href'),
    );
    expect(suggest.pathname).toBe('/suggest-term');
    expect(suggest.searchParams.get('term')).toBe('rizz');
    expect(suggest.searchParams.get('meaning')).toBe('Charm; the ability to attract someone');
  });

  it('opens the translator from the term’s style into standard English, with its example', async () => {
    server();
    renderPage('/slang/rizz');
    const link = await screen.findByRole('link', { name: T.translate });
    expect(link).toHaveAttribute(
      'href',
      '/?input=He+has+so+much+rizz.&source=gen_z_english&target=standard_english',
    );
  });

  it('drops the English gloss from a Spanish example and hides the sections it lacks', async () => {
    server();
    renderPage('/slang/que-guay');
    const heading = await screen.findByRole('heading', { level: 1, name: 'qué guay' });
    expect(heading).toBeVisible();
    expect(heading).toHaveAttribute('lang', 'es-ES');
    expect(heading).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Spain (Gen Z)')).toBeVisible();
    const link = paramsOf(screen.getByRole('link', { name: T.translate }).getAttribute('href'));
    expect(link.pathname).toBe('/');
    expect(link.searchParams.get('input')).toBe('Qué guay tu chaqueta.');
    expect(link.searchParams.get('source')).toBe('spain_genz');
    expect(link.searchParams.get('target')).toBe('spanish');

    expect(screen.queryByRole('heading', { name: T.culturalContext })).toBeNull();
    expect(within(section(T.related)).getByText(T.noRelated)).toBeVisible();
  });

  it('marks an Arabic heading right-to-left, and titles a term that shares its name with its qualifier', async () => {
    terms.shlonak = term({
      id: 't4',
      slug: 'shlonak',
      term: 'شلونك',
      language: 'iraqi_arabic',
      titleQualifier: 'Iraqi Arabic',
    });
    server();
    renderPage('/slang/shlonak');
    const heading = await screen.findByRole('heading', { level: 1, name: 'شلونك' });
    expect(heading).toHaveAttribute('lang', 'ar-IQ');
    expect(heading).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('Iraqi Arabic')).toBeVisible();
    expect(document.title).toBe('What does “شلونك” mean? (Iraqi Arabic) · SlangBridge');
  });

  it('shows its picture for the term 67 instead of the video placeholder', async () => {
    server();
    renderPage('/slang/67');
    expect(await screen.findByRole('heading', { level: 1, name: '6-7' })).toBeVisible();
    const video = section(T.video);
    expect(
      within(video).getByRole('img', { name: '6-7: illustration of the term' }),
    ).toHaveAttribute('src', '/slang/67.svg');
    expect(within(video).queryByText(T.videoSoon)).toBeNull();
    expect(screen.queryByRole('heading', { name: T.example })).toBeNull();
    // With no example, the term itself goes to the translator.
    expect(
      paramsOf(
        screen.getByRole('link', { name: T.translate }).getAttribute('href'),
      ).searchParams.get('input'),
    ).toBe('6-7');
  });

  it('answers at the alias address /what-does-rizz-mean', async () => {
    const calls = server();
    renderPage('/what-does-rizz-mean');
    expect(await screen.findByRole('heading', { level: 1, name: 'rizz' })).toBeVisible();
    expect(within(section(T.definition)).getByText(/Charm/)).toBeVisible();
    expect(
      calls.filter((call) => call.url.startsWith('/api/slang/')).map((call) => call.url),
    ).toEqual(['/api/slang/rizz']);
  });

  it('says "Term Not Found" for an unknown term, with two ways back to the dictionary', async () => {
    server();
    renderPage('/slang/nope');
    expect(await screen.findByRole('heading', { level: 1, name: T.notFound })).toBeVisible();
    expect(screen.getByText(T.notFoundText)).toBeVisible();
    expect(screen.getByRole('link', { name: T.backToDictionary })).toHaveAttribute(
      'href',
      '/dictionary',
    );
    expect(screen.getByRole('link', { name: T.browseAll })).toHaveAttribute('href', '/dictionary');
    expect(screen.queryByRole('heading', { name: T.definition })).toBeNull();
  });
});

describe('reporting a term', () => {
  async function openReport() {
    await userEvent.click(await screen.findByRole('button', { name: T.report }));
    return screen.findByRole('dialog', { name: T.reportTitle });
  }

  const reportCalls = (calls: ReturnType<typeof server>) =>
    calls.filter((call) => call.url === '/api/slang/rizz/report');

  it('asks for a reason before sending anything', async () => {
    const calls = server();
    renderPage('/slang/rizz');
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('button', { name: T.reportSend }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(T.reportChooseReason);
    expect(reportCalls(calls)).toEqual([]);

    // Choosing a reason clears the message.
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    expect(within(dialog).queryByText(T.reportChooseReason)).toBeNull();
  });

  it('sends the chosen reason without a note and thanks the reader', async () => {
    const calls = server();
    renderPage('/slang/rizz');
    const dialog = await openReport();
    const wrong = within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.wrong });
    await userEvent.click(wrong);
    expect(wrong).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: T.reportSend }));

    await waitFor(() => {
      expect(notifications().getByText(T.reportThanksTitle)).toBeVisible();
      expect(notifications().getByText('Thanks, a moderator will look.')).toBeVisible();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = reportCalls(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.init?.method).toBe('POST');
    expect(JSON.parse(sent[0]!.init?.body as string)).toEqual({ reason: 'wrong', note: null });
  });

  it('sends a note when the reader writes one', async () => {
    const calls = server();
    renderPage('/slang/rizz');
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.other }));
    await userEvent.type(within(dialog).getByLabelText(T.reportNote), '  Typo in the example  ');
    await userEvent.click(within(dialog).getByRole('button', { name: T.reportSend }));
    await waitFor(() => expect(reportCalls(calls)).toHaveLength(1));
    expect(JSON.parse(reportCalls(calls)[0]!.init?.body as string)).toEqual({
      reason: 'other',
      note: 'Typo in the example',
    });
  });

  it('says the report failed when the server refuses it, and keeps the dialog open', async () => {
    server({ report: { status: 500, body: { error: 'Reports are paused.' } } });
    renderPage('/slang/rizz');
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.wrong }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.reportSend }));
    await waitFor(() => {
      expect(notifications().getByText(T.reportFailedTitle)).toBeVisible();
      expect(notifications().getByText('Reports are paused.')).toBeVisible();
    });
    expect(screen.getByRole('dialog', { name: T.reportTitle })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: T.reportSend })).toBeEnabled();
  });

  it('falls back to its own message when the failure has none', async () => {
    server({ report: { status: 502 } });
    renderPage('/slang/rizz');
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.wrong }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.reportSend }));
    await waitFor(() => {
      expect(notifications().getByText(T.reportFailedTitle)).toBeVisible();
      expect(notifications().getByText(T.reportFailed)).toBeVisible();
    });
  });
});

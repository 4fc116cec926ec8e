// Term pages as search engines and link previews see them: the server answers /slang/{slug} and its aliases with
// the app's index.html carrying the term in the HTML itself — title, description, canonical link, Open Graph,
// JSON-LD (DefinedTerm in its category's DefinedTermSet, BreadcrumbList) and the definition in the body before
// any script runs. The browser app then takes over the page. An unknown slug answers 404 with noindex, and so
// does every path the route table does not know (notFoundPage). Absolute URLs start with the configured public
// address (publicUrl), never with the request's Host header.
import type { BreadcrumbList, DefinedTerm, DefinedTermSet, Graph } from 'schema-dts';
import { BRAND_NAME } from '@shared/brand';
import {
  dictionaryLanguageStyle,
  dictionaryLanguageName,
  termTextAttributes,
} from '@shared/dictionary';
import { documentTitle } from '@shared/page-title';
import { termPageDescription, termPageTitle } from '@shared/term-page-title';
import { dictionaryBrowsePath, browseLevelOf } from '@shared/dictionary-paths';
import { NOT_FOUND_PAGE, findPageRoute } from '@shared/routes';
import { PREFETCHED_QUERIES_ID, type PrefetchedQueries } from '@shared/server-render';
import { shareIdFromPath } from '@shared/share-links';
import { slugFromTermPath, termPath } from '@shared/term-paths';
import type { Db } from '../db/client';
import { contributorPage, wordOfTheDayArchivePage, wordOfTheDayPage } from './community-pages';
import { definitionsOf } from './definitions';
import { shareImageHead } from '../share-images/head';
import { pictureUrl, termImagePath, termPicture } from '../share-images/pictures';
import { renderSharePage } from '../shares/page';
import type { CountryInfo } from './content';
import { findTermBySlug, homonymsOf, relatedTerms, type TermRow } from './terms';
import { PAGE_HEADS, type PageHead } from '../pages/page-heads';

export interface RenderedPage {
  status: number;
  /** The document title (index.html's own when absent). */
  title?: string;
  description?: string;
  /** Absolute canonical URL. */
  canonical?: string;
  noindex?: boolean;
  /** Extra head markup (already escaped). */
  head?: string;
  /** Markup put inside #root (already escaped): the app's server rendering, which the browser hydrates. */
  body?: string;
  /** The queries the body was rendered with, for the browser's hydration. */
  prefetched?: PrefetchedQueries;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text safe in HTML content and in quoted attributes. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** JSON safe inside <script>: no '</script>', no '<!--', no U+2028/2029 (which end a JS line). */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Attributes for an HTML start tag, escaped ({lang: 'ar-IQ'} → ' lang="ar-IQ"'). */
const attributes = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

export interface PageContext {
  db: Db;
  countries: CountryInfo[];
  /** The public address (publicUrl of the config), without a trailing slash. */
  origin: string;
}

/** The server-rendered parts of a page, or null for pages the app renders alone. */
export async function renderPage(
  pathname: string,
  context: PageContext,
): Promise<RenderedPage | null> {
  const route = findPageRoute(pathname);
  if (route?.id === 'dictionaryBrowse') return browsePage(pathname, context);
  if (route?.id === 'wordOfTheDay') return wordOfTheDayPage(context);
  if (route?.id === 'wordOfTheDayArchive') return wordOfTheDayArchivePage(context);
  if (route?.id === 'contributor') {
    const handle = /^\/u\/([^/]+)/.exec(pathname)?.[1] ?? '';
    return contributorPage(handle, context);
  }
  const shareId = shareIdFromPath(pathname);
  if (shareId !== null) return renderSharePage(shareId, context);
  const slug = route?.id === 'slangTerm' ? slugFromTermPath(pathname) : null;
  if (slug === null) {
    const head = route && PAGE_HEADS[route.id];
    return head ? pageOfHead(head, context.origin) : null;
  }
  const found = await findTermWithNeighbours(context.db, slug, context.countries);
  if (!found) return termNotFound();
  // The best-voted definition is the term's meaning in the page's head and JSON-LD (issue 28).
  const [best] = await definitionsOf(context.db, found.term, null);
  return termPage(
    { ...found.term, meaning: best?.meaning ?? found.term.meaning },
    found.related,
    found.titleQualifier,
    context,
  );
}

/** Open Graph and Twitter tags of a page (already escaped), for link previews in chats and social apps. */
export function openGraphTags(page: {
  title: string;
  description?: string;
  url?: string;
  type?: 'website' | 'article';
}): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    meta('og:type', page.type ?? 'website'),
    meta('og:site_name', BRAND_NAME),
    meta('og:title', page.title),
    ...(page.description ? [meta('og:description', page.description)] : []),
    ...(page.url ? [meta('og:url', page.url)] : []),
  ].join('\n    ');
}

function pageOfHead(head: PageHead, origin: string): RenderedPage {
  const title = head.title.startsWith(BRAND_NAME) ? head.title : documentTitle(head.title);
  if (!head.canonicalPath) return { status: 200, title, noindex: true };
  const url = `${origin}${head.canonicalPath}`;
  return {
    status: 200,
    title,
    description: head.description,
    canonical: url,
    head: openGraphTags({ title, description: head.description, url }),
  };
}

/** A dictionary browse level below /dictionary: a country's categories or a category's entries (404 if unknown). */
function browsePage(pathname: string, context: PageContext): RenderedPage {
  const level = browseLevelOf(pathname);
  const country = context.countries.find((item) => item.id === level?.country);
  const category = level?.category
    ? country?.subcategories.find((item) => item.id === level.category)
    : undefined;
  if (!level || !country || (level.category && !category)) {
    return { status: 404, title: documentTitle('Not in the dictionary'), noindex: true };
  }
  const { origin } = context;
  const url = `${origin}${dictionaryBrowsePath(country.id, category?.id)}`;
  const title = documentTitle(
    category
      ? `${category.title} (${country.title}): meanings and examples`
      : `${country.title} dictionary`,
  );
  const description = category ? category.description : country.description;
  const breadcrumbs: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: 'Dictionary', item: `${origin}${dictionaryBrowsePath()}` },
      { name: country.title, item: `${origin}${dictionaryBrowsePath(country.id)}` },
      ...(category ? [{ name: category.title, item: url }] : []),
    ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  };
  return {
    status: 200,
    title,
    description,
    canonical: url,
    head: [
      openGraphTags({ title, description, url }),
      `<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', ...breadcrumbs })}</script>`,
    ].join('\n    '),
  };
}

/**
 * A term with what its page shows beside it, for the server's page and GET /api/slang/:slug alike: its related
 * terms and the qualifier that keeps its title apart from other terms of the same name. Null for an unknown slug.
 */
export async function findTermWithNeighbours(db: Db, slug: string, countries: CountryInfo[]) {
  const term = await findTermBySlug(db, slug);
  if (!term) return null;
  const [related, homonyms] = await Promise.all([relatedTerms(db, term), homonymsOf(db, term)]);
  return { term, related, titleQualifier: termTitleQualifier(term, homonyms, countries) };
}

/** Any path the route table does not know: the spec's not-found page, 404, noindex. */
export function notFoundPage(): RenderedPage {
  return {
    status: 404,
    title: documentTitle(NOT_FOUND_PAGE.title),
    noindex: true,
    body:
      `<main class="mx-auto max-w-md px-4 py-16 text-center"><h1>${escapeHtml(NOT_FOUND_PAGE.title)}</h1>` +
      `<p>${escapeHtml(NOT_FOUND_PAGE.text)}</p><p><a href="/">${escapeHtml(NOT_FOUND_PAGE.back)}</a></p></main>`,
  };
}

function termNotFound(): RenderedPage {
  return {
    status: 404,
    title: documentTitle('Term Not Found'),
    noindex: true,
    body:
      '<main class="mx-auto max-w-md px-4 py-16 text-center"><h1>Term Not Found</h1>' +
      '<p>We could not find that term in the dictionary.</p>' +
      '<p><a href="/dictionary">Back to Dictionary</a> · <a href="/dictionary">Browse All Terms</a></p></main>',
  };
}

function categoryOf(countries: CountryInfo[], term: Pick<TermRow, 'country' | 'category'>) {
  const country = countries.find((item) => item.id === term.country);
  const category = country?.subcategories.find((item) => item.id === term.category);
  return { country, category };
}

type TermPlace = Pick<TermRow, 'slug' | 'language' | 'country' | 'category'>;

/**
 * What tells a term's page title from those of other terms of the same name (see termPageTitle): its category
 * ("Spain Gen Z"), or its language for a community term; with the slug too when even that is shared. Null when
 * no other term has its name.
 */
export function termTitleQualifier(
  term: TermPlace,
  homonyms: TermPlace[],
  countries: CountryInfo[],
): string | null {
  if (homonyms.length === 0) return null;
  const placeOf = (item: TermPlace) =>
    categoryOf(countries, item).category?.title ?? dictionaryLanguageName(item.language);
  const place = placeOf(term);
  return homonyms.some((other) => placeOf(other) === place) ? `${place}, ${term.slug}` : place;
}

function termPage(
  term: TermRow,
  related: { slug: string; term: string; meaning: string }[],
  qualifier: string | null,
  context: PageContext,
): RenderedPage {
  const { origin, countries } = context;
  const url = `${origin}${termPath(term.slug)}`;
  const { country, category } = categoryOf(countries, term);
  const setName =
    country && category ? `${country.title} · ${category.title}` : `${BRAND_NAME} community slang`;
  const setUrl = `${origin}${country && category ? dictionaryBrowsePath(country.id, category.id) : dictionaryBrowsePath()}`;
  const pageTitle = termPageTitle(term.term, qualifier);
  const description = termPageDescription(term.term, term.meaning);
  const textAttributes = termTextAttributes(term.language);
  const locale = dictionaryLanguageStyle(term.language)?.locale;
  const picture = termPicture(term);

  const breadcrumbs = [
    { name: 'Dictionary', item: `${origin}/dictionary` },
    ...(country
      ? [
          {
            name: country.title,
            item: `${origin}${dictionaryBrowsePath(country.id)}`,
          },
        ]
      : []),
    ...(country && category ? [{ name: category.title, item: setUrl }] : []),
    { name: term.term, item: url },
  ];
  // Typed with schema-dts, so a property schema.org does not define on a type (such as inLanguage on a
  // DefinedTerm, which is no CreativeWork) fails the type check. The language belongs to the set: one
  // category, one language.
  const termSet: DefinedTermSet = {
    '@type': 'DefinedTermSet',
    '@id': setUrl,
    name: setName,
    url: setUrl,
    ...(country && category && locale ? { inLanguage: locale } : {}),
  };
  const definedTerm: DefinedTerm = {
    '@type': 'DefinedTerm',
    '@id': `${url}#term`,
    name: term.term,
    description: term.meaning,
    url,
    ...(term.romanization ? { alternateName: term.romanization } : {}),
    inDefinedTermSet: termSet,
  };
  const breadcrumbList: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.item,
    })),
  };
  const jsonLd: Graph = {
    '@context': 'https://schema.org',
    '@graph': [definedTerm, breadcrumbList],
  };

  const head = [
    openGraphTags({ title: pageTitle, description, url, type: 'article' }),
    ...shareImageHead({
      url: pictureUrl(origin, termImagePath(term.slug), picture),
      alt: picture.alt,
    }),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('\n    ');

  const examples = [term.example, ...term.moreExamples].filter((item): item is string => !!item);
  const body = [
    '<main class="mx-auto max-w-3xl px-4 py-10"><article>',
    `<nav aria-label="Breadcrumb"><a href="/dictionary">Dictionary</a>${
      country ? ` › ${escapeHtml(country.title)}` : ''
    }${category ? ` › ${escapeHtml(category.title)}` : ''}</nav>`,
    `<h1${attributes(textAttributes)}>${escapeHtml(term.term)}</h1>`,
    `<p>${escapeHtml(dictionaryLanguageName(term.language))}${term.romanization ? ` · ${escapeHtml(term.romanization)}` : ''}</p>`,
    `<section><h2>Definition</h2><p>${escapeHtml(term.meaning)}</p></section>`,
    term.context
      ? `<section><h2>Cultural Context</h2><p>${escapeHtml(term.context)}</p></section>`
      : '',
    examples.length
      ? `<section><h2>Real-life Example</h2>${examples.map((example) => `<blockquote>${escapeHtml(example)}</blockquote>`).join('')}</section>`
      : '',
    related.length
      ? `<section><h2>Related Terms</h2><ul>${related
          .map(
            (item) =>
              `<li><a href="${escapeHtml(termPath(item.slug))}">${escapeHtml(item.term)}</a> — ${escapeHtml(item.meaning)}</li>`,
          )
          .join('')}</ul></section>`
      : '',
    '</article></main>',
  ].join('');

  return { status: 200, title: documentTitle(pageTitle), description, canonical: url, head, body };
}

/** index.html with a rendered page's parts put in place. */
export function injectPage(indexHtml: string, page: RenderedPage): string {
  const head = [
    page.description ? `<meta name="description" content="${escapeHtml(page.description)}" />` : '',
    page.canonical ? `<link rel="canonical" href="${escapeHtml(page.canonical)}" />` : '',
    page.noindex ? '<meta name="robots" content="noindex" />' : '',
    page.head ?? '',
  ]
    .filter(Boolean)
    .join('\n    ');
  let html = page.title
    ? indexHtml.replace(
        /<title>[\s\S]*?<\/title>/,
        () => `<title>${escapeHtml(page.title!)}</title>`,
      )
    : indexHtml;
  // The page's own description replaces the app's.
  if (page.description) html = html.replace(/<meta\s+name="description"[\s\S]*?\/>/, '');
  html = html.replace('</head>', () => `    ${head}\n  </head>`);
  if (page.body)
    html = html.replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
  // The app's module script runs once the document is parsed, so the data can come last; a JSON script is data,
  // never run (nor blocked by the Content-Security-Policy).
  if (page.prefetched)
    html = html.replace(
      '</body>',
      () =>
        `  <script type="application/json" id="${PREFETCHED_QUERIES_ID}">${jsonForScript(page.prefetched)}</script>\n  </body>`,
    );
  return html;
}

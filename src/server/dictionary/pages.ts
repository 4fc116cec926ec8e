// Term pages as search engines and link previews see them: the server answers /slang/{slug} and its aliases with
// the app's index.html carrying the term in the HTML itself — title, description, canonical link, Open Graph,
// JSON-LD (DefinedTerm in its category's DefinedTermSet, BreadcrumbList) and the definition in the body before
// any script runs. The browser app then takes over the page. An unknown slug answers 404 with noindex.
import type { FastifyRequest } from 'fastify';
import { BRAND_NAME } from '@shared/brand';
import { dictionaryLanguageName } from '@shared/dictionary';
import { slugFromTermPath, termPath } from '@shared/term-paths';
import type { Db } from '../db/client';
import type { CountryInfo } from './content';
import { findTermBySlug, relatedTerms, type TermRow } from './terms';

export interface RenderedPage {
  status: number;
  title: string;
  description?: string;
  /** Absolute canonical URL. */
  canonical?: string;
  noindex?: boolean;
  /** Extra head markup (already escaped). */
  head?: string;
  /** Markup put inside #root, shown until the app renders (already escaped). */
  body?: string;
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

const LOCALES: Record<string, string> = {
  us_english: 'en-US',
  spain_es: 'es-ES',
  rioplatense_es: 'es-AR',
  iraqi_arabic: 'ar-IQ',
  russian_ru: 'ru-RU',
};

/** The address users reach: PUBLIC_URL when set, otherwise what this request was sent to. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = /^[a-z0-9.:[\]-]+$/i.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

const NOINDEX_PATHS = new Set(['/suggest-term', '/dictionary/suggest', '/dictionary/add']);

export interface PageContext {
  db: Db;
  countries: CountryInfo[];
  origin: string;
}

/** The server-rendered parts of a page, or null for pages the app renders alone. */
export async function renderPage(
  pathname: string,
  context: PageContext,
): Promise<RenderedPage | null> {
  if (NOINDEX_PATHS.has(pathname.replace(/\/+$/, ''))) {
    return { status: 200, title: `Suggest a slang term — ${BRAND_NAME}`, noindex: true };
  }
  if (pathname === '/dictionary') {
    return {
      status: 200,
      title: `Slang Dictionary: meanings, context and real examples — ${BRAND_NAME}`,
      description:
        'Browse American, Spanish and Arabic slang by country and category: what each term means, where it comes from and how people really use it.',
      canonical: `${context.origin}/dictionary`,
    };
  }
  const slug = slugFromTermPath(pathname);
  if (slug === null) return null;
  const term = await findTermBySlug(context.db, slug);
  if (!term) return termNotFound();
  return termPage(term, await relatedTerms(context.db, term), context);
}

function termNotFound(): RenderedPage {
  return {
    status: 404,
    title: `Term Not Found — ${BRAND_NAME}`,
    noindex: true,
    body:
      '<main class="mx-auto max-w-md px-4 py-16 text-center"><h1>Term Not Found</h1>' +
      '<p>We could not find that term in the dictionary.</p>' +
      '<p><a href="/dictionary">Back to Dictionary</a> · <a href="/dictionary">Browse All Terms</a></p></main>',
  };
}

function categoryOf(countries: CountryInfo[], term: TermRow) {
  const country = countries.find((item) => item.id === term.country);
  const category = country?.subcategories.find((item) => item.id === term.category);
  return { country, category };
}

function termPage(
  term: TermRow,
  related: { slug: string; term: string; meaning: string }[],
  context: PageContext,
): RenderedPage {
  const { origin, countries } = context;
  const url = `${origin}${termPath(term.slug)}`;
  const { country, category } = categoryOf(countries, term);
  const setName =
    country && category ? `${country.title} · ${category.title}` : `${BRAND_NAME} community slang`;
  const setUrl =
    country && category
      ? `${origin}/dictionary?country=${encodeURIComponent(country.id)}&category=${encodeURIComponent(category.id)}`
      : `${origin}/dictionary`;
  const title = `What does “${term.term}” mean? — ${BRAND_NAME}`;
  const description = `${term.term}: ${term.meaning}`.slice(0, 300);
  const locale = LOCALES[term.language] ?? 'en';

  const breadcrumbs = [
    { name: 'Dictionary', item: `${origin}/dictionary` },
    ...(country
      ? [
          {
            name: country.title,
            item: `${origin}/dictionary?country=${encodeURIComponent(country.id)}`,
          },
        ]
      : []),
    ...(country && category ? [{ name: category.title, item: setUrl }] : []),
    { name: term.term, item: url },
  ];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'DefinedTerm',
        '@id': `${url}#term`,
        name: term.term,
        description: term.meaning,
        url,
        inLanguage: locale,
        ...(term.romanization ? { alternateName: term.romanization } : {}),
        inDefinedTermSet: { '@type': 'DefinedTermSet', '@id': setUrl, name: setName, url: setUrl },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: breadcrumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: crumb.item,
        })),
      },
    ],
  };

  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const head = [
    meta('og:type', 'article'),
    meta('og:site_name', BRAND_NAME),
    meta('og:title', `What does “${term.term}” mean?`),
    meta('og:description', description),
    meta('og:url', url),
    `<meta name="twitter:card" content="summary" />`,
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('\n    ');

  const examples = [term.example, ...term.moreExamples].filter((item): item is string => !!item);
  const body = [
    '<main class="mx-auto max-w-3xl px-4 py-10"><article>',
    `<nav aria-label="Breadcrumb"><a href="/dictionary">Dictionary</a>${
      country ? ` › ${escapeHtml(country.title)}` : ''
    }${category ? ` › ${escapeHtml(category.title)}` : ''}</nav>`,
    `<h1>${escapeHtml(term.term)}</h1>`,
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

  return { status: 200, title, description, canonical: url, head, body };
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
  let html = indexHtml.replace(
    /<title>[\s\S]*?<\/title>/,
    () => `<title>${escapeHtml(page.title)}</title>`,
  );
  // The page's own description replaces the app's.
  if (page.description) html = html.replace(/<meta\s+name="description"[\s\S]*?\/>/, '');
  html = html.replace('</head>', () => `    ${head}\n  </head>`);
  if (page.body)
    html = html.replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
  return html;
}

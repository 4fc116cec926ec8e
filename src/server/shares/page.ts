// /s/{id} as link previews and crawlers see it: the before and after with their styles, the slang explained, a
// link to the translator, and the head (title, description, canonical, Open Graph, the share picture). Shared
// links are for the people they are sent to, so the page asks search engines not to index it; an unknown id is a
// 404, noindex too.
import { findLanguage, resolveLanguage } from '@shared/languages';
import { documentTitle } from '@shared/page-title';
import { sharePath, shareImagePath } from '@shared/share-links';
import {
  SHARED_TRANSLATION_TEXT as T,
  sharedTranslationDescription,
  sharedTranslationTitle,
} from '@shared/shared-translation-page';
import type { Db } from '../db/client';
import { escapeHtml, openGraphTags, type RenderedPage } from '../dictionary/pages';
import { shareImageHead } from '../share-images/head';
import { pictureUrl, translationPicture } from '../share-images/pictures';
import { findShare, type ShareRow } from './store';

/** `lang` and `dir` of a text in a style, so screen readers and browsers treat it right. */
const textAttributes = (code: string) => {
  const language = findLanguage(code);
  return language
    ? ` lang="${escapeHtml(language.locale)}" dir="${language.direction}"`
    : ' dir="auto"';
};

function sharedTranslationNotFound(): RenderedPage {
  return {
    status: 404,
    title: documentTitle(T.notFound),
    noindex: true,
    body:
      `<main class="mx-auto max-w-md px-4 py-16 text-center"><h1>${escapeHtml(T.notFound)}</h1>` +
      `<p>${escapeHtml(T.notFoundText)}</p><p><a href="/">${escapeHtml(T.translateYourOwn)}</a></p></main>`,
  };
}

export async function renderSharePage(
  id: string,
  context: { db: Db; origin: string },
): Promise<RenderedPage> {
  const share = await findShare(context.db, id);
  return share ? sharePage(share, context.origin) : sharedTranslationNotFound();
}

function sharePage(share: ShareRow, origin: string): RenderedPage {
  const url = `${origin}${sharePath(share.id)}`;
  const title = sharedTranslationTitle(share);
  const description = sharedTranslationDescription(share);
  const picture = translationPicture(share);
  const head = [
    openGraphTags({ title, description, url, type: 'article' }),
    ...shareImageHead({
      url: pictureUrl(origin, shareImagePath(share.id), picture),
      alt: picture.alt,
    }),
  ].join('\n    ');

  const side = (label: string, code: string, text: string) =>
    `<section><h2>${escapeHtml(label)} · ${escapeHtml(resolveLanguage(code).name)}</h2>` +
    `<p${textAttributes(code)}>${escapeHtml(text)}</p></section>`;
  const explained =
    share.explanation || share.terms.length
      ? `<section><h2>${escapeHtml(T.explained)}</h2>` +
        (share.explanation ? `<p dir="auto">${escapeHtml(share.explanation)}</p>` : '') +
        (share.terms.length
          ? `<ul>${share.terms
              .map(
                (item) =>
                  `<li><strong dir="auto">${escapeHtml(item.term)}</strong> — ${escapeHtml(item.meaning)}</li>`,
              )
              .join('')}</ul>`
          : '') +
        '</section>'
      : '';
  const body = [
    '<main class="mx-auto max-w-3xl px-4 py-10"><article>',
    `<h1>${escapeHtml(T.heading)}</h1>`,
    side(T.before, share.sourceLanguage, share.sourceText),
    side(T.after, share.targetLanguage, share.translatedText),
    explained,
    `<p><a href="/">${escapeHtml(T.translateYourOwn)}</a></p>`,
    '</article></main>',
  ].join('');

  return {
    status: 200,
    title: documentTitle(title),
    description,
    canonical: url,
    noindex: true,
    head,
    body,
  };
}

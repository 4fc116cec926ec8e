// The heads of the living dictionary's pages (issue 28), written from their data like the term pages: the word of
// the day (its term, its share picture, the Atom feed linked), its archive, and a contributor's page — a real 404
// for a handle nobody has.
import { BRAND_NAME } from '@shared/brand';
import { documentTitle } from '@shared/page-title';
import { AppError } from '../errors';
import { shareImageHead } from '../share-images/head';
import { pictureUrl, wordOfTheDayImagePath, wordOfTheDayPicture } from '../share-images/pictures';
import { contributorByHandle } from './contributors';
import { escapeHtml, openGraphTags, type PageContext, type RenderedPage } from './pages';
import { getWordOfTheDay } from './word-of-the-day';

export const FEED_PATH = '/word-of-the-day.atom';

const feedLink = (origin: string) =>
  `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${BRAND_NAME} word of the day`)}" href="${escapeHtml(`${origin}${FEED_PATH}`)}" />`;

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

export async function wordOfTheDayPage(context: PageContext): Promise<RenderedPage> {
  const { origin, db } = context;
  const url = `${origin}/word-of-the-day`;
  const word = await getWordOfTheDay(db, undefined);
  const title = documentTitle(`Word of the day: ${word.term.term}`);
  const description = `${word.term.term}: ${word.term.meaning}`.slice(0, 160);
  const picture = wordOfTheDayPicture(word);
  return {
    status: 200,
    title,
    description,
    canonical: url,
    head: [
      openGraphTags({ title, description, url, type: 'article' }),
      ...shareImageHead({
        url: pictureUrl(origin, wordOfTheDayImagePath(word.date), picture),
        alt: picture.alt,
      }),
      feedLink(origin),
    ].join('\n    '),
  };
}

export function wordOfTheDayArchivePage(context: PageContext): RenderedPage {
  const url = `${context.origin}/word-of-the-day/archive`;
  const title = documentTitle('Word of the day archive');
  const description = `Every ${BRAND_NAME} word of the day so far, newest first.`;
  return {
    status: 200,
    title,
    description,
    canonical: url,
    head: [openGraphTags({ title, description, url }), feedLink(context.origin)].join('\n    '),
  };
}

export async function contributorPage(handle: string, context: PageContext): Promise<RenderedPage> {
  try {
    const person = await contributorByHandle(context.db, handle);
    const url = `${context.origin}/u/${encodeURIComponent(person.handle)}`;
    const title = documentTitle(`${person.name} (@${person.handle})`);
    const count = person.definitions.length;
    const description = `${person.name} has written ${count} ${count === 1 ? 'definition' : 'definitions'} for the ${BRAND_NAME} dictionary.`;
    return {
      status: 200,
      title,
      description,
      canonical: url,
      head: openGraphTags({ title, description, url, type: 'website' }),
    };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return { status: 404, title: documentTitle('Contributor not found'), noindex: true };
  }
}

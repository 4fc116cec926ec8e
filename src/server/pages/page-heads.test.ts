// Every public page has a head of its own (issue 26 item 3): no two main addresses share a title or a
// description, each fits search results, and each canonical address is a page of the route table.
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, documentTitle, TITLE_MAX } from '@shared/page-title';
import { findPageRoute } from '@shared/routes';
import { PAGE_HEADS } from './page-heads';

const heads = Object.entries(PAGE_HEADS);
// An alias shares its main page's head; the main page is the one whose canonical address is its own path.
const mainPages = heads.filter(
  ([id, head]) => head.canonicalPath && findPageRoute(head.canonicalPath)?.id === id,
);

describe('page heads', () => {
  it('give the public pages unique titles and descriptions that fit search results', () => {
    const paths = mainPages.map(([, head]) => head.canonicalPath);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/landing', '/about', '/flashcards', '/dictionary']),
    );
    expect(paths).toEqual(
      expect.arrayContaining(['/privacy-policy', '/terms-of-service', '/facebook-data-deletion']),
    );
    const titles = mainPages.map(([, head]) => head.title);
    const descriptions = mainPages.map(([, head]) => head.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const [id, head] of mainPages) {
      expect(documentTitle(head.title).length, id).toBeLessThanOrEqual(TITLE_MAX + 12);
      expect(head.description?.length ?? 0, id).toBeGreaterThan(50);
      expect(head.description!.length, id).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
  });

  it('point every alias at a main address that is a page', () => {
    for (const [id, head] of heads) {
      if (!head.canonicalPath || head.canonicalPath === '/docs/api') continue;
      expect(findPageRoute(head.canonicalPath), id).not.toBeNull();
    }
  });
});

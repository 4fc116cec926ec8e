// The page a visitor arrived on from another site, which the daily popup leaves alone (issue 26 item 6).
import { afterEach, describe, expect, it } from 'vitest';
import { isArrivalPageFromElsewhere, recordArrival } from './arrival-page';

const at = (pathname: string) => ({ pathname, origin: 'https://slangbridge.example' });

describe('the arrival page', () => {
  afterEach(() => dispatchEvent(new Event('popstate')));

  it.each([
    ['a search result', '/slang/rizz', 'https://www.google.com/'],
    ['a link shared in a chat app (no referrer)', '/slang/rizz', ''],
    ['another site linking the home page', '/', 'https://news.example/story'],
  ])('is from elsewhere for %s', (_case, path, referrer) => {
    recordArrival(at(path), referrer);
    expect(isArrivalPageFromElsewhere()).toBe(true);
  });

  it.each([
    ['the home page opened directly', '/', ''],
    ['a page reached from our own page', '/slang/rizz', 'https://slangbridge.example/dictionary'],
  ])('is not for %s', (_case, path, referrer) => {
    recordArrival(at(path), referrer);
    expect(isArrivalPageFromElsewhere()).toBe(false);
  });

  it.each(['pushState', 'popstate'])(
    'ends with the first navigation inside the app (%s)',
    (event) => {
      recordArrival(at('/slang/rizz'), 'https://www.google.com/');
      dispatchEvent(new Event('replaceState'));
      expect(isArrivalPageFromElsewhere()).toBe(true);
      dispatchEvent(new Event(event));
      expect(isArrivalPageFromElsewhere()).toBe(false);
    },
  );
});

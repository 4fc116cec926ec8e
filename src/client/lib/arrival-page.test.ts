// The page the daily popup leaves alone (issue 26 item 6): the one a visitor arrived on from another site, and a
// newcomer's first page ever.
import { afterEach, describe, expect, it } from 'vitest';
import { isArrivalPageToLeaveAlone, recordArrival } from './arrival-page';
import { visitStreakStore } from './visit-streak-store';

const at = (pathname: string) => ({ pathname, origin: 'https://slangbridge.example' });

describe('the arrival page', () => {
  afterEach(() => {
    dispatchEvent(new Event('popstate'));
    localStorage.clear();
  });

  it.each([
    ['a search result', '/slang/rizz', 'https://www.google.com/'],
    ['a link shared in a chat app (no referrer)', '/slang/rizz', ''],
    ['another site linking the home page', '/', 'https://news.example/story'],
  ])('is left alone for %s', (_case, path, referrer) => {
    recordArrival(at(path), referrer, false);
    expect(isArrivalPageToLeaveAlone()).toBe(true);
  });

  it.each([
    ['the home page opened directly', '/', ''],
    ['a page reached from our own page', '/slang/rizz', 'https://slangbridge.example/dictionary'],
  ])('is not for %s by someone who has been here before', (_case, path, referrer) => {
    recordArrival(at(path), referrer, false);
    expect(isArrivalPageToLeaveAlone()).toBe(false);
  });

  it("is left alone on a newcomer's first page, however they came", () => {
    recordArrival(at('/'), '', true);
    expect(isArrivalPageToLeaveAlone()).toBe(true);
  });

  it('tells a newcomer by the visit streak this browser keeps', () => {
    recordArrival(at('/'), '');
    expect(isArrivalPageToLeaveAlone()).toBe(true);
    localStorage.setItem(visitStreakStore.key, JSON.stringify({ v: 1 }));
    recordArrival(at('/'), '');
    expect(isArrivalPageToLeaveAlone()).toBe(false);
  });

  it.each(['pushState', 'popstate'])(
    'ends with the first navigation inside the app (%s)',
    (event) => {
      recordArrival(at('/slang/rizz'), 'https://www.google.com/', true);
      dispatchEvent(new Event('replaceState'));
      expect(isArrivalPageToLeaveAlone()).toBe(true);
      dispatchEvent(new Event(event));
      expect(isArrivalPageToLeaveAlone()).toBe(false);
    },
  );
});

// Launches Debian's Chromium through playwright-core with the flags this closed network needs
// (bench/chromium-flags.mjs).
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../bench/chromium-flags.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, '--disable-quic'],
  });
}

/** The daily slang popup's stored setting (src/client/lib/daily-teaser-settings.ts). */
export const DAILY_TEASER_KEY = 'slangbridge:daily-teaser:v1';

/** Console errors a test expects (a 401 from a wrong password, say): `console` problems matching one are not kept. */
export type ExpectedConsoleErrors = RegExp[];

/**
 * A page that fails the test on any uncaught page error, CSP violation or other console error (a visitor's page
 * logs none: issue 25). A test that causes an error on purpose lists it in `expectedConsoleErrors`, or pushes a
 * pattern onto the returned `expectedConsoleErrors` just before causing it; a console problem reads
 * `console: <text> (<url of the source or failed request>)`. The daily slang popup, which opens
 * over any page once a day, is switched off (as the Settings switch does) unless `dailySlangPopup` is set:
 * only the tests about it want it in the way. Service workers are blocked unless `serviceWorkers` is 'allow'.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: {
    viewport?: { width: number; height: number };
    timezoneId?: string;
    dailySlangPopup?: boolean;
    expectedConsoleErrors?: ExpectedConsoleErrors;
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<{
  context: BrowserContext;
  page: Page;
  problems: string[];
  expectedConsoleErrors: ExpectedConsoleErrors;
}> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    // The app registers a service worker once a page is idle: it would download every chunk to precache them
    // (later than the "network idle" tests wait for) and answer requests Playwright's routes never see. Only the
    // test of the installable app (pwa.e2e.ts) lets it run.
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (!options.dailySlangPopup)
    await context.addInitScript((key) => {
      // Only a browser that has no setting yet: a test may change it and reload.
      if (localStorage.getItem(key) === null)
        localStorage.setItem(
          key,
          JSON.stringify({ teaserDismissed: false, lastSeenDate: null, settingEnabled: false }),
        );
    }, DAILY_TEASER_KEY);
  const page = await context.newPage();
  waitForHydrationOnLoad(page);
  const problems: string[] = [];
  const expectedConsoleErrors = [...(options.expectedConsoleErrors ?? [])];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) {
      problems.push(`csp: ${text}`);
      return;
    }
    const problem = `console: ${text} (${message.location().url})`;
    if (!expectedConsoleErrors.some((pattern) => pattern.test(problem))) problems.push(problem);
  });
  return { context, page, problems, expectedConsoleErrors };
}

/**
 * Pages are rendered on the server and show before the app's code takes them over (src/client/app/hydration-mark.tsx):
 * a click before then does nothing, as for a person. Every load of a document (goto, reload) waits for that moment,
 * so a test acts on a page that responds.
 */
export function waitForHydrationOnLoad(page: Page) {
  // Only the app's own pages (with #root) are hydrated: the API reference, XML and images are not. A lazily loaded
  // part of the page (the sign-in form) is taken over after the rest: its hidden mark goes then. A part taken over
  // when it comes into view (the feedback form on /) is waited for by the test that uses it (waitForVisiblePart).
  const hydrated = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('root') ||
        (document.documentElement.hasAttribute('data-hydrated') &&
          !document.querySelector('[data-hydrating]:not([data-when-visible])')),
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated();
    return response;
  };
}

/**
 * Records the CSP violations of a context's pages, including those the page's own code catches (zod probing
 * `new Function` for its JIT): they never reach the console, yet Lighthouse counts them. The document's
 * securitypolicyviolation event reports each one here.
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}`);
    });
  });
  return violations;
}

/**
 * Scrolls a part of the page that is taken over only when it comes into view (src/client/lib/lazy-when-visible.ts)
 * into view, and waits until it has been: `part` is any element inside it.
 */
export async function waitForVisiblePart(part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await part.page().waitForFunction(() => !document.querySelector('[data-when-visible]'));
}

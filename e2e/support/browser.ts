// Launches Debian's Chromium through playwright-core with the flags this closed network needs.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** The daily slang popup's stored setting (src/client/lib/daily-teaser-settings.ts). */
export const DAILY_TEASER_KEY = 'slangbridge:daily-teaser:v1';

/**
 * A page that fails the test on any uncaught page error or CSP violation. The daily slang popup, which opens
 * over any page once a day, is switched off (as the Settings switch does) unless `dailySlangPopup` is set:
 * only the tests about it want it in the way.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: {
    viewport?: { width: number; height: number };
    timezoneId?: string;
    dailySlangPopup?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 900 },
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
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(text))
      problems.push(`csp: ${text}`);
  });
  return { context, page, problems };
}

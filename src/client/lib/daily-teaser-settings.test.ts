import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAILY_TEASER_SETTINGS,
  dailyTeaserStore,
  isDailyTeaserSettings,
  updateDailyTeaserSettings,
} from './daily-teaser-settings';

describe('the Daily Slang teaser setting', () => {
  it('is enabled by default', () => {
    expect(dailyTeaserStore.read()).toEqual(DEFAULT_DAILY_TEASER_SETTINGS);
    expect(DEFAULT_DAILY_TEASER_SETTINGS.settingEnabled).toBe(true);
  });

  it('reads a damaged or foreign value as the default', () => {
    for (const raw of ['{"settingEnabled":"yes"}', 'not json', '[]', '{"teaserDismissed":false}']) {
      localStorage.setItem(dailyTeaserStore.key, raw);
      expect(dailyTeaserStore.read(), raw).toEqual(DEFAULT_DAILY_TEASER_SETTINGS);
    }
    expect(
      isDailyTeaserSettings({
        teaserDismissed: true,
        lastSeenDate: '2026-01-02',
        settingEnabled: false,
      }),
    ).toBe(true);
    expect(
      isDailyTeaserSettings({ teaserDismissed: true, lastSeenDate: 3, settingEnabled: false }),
    ).toBe(false);
  });

  it('changes only the given fields', () => {
    updateDailyTeaserSettings({ lastSeenDate: '2026-03-04' });
    updateDailyTeaserSettings({ settingEnabled: false });
    expect(dailyTeaserStore.read()).toEqual({
      teaserDismissed: false,
      lastSeenDate: '2026-03-04',
      settingEnabled: false,
    });
  });
});

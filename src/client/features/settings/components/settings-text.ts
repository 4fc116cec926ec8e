// The Settings dialog's user-visible strings (spec 1 §2 "Settings", §6), shared by UI and tests.
export const SETTINGS_TEXT = {
  title: 'Settings',
  description: 'Preferences for SlangBridge in this browser.',
  dailySlangHeading: 'Daily Slang',
  teaserLabel: 'Daily Slang teaser',
  teaserDescription: 'Show the slang term of the day once a day when you open SlangBridge.',
  editorHeading: 'Editor tools',
  editorDescription: 'Curate translations for the styles you edit.',
  adminDescription: 'You are an admin: every editor tool is open to you.',
  openEditorConsole: 'Open Editor Console',
  dictionaryManager: 'Dictionary Manager',
  loading: 'Loading settings',
} as const;

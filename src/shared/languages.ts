// The language registry (spec 1 §3 "Language group"): every group and option the pickers show, plus what the
// translator and speech need to know about each variety. British English, millennial English and AAVE are
// named by spec 1 §1 outside the groups; they belong to the English group here.

/** ISO 639-1 code of the language a variety belongs to: styles of one language can be rewritten offline. */
export type BaseLanguage = 'en' | 'es' | 'ar' | 'ru' | 'fr' | 'de' | 'fa';

export interface LanguageOption {
  code: string;
  name: string;
  flag: string;
  description: string;
  language: BaseLanguage;
  /** Writing direction of text in this variety. */
  direction: 'ltr' | 'rtl';
  /** BCP 47 locale for speech synthesis and recognition. */
  locale: string;
  /** True for the plain, neutral register of its language (the default source). */
  standard?: boolean;
}

export interface LanguageGroup {
  id: string;
  label: string;
  /** The language's name in itself (Español, Русский), matched by the pickers' filter. */
  nativeName: string;
  flag: string;
  description: string;
  options: LanguageOption[];
}

const en = (
  code: string,
  name: string,
  flag: string,
  description: string,
  locale = 'en-US',
  standard = false,
): LanguageOption => ({
  code,
  name,
  flag,
  description,
  language: 'en',
  direction: 'ltr',
  locale,
  ...(standard ? { standard } : {}),
});

export const LANGUAGE_GROUPS: readonly LanguageGroup[] = [
  {
    id: 'english',
    label: 'English',
    nativeName: 'English',
    flag: '🇺🇸',
    description: 'Standard, formal, business and slang varieties of English',
    options: [
      en(
        'standard_english',
        'Standard English',
        '🇺🇸',
        'Plain, neutral everyday English',
        'en-US',
        true,
      ),
      en(
        'formal_english',
        'Formal English',
        '🎩',
        'Polished, polite English for letters and official writing',
      ),
      en(
        'business_en',
        'Business English',
        '💼',
        'Workplace English: meetings, e-mails and corporate phrasing',
      ),
      en(
        'gen_z_english',
        'Gen Z English',
        '✨',
        'Internet-native slang: no cap, rizz, lowkey, it’s giving',
      ),
      en(
        'millennial_english',
        'Millennial English',
        '📱',
        'Slang from the 2000s and 2010s: adulting, on fleek, literally',
      ),
      en(
        'british_english',
        'British English',
        '🇬🇧',
        'Everyday UK English and slang: cheers, mate, gutted',
        'en-GB',
      ),
      en(
        'aave',
        'AAVE',
        '🗣️',
        'African American Vernacular English, a full dialect with its own grammar',
      ),
    ],
  },
  {
    id: 'spanish',
    label: 'Spanish',
    nativeName: 'Español',
    flag: '🇪🇸',
    description: 'Standard Spanish and regional youth varieties',
    options: [
      {
        code: 'spanish',
        name: 'Spanish',
        flag: '🇪🇸',
        description: 'Standard Spanish',
        language: 'es',
        direction: 'ltr',
        locale: 'es-ES',
        standard: true,
      },
      {
        code: 'spain_genz',
        name: 'Spain Gen Z',
        flag: '🔥',
        description: 'Youth slang from Spain: mazo, en plan, renta',
        language: 'es',
        direction: 'ltr',
        locale: 'es-ES',
      },
      {
        code: 'rioplatense_spanish',
        name: 'Rioplatense Spanish',
        flag: '🇦🇷',
        description: 'Buenos Aires and Montevideo: voseo, che, boludo',
        language: 'es',
        direction: 'ltr',
        locale: 'es-AR',
      },
    ],
  },
  {
    id: 'arabic',
    label: 'Arabic',
    nativeName: 'العربية',
    flag: '🇮🇶',
    description: 'Classical Arabic and the Iraqi dialect',
    options: [
      {
        code: 'classical_arabic',
        name: 'Classical Arabic',
        flag: '📜',
        description: 'Formal written Arabic (Fusha)',
        language: 'ar',
        direction: 'rtl',
        locale: 'ar-SA',
        standard: true,
      },
      {
        code: 'iraqi_arabic',
        name: 'Iraqi Arabic',
        flag: '🇮🇶',
        description: 'Everyday spoken Arabic of Baghdad and Iraq',
        language: 'ar',
        direction: 'rtl',
        locale: 'ar-IQ',
      },
    ],
  },
  {
    id: 'russian',
    label: 'Russian',
    nativeName: 'Русский',
    flag: '🇷🇺',
    description: 'Standard Russian and Gen Z slang',
    options: [
      {
        code: 'russian',
        name: 'Russian',
        flag: '🇷🇺',
        description: 'Standard Russian',
        language: 'ru',
        direction: 'ltr',
        locale: 'ru-RU',
        standard: true,
      },
      {
        code: 'russian_genz',
        name: 'Russian Gen Z',
        flag: '⚡',
        description: 'Youth slang: кринж, рофл, изи',
        language: 'ru',
        direction: 'ltr',
        locale: 'ru-RU',
      },
    ],
  },
  {
    id: 'french',
    label: 'French',
    nativeName: 'Français',
    flag: '🇫🇷',
    description: 'Standard French',
    options: [
      {
        code: 'french',
        name: 'French',
        flag: '🇫🇷',
        description: 'Standard French',
        language: 'fr',
        direction: 'ltr',
        locale: 'fr-FR',
        standard: true,
      },
    ],
  },
  {
    id: 'german',
    label: 'German',
    nativeName: 'Deutsch',
    flag: '🇩🇪',
    description: 'Formal (Sie) and standard (du) German',
    options: [
      {
        code: 'formal_german',
        name: 'Formal German',
        flag: '🎩',
        description: 'Polite German with Sie',
        language: 'de',
        direction: 'ltr',
        locale: 'de-DE',
      },
      {
        code: 'standard_german',
        name: 'Standard German',
        flag: '🇩🇪',
        description: 'Everyday German with du',
        language: 'de',
        direction: 'ltr',
        locale: 'de-DE',
        standard: true,
      },
    ],
  },
  {
    id: 'persian',
    label: 'Persian',
    nativeName: 'فارسی',
    flag: '🇮🇷',
    description: 'Standard Persian and Tehran slang',
    options: [
      {
        code: 'standard_persian',
        name: 'Standard Persian',
        flag: '🇮🇷',
        description: 'Formal written Persian',
        language: 'fa',
        direction: 'rtl',
        locale: 'fa-IR',
        standard: true,
      },
      {
        code: 'persian_slang',
        name: 'Persian Slang',
        flag: '🏙️',
        description: 'Tehran Gen Z street style',
        language: 'fa',
        direction: 'rtl',
        locale: 'fa-IR',
      },
    ],
  },
  {
    id: 'chinese',
    label: 'Mandarin Chinese',
    nativeName: '中文 (普通话)',
    flag: '🇨🇳',
    description: 'Coming soon',
    options: [],
  },
  {
    id: 'hindi',
    label: 'Hindi',
    nativeName: 'हिन्दी',
    flag: '🇮🇳',
    description: 'Coming soon',
    options: [],
  },
  {
    id: 'portuguese',
    label: 'Portuguese',
    nativeName: 'Português',
    flag: '🇧🇷',
    description: 'Coming soon',
    options: [],
  },
  {
    id: 'japanese',
    label: 'Japanese',
    nativeName: '日本語',
    flag: '🇯🇵',
    description: 'Coming soon',
    options: [],
  },
  {
    id: 'italian',
    label: 'Italian',
    nativeName: 'Italiano',
    flag: '🇮🇹',
    description: 'Coming soon',
    options: [],
  },
  {
    id: 'korean',
    label: 'Korean',
    nativeName: '한국어',
    flag: '🇰🇷',
    description: 'Coming soon',
    options: [],
  },
];

/** Every option in picker order. */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = LANGUAGE_GROUPS.flatMap(
  (group) => group.options,
);

const byCode = new Map(LANGUAGE_OPTIONS.map((option) => [option.code, option]));

export const LANGUAGE_CODES = LANGUAGE_OPTIONS.map((option) => option.code) as [
  string,
  ...string[],
];

export const DEFAULT_SOURCE_LANGUAGE = 'standard_english';
export const DEFAULT_TARGET_LANGUAGE = 'gen_z_english';

/** The From choice that has the server detect the text's style (issue 27 item 3); never a target. */
export const AUTO_DETECT = 'auto';

/** How the pickers show "Detect style": an option of its own, first in the From menu. */
export const DETECT_STYLE_OPTION: LanguageOption = {
  code: AUTO_DETECT,
  name: 'Detect style',
  flag: '🔍',
  description: 'Let SlangBridge tell which style the text is in',
  language: 'en',
  direction: 'ltr',
  locale: 'en-US',
};

export function isKnownLanguage(code: unknown): code is string {
  return typeof code === 'string' && byCode.has(code);
}

export function findLanguage(code: string): LanguageOption | undefined {
  return byCode.get(code);
}

/** What a picker shows for a code: the option itself, or the first option of the flattened list when unknown. */
export function resolveLanguage(code: string | null | undefined): LanguageOption {
  return (code ? byCode.get(code) : undefined) ?? LANGUAGE_OPTIONS[0]!;
}

/** True when both varieties belong to one language, so the offline style engine can rewrite between them. */
export function isSameLanguage(a: string, b: string): boolean {
  const first = byCode.get(a);
  const second = byCode.get(b);
  return !!first && !!second && first.language === second.language;
}

/** The standard variety of a code's language (e.g. rioplatense_spanish → spanish). */
export function standardVarietyOf(code: string): LanguageOption | undefined {
  const language = byCode.get(code)?.language;
  return LANGUAGE_OPTIONS.find((option) => option.language === language && option.standard);
}

/** Speech-recognition locale: the spec's map (English en-US, British en-GB, Spanish es-ES, French fr-FR), else the variety's own. */
export function recognitionLocale(code: string): string {
  return byCode.get(code)?.locale ?? 'en-US';
}

/**
 * The style key under which editors curate translations into a variety (spec 2 "Style keys"). They match the
 * language codes, except that the editors call Spain Gen Z Spanish `gen_z_spanish`.
 */
export function translationStyleKey(code: string): string {
  return code === 'spain_genz' ? 'gen_z_spanish' : code;
}

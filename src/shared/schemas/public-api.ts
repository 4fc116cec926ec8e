// The public API v1 (issue 13): every request and answer of /v1/*, validated by the routes and turned into the
// OpenAPI document by fastify-type-provider-zod, so the reference cannot drift from what the server checks.
// Translation and speech reuse the app's own field rules (5000 characters, known language codes, safe text).
import { z } from 'zod';
import { apiErrorSchema } from '../api-error';
import { LANGUAGE_CODES } from '../languages';
import { TRANSLATE_INPUT_MAX } from '../limits';
import { TRANSLATION_ENGINES } from '../translation-engines';
import { AUTO_DETECT, DIFFERENT_STYLES_MESSAGE, translateRequestSchema } from './translate';
import { safeText, writtenText } from './text';
import { TEXT_TO_SPEAK_TOO_LONG } from './voice';

/** Tag of every /v1 operation in the OpenAPI document. */
export const PUBLIC_API_TAG = 'v1';
/** Name of the bearer security scheme the /v1 operations declare (part of the OpenAPI document). */
export const PUBLIC_API_SECURITY_SCHEME = 'bearerAuth';
/** Requests per key per window (RateLimit-Policy `q`), unless API_RATE_LIMIT_PER_MINUTE says otherwise. */
export const PUBLIC_API_RATE_LIMIT = 60;
/** Names of the two policies of RateLimit-Policy and RateLimit: the key's requests a minute, its characters a day. */
export const KEY_POLICY = 'key';
export const DAILY_POLICY = 'daily';
/** The rate limit's window in seconds (RateLimit-Policy `w`). */
export const PUBLIC_API_WINDOW_SECONDS = 60;
/** GET /v1/history: default and largest page size. */
export const HISTORY_PAGE_DEFAULT = 20;
export const HISTORY_PAGE_MAX = 100;

// --- Messages callers see (tests assert them) ---
export const MISSING_KEY_MESSAGE =
  'An API key is required: send it as "Authorization: Bearer <key>".';
export const MALFORMED_AUTHORIZATION_MESSAGE =
  'The Authorization header has no API key: send it as "Authorization: Bearer <key>".';
export const INVALID_KEY_MESSAGE = 'This API key is not valid (it may have been revoked).';
export const KEY_RATE_LIMITED_MESSAGE = (seconds: number) =>
  `This API key made too many requests. Please wait ${seconds} seconds and try again.`;
export const QUOTA_EXCEEDED_MESSAGE = (quota: {
  limit: number;
  remaining: number;
  needed: number;
}) =>
  quota.remaining === 0
    ? `This API key has used its daily quota of ${quota.limit.toLocaleString('en-US')} characters. It resets at midnight UTC.`
    : `This text has ${quota.needed.toLocaleString('en-US')} characters, but this API key has only ${quota.remaining.toLocaleString('en-US')} of its daily ${quota.limit.toLocaleString('en-US')} left. The quota resets at midnight UTC.`;
export const BAD_CURSOR_MESSAGE = 'This cursor is not valid: pass nextCursor from a previous page.';
export const ENCODED_BODY_MESSAGE =
  'Send the request body uncompressed: no Content-Encoding (such as gzip) is accepted.';
export const BLANK_SPEECH_MESSAGE =
  'Send some text to speak: "text" must not be empty or only whitespace.';
export const UNKNOWN_VOICE_MESSAGE = 'Unknown voice: use a language code (see GET /v1/languages).';

const languageCodeDoc = {
  description: 'A language code from GET /v1/languages.',
  enum: LANGUAGE_CODES,
} as const;

// The field schemas of POST /api/translate, renamed: the same checks, the same messages.
const translateFields = translateRequestSchema.shape;

/** POST /v1/translate body. */
export const v1TranslateRequestSchema = z
  .object({
    from: translateFields.sourceLanguage.meta({
      ...languageCodeDoc,
      enum: [AUTO_DETECT, ...LANGUAGE_CODES],
      description:
        'The style or language of `text`: a code from GET /v1/languages, or `auto` to detect it (the answer then names it in `detectedLanguage`).',
      examples: ['standard_english'],
    }),
    to: translateFields.targetLanguage.meta({
      ...languageCodeDoc,
      description: 'The style or language to translate into: a code from GET /v1/languages.',
      examples: ['gen_z_english'],
    }),
    text: translateFields.inputText.meta({
      description: `The text to translate: not blank, at most ${TRANSLATE_INPUT_MAX} characters (Unicode code points, as \`maxLength\` counts them: an emoji is one). Counts against the key's daily character quota in the same characters.`,
      examples: ['That party was really great, honestly.'],
    }),
    saveToHistory: z.boolean().default(true).meta({
      description:
        "Whether the translation joins the key owner's history (GET /v1/history and the app's History). Send `false` for texts that should not be kept, such as other people's messages in a chat bot.",
    }),
  })
  // The app's rule between the fields (two different styles), with its message. Checked only once every field is
  // valid (zod would otherwise run it after a field failed), so each problem is reported once.
  .refine((body) => body.from !== body.to, {
    message: DIFFERENT_STYLES_MESSAGE,
    path: ['to'],
    when: (payload) => payload.issues.length === 0,
  })
  .meta({ description: 'A text and the two styles to translate between.' });
export type V1TranslateRequest = z.infer<typeof v1TranslateRequestSchema>;

/** POST /v1/translate answer. */
export const v1TranslateResponseSchema = z
  .object({
    translation: z.string().meta({ description: 'The translated text.' }),
    explanation: z.string().meta({
      description: 'Why it reads this way: the slang or style terms used, with their meanings.',
    }),
    engine: z.enum(TRANSLATION_ENGINES).meta({
      description:
        'Which step answered: `memory` (an editor-approved translation), `cache` (an identical recent request), `llm` (the AI provider) or `style-engine` (the built-in offline engine).',
    }),
    detectedLanguage: z
      .string()
      .optional()
      .meta({
        description:
          'Only when `from` was `auto`: the style the text was detected to be in (a code from GET /v1/languages), which it was translated from.',
        examples: ['gen_z_english'],
      }),
    alternatives: z
      .array(z.string())
      .max(3)
      .meta({
        description:
          'Up to 3 other renderings of the text, each making another choice for one of its slang or style senses (empty when there is none).',
        examples: [['I am shattered and cross.', 'I am knackered and fuming.']],
      }),
  })
  .meta({
    id: 'V1Translation',
    description:
      'The translation, saved to the key owner’s history unless `saveToHistory` was false.',
  });
export type V1TranslateResponse = z.infer<typeof v1TranslateResponseSchema>;

/** POST /v1/tts body. */
export const v1TtsRequestSchema = z
  .object({
    // The app's rules, with a message of the API's own (the app's speaks of its translate button).
    text: writtenText(
      TRANSLATE_INPUT_MAX,
      { blank: BLANK_SPEECH_MESSAGE, tooLong: TEXT_TO_SPEAK_TOO_LONG },
      { trim: true },
    ).meta({
      description: `The text to speak: not blank, at most ${TRANSLATE_INPUT_MAX} characters (Unicode code points). Counts against the key's daily character quota.`,
      examples: ['no cap, that party was bussin'],
    }),
    voice: safeText('Choose a voice: a language code (see GET /v1/languages).')
      .trim()
      .min(1, 'Choose a voice: a language code (see GET /v1/languages).')
      .max(100, 'A voice name is at most 100 characters.')
      .meta({
        description:
          'A language code from GET /v1/languages (the voice speaks that language), or the name of the voice the server is configured with.',
        examples: ['gen_z_english'],
      }),
  })
  .meta({ description: 'A text and the voice to speak it with.' });
export type V1TtsRequest = z.infer<typeof v1TtsRequestSchema>;

/** POST /v1/tts answer (200): the audio itself, described for the OpenAPI document. */
export const v1TtsAudioSchema = z.string().meta({
  description: 'The spoken text (WAV from the built-in voice, MP3 from a voice provider).',
});
export const V1_TTS_CONTENT_TYPES = ['audio/wav', 'audio/mpeg'] as const;

/** GET /v1/history query string. */
export const v1HistoryQuerySchema = z
  .object({
    limit: z.coerce
      .number({ message: `limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}.` })
      .int(`limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}.`)
      .min(1, `limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}.`)
      .max(HISTORY_PAGE_MAX, `limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}.`)
      .default(HISTORY_PAGE_DEFAULT)
      .meta({
        description: `How many translations to return (1 to ${HISTORY_PAGE_MAX}, default ${HISTORY_PAGE_DEFAULT}).`,
      }),
    cursor: safeText()
      .min(1, BAD_CURSOR_MESSAGE)
      .max(200, BAD_CURSOR_MESSAGE)
      .regex(/^[A-Za-z0-9_-]+$/, BAD_CURSOR_MESSAGE)
      .optional()
      .meta({
        description:
          'Where to continue: `nextCursor` of the previous page. Omit it for the newest translations.',
      }),
  })
  .meta({ description: 'One page of the history.' });
export type V1HistoryQuery = z.infer<typeof v1HistoryQuerySchema>;

/** One translation of the history. */
export const v1HistoryItemSchema = z
  .object({
    id: z.string().meta({ description: 'The translation’s id.' }),
    from: z.string().meta({ description: 'Source language code.' }),
    to: z.string().meta({ description: 'Target language code.' }),
    text: z.string().meta({ description: 'The text that was translated.' }),
    translation: z.string().meta({ description: 'The translation.' }),
    createdAt: z
      .string()
      .meta({ description: 'When it was made (ISO 8601, UTC).', format: 'date-time' }),
  })
  .meta({ id: 'V1HistoryItem', description: 'A translation in the key owner’s history.' });
export type V1HistoryItem = z.infer<typeof v1HistoryItemSchema>;

/** GET /v1/history answer. */
export const v1HistoryResponseSchema = z
  .object({
    items: z.array(v1HistoryItemSchema).meta({ description: 'Newest first.' }),
    nextCursor: z.string().nullable().meta({
      description: 'Pass it as `cursor` to get the next (older) page; null on the last page.',
    }),
  })
  .meta({
    id: 'V1HistoryPage',
    description:
      'The key owner’s translations (made in the app or through the API), newest first, one page at a time.',
  });
export type V1HistoryResponse = z.infer<typeof v1HistoryResponseSchema>;

/** One language or style of GET /v1/languages. */
export const v1LanguageSchema = z
  .object({
    code: z.string().meta({ description: 'The code to send as `from`, `to` or `voice`.' }),
    name: z.string(),
    group: z.string().meta({ description: 'The language group it belongs to, e.g. `english`.' }),
    language: z.string().meta({ description: 'ISO 639-1 code of its language.' }),
    direction: z.enum(['ltr', 'rtl']).meta({ description: 'Writing direction.' }),
    locale: z.string().meta({ description: 'BCP 47 locale its voice speaks.' }),
    flag: z.string(),
    description: z.string(),
    standard: z
      .boolean()
      .meta({ description: 'True for the plain, neutral register of its language.' }),
  })
  .meta({ id: 'V1Language', description: 'A language style the API translates from and to.' });
export type V1Language = z.infer<typeof v1LanguageSchema>;

/** GET /v1/languages answer. */
export const v1LanguagesResponseSchema = z
  .object({
    languages: z.array(v1LanguageSchema),
    crossLanguage: z.boolean().meta({
      description:
        'Whether pairs of two different languages can be translated (they need the AI provider). Styles of one language always can.',
    }),
  })
  .meta({ id: 'V1Languages', description: 'The language registry.' });
export type V1LanguagesResponse = z.infer<typeof v1LanguagesResponseSchema>;

/** GET /v1/usage answer. */
export const v1UsageResponseSchema = z
  .object({
    key: z.object({
      id: z.string().meta({ description: 'The key’s id (never the key itself).' }),
      name: z.string().meta({ description: 'The name given when the key was created.' }),
    }),
    day: z.string().meta({ description: 'The UTC day the counts are for (YYYY-MM-DD).' }),
    requests: z.number().int().meta({ description: 'Requests made with this key today.' }),
    characters: z.object({
      used: z.number().int().meta({ description: 'Characters translated or spoken today.' }),
      limit: z.number().int().meta({ description: 'The daily character quota of a key.' }),
      remaining: z.number().int(),
    }),
    rateLimit: z.object({
      limit: z.number().int().meta({ description: 'Requests allowed per window.' }),
      windowSeconds: z.number().int(),
      remaining: z.number().int().meta({ description: 'Requests left in this window.' }),
      resetSeconds: z.number().int().meta({ description: 'Seconds until the window resets.' }),
    }),
  })
  .meta({ id: 'V1Usage', description: 'What this key has used today, and its limits.' });
export type V1UsageResponse = z.infer<typeof v1UsageResponseSchema>;

/** Every /v1 error: a message for people and a code for programs. */
export const v1ErrorSchema = apiErrorSchema.meta({
  id: 'V1Error',
  description:
    'An error: `error` is a human-readable message, `code` a stable machine code. 400 VALIDATION_FAILED or INVALID_JSON: the request is not valid; 401 UNAUTHORIZED: no key, or a key that is not valid or was revoked (with `WWW-Authenticate: Bearer`); 429 RATE_LIMITED: too many requests for this key (with `Retry-After`); 413 PAYLOAD_TOO_LARGE and 415 UNSUPPORTED_MEDIA_TYPE: the body is too large or not JSON; 422: a pair of two languages without an AI provider; 429 QUOTA_EXCEEDED: the key’s daily character quota is spent; 503 SERVICE_UNAVAILABLE: a provider or the database is down, try again shortly.',
});

/**
 * What each error status of a /v1 route means: the description of that response in the OpenAPI document (the
 * reference shows it next to the status). An error response without a description of its own gets this one
 * (src/server/plugins/openapi.ts); success responses get the description of their schema.
 */
export const V1_ERROR_RESPONSE_DESCRIPTIONS = {
  400: 'Invalid input: the body or the query string is not valid (`VALIDATION_FAILED`, with `details` naming each field) or the body is not valid JSON (`INVALID_JSON`).',
  401: 'Missing, invalid or revoked API key (`UNAUTHORIZED`, with `WWW-Authenticate: Bearer`).',
  413: 'The request body is larger than the server accepts (`PAYLOAD_TOO_LARGE`).',
  415: 'The request body is not sent as `application/json` (`UNSUPPORTED_MEDIA_TYPE`).',
  422: 'Valid input this server cannot carry out: a pair of two different languages needs the AI provider, and none is configured (`VALIDATION_FAILED`, naming `to`).',
  429: 'Rate limit (`RATE_LIMITED`) or daily character quota (`QUOTA_EXCEEDED`) exceeded: `Retry-After` says in how many seconds to try again.',
  503: 'A provider or the database is unavailable right now (`SERVICE_UNAVAILABLE`): try again shortly.',
} as const satisfies Record<number, string>;

/** A response header as the OpenAPI document declares it (a header object without `required`). */
export interface V1HeaderDoc {
  description: string;
  schema: Record<string, unknown>;
}

/** The header fields /v1 answers carry that a client acts on (also what CORS lets a script read). */
export const V1_HEADERS = {
  'RateLimit-Policy': {
    description: `The key's limits (draft-ietf-httpapi-ratelimit-headers): \`"${KEY_POLICY}"\`, requests (\`q\`) per window of \`w\` seconds, and \`"${DAILY_POLICY}"\`, characters (\`qu="characters"\`, counted in Unicode code points) per UTC day. The same on every answer.`,
    schema: {
      type: 'string',
      examples: [`"${KEY_POLICY}";q=60;w=60, "${DAILY_POLICY}";q=100000;w=86400;qu="characters"`],
    },
  },
  RateLimit: {
    description: `What is left: \`"${KEY_POLICY}"\`, the requests (\`r\`) left in the key's window and the seconds (\`t\`) until it resets; on a \`QUOTA_EXCEEDED\` answer also \`"${DAILY_POLICY}"\`, the characters left today and the seconds until midnight UTC.`,
    schema: {
      type: 'string',
      pattern: `^"(${KEY_POLICY}|${DAILY_POLICY})";r=\\d+;t=\\d+(, "(${KEY_POLICY}|${DAILY_POLICY})";r=\\d+;t=\\d+)*$`,
      examples: [`"${KEY_POLICY}";r=59;t=60`],
    },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 0 },
  },
  'WWW-Authenticate': {
    description:
      'The bearer challenge (RFC 6750): `error="invalid_request"` when the Authorization header carries no key, `error="invalid_token"` when the key is not valid or was revoked.',
    schema: { type: 'string', pattern: '^Bearer ' },
  },
  'X-Voice-Source': {
    description:
      'Which voice spoke: `remote` (the configured voice provider) or `builtin` (the offline voice).',
    schema: { type: 'string', enum: ['remote', 'builtin'] },
  },
} as const satisfies Record<string, V1HeaderDoc>;
export type V1HeaderName = keyof typeof V1_HEADERS;

/** Which headers an answer carries: each one named, `true` when it always does. */
export type V1ResponseHeaders = Partial<Record<V1HeaderName, boolean>>;

/**
 * The headers each status of every /v1 operation sends (the key guard sets RateLimit-Policy on every answer and
 * RateLimit once the key is known; a 503 may come before that). The OpenAPI document declares them
 * (src/server/plugins/openapi.ts) so that generated clients type them.
 */
export const V1_RESPONSE_HEADERS: Record<number, V1ResponseHeaders> = {
  200: { 'RateLimit-Policy': true, RateLimit: true },
  400: { 'RateLimit-Policy': true, RateLimit: false },
  401: { 'RateLimit-Policy': true, 'WWW-Authenticate': true },
  // A dictionary term that does not exist (GET /v1/dictionary/{slug}): after the key was counted.
  404: { 'RateLimit-Policy': true, RateLimit: true },
  413: { 'RateLimit-Policy': true, RateLimit: false },
  415: { 'RateLimit-Policy': true, RateLimit: false },
  422: { 'RateLimit-Policy': true, RateLimit: true },
  429: { 'RateLimit-Policy': true, RateLimit: true, 'Retry-After': true },
  503: { 'RateLimit-Policy': true, RateLimit: false, 'Retry-After': true },
};

/** The error answers every /v1 route may give (on top of its own). */
export const v1ErrorResponses = {
  400: v1ErrorSchema,
  401: v1ErrorSchema,
  429: v1ErrorSchema,
  503: v1ErrorSchema,
} as const;

/** The error answers of the /v1 routes that take a JSON body (on top of v1ErrorResponses). */
export const v1BodyErrorResponses = {
  413: v1ErrorSchema,
  415: v1ErrorSchema,
} as const;

// --- The dictionary (issue 28 item 7) ----------------------------------------------------------------------

const v1DefinitionSchema = z
  .object({
    id: z.string(),
    meaning: z.string(),
    example: z.string().nullable(),
    context: z.string().nullable(),
    author: z.object({ handle: z.string().nullable(), name: z.string() }).nullable().meta({
      description:
        'Who wrote it; null for the definition by the SlangBridge editors and for a former contributor.',
    }),
    original: z
      .boolean()
      .meta({ description: 'True for the definition the term was added to the dictionary with.' }),
    createdAt: z.string().meta({ description: 'When it was written (ISO 8601).' }),
    up: z.number().int().meta({ description: 'Readers’ up votes.' }),
    down: z.number().int().meta({ description: 'Readers’ down votes.' }),
  })
  .meta({ id: 'V1Definition', description: 'One approved definition of a term.' });

/** GET /v1/dictionary/{slug} answer. */
export const v1DictionaryTermSchema = z
  .object({
    slug: z.string(),
    term: z.string(),
    language: z.string().meta({ description: 'The dictionary language the term belongs to.' }),
    romanization: z.string().nullable(),
    tags: z.array(z.string()),
    definitions: z.array(v1DefinitionSchema).meta({
      description:
        'The approved definitions, best first (by the lower bound of the Wilson score of their votes).',
    }),
    related: z.array(z.object({ slug: z.string(), term: z.string(), meaning: z.string() })),
    url: z.string().meta({ description: 'The term’s page.' }),
  })
  .meta({ id: 'V1DictionaryTerm', description: 'A dictionary term with its definitions.' });
export type V1DictionaryTerm = z.infer<typeof v1DictionaryTermSchema>;

export const v1DictionarySlugParamsSchema = z.object({
  slug: safeText()
    .min(1, 'Unknown term.')
    .max(100, 'Unknown term.')
    .meta({ description: 'The term’s slug, as in its page’s address (/slang/{slug}).' }),
});

export const v1DictionarySearchQuerySchema = z.object({
  q: safeText()
    .trim()
    .min(1, 'Type something to search for.')
    .max(100, 'Search text must be 100 characters or less.')
    .meta({
      description: 'What to look for: a term, its spelling as people type it, or a meaning.',
    }),
});

/** GET /v1/dictionary/search answer. */
export const v1DictionarySearchSchema = z
  .object({
    items: z.array(
      z.object({
        slug: z.string(),
        term: z.string(),
        meaning: z.string().meta({ description: 'The term’s main meaning.' }),
        url: z.string(),
      }),
    ),
  })
  .meta({ id: 'V1DictionarySearch', description: 'Dictionary terms that match, best first.' });
export type V1DictionarySearch = z.infer<typeof v1DictionarySearchSchema>;

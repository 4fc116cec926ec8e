// The dictionary's calls (spec 2 §3 entities, §5 validation, §7 calls): terms, catalog, search, submissions,
// suggestions, reports and moderation. One schema per body, used by the forms and the routes.
import { z } from 'zod';
import {
  ADD_MEANING_MAX,
  ADD_TERM_MAX,
  ADMIN_CONTEXT_MAX,
  ADMIN_EXAMPLE_MAX,
  ADMIN_MEANING_MAX,
  ADMIN_TERM_MAX,
  ADMIN_TERMS_PAGE_SIZE,
  ADMIN_TERMS_PAGE_SIZE_MAX,
  DICTIONARY_LANGUAGES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  SEARCH_QUERY_MAX,
  SUGGEST_LONG_MAX,
} from '../dictionary';
import { safeText } from './text';

const required = (max: number, missing: string, tooLong: string) =>
  safeText().trim().min(1, missing).max(max, tooLong);

/** Optional text: empty or blank becomes null (the forms send null or ''). */
const optionalText = (max: number, tooLong: string) =>
  z
    .union([safeText().trim().max(max, tooLong), z.null()])
    .optional()
    .transform((value) => (value ? value : null));

// --- Terms ------------------------------------------------------------------------------------------------

export const dictionaryLanguageSchema = z.enum(DICTIONARY_LANGUAGES, {
  message: `Language must be one of ${DICTIONARY_LANGUAGES.join(', ')}.`,
});

/** A term as every read returns it. */
export const slangTermSchema = z.object({
  id: z.string(),
  slug: z.string(),
  term: z.string(),
  meaning: z.string(),
  context: z.string().nullable(),
  example: z.string().nullable(),
  /** More examples after the first (built-in terms have up to three). */
  moreExamples: z.array(z.string()),
  romanization: z.string().nullable(),
  language: dictionaryLanguageSchema,
  tags: z.array(z.string()),
  /** Where the browser lists it: a built-in category, or null for a community term. */
  country: z.string().nullable(),
  category: z.string().nullable(),
  source: z.enum(['builtin', 'community', 'admin']),
  updatedAt: z.string(),
});
export type SlangTerm = z.infer<typeof slangTermSchema>;

export const relatedTermSchema = z.object({
  slug: z.string(),
  term: z.string(),
  meaning: z.string(),
});
export type RelatedTerm = z.infer<typeof relatedTermSchema>;

// --- Definitions and votes (issue 28) -------------------------------------------------------------------------

/** Who wrote a definition: null for the built-in one ("SlangBridge editors") and for a removed account. */
export const definitionAuthorSchema = z.object({
  handle: z.string().nullable(),
  name: z.string(),
});
export type DefinitionAuthor = z.infer<typeof definitionAuthorSchema>;

/** A vote: 1 up, -1 down, 0 none (0 sent to the vote call takes a vote back). */
export const voteValueSchema = z.union([z.literal(1), z.literal(-1), z.literal(0)], {
  message: 'A vote is 1 (up), -1 (down) or 0 (take it back).',
});
export type VoteValue = z.infer<typeof voteValueSchema>;

/** One approved definition of a term, as the term page and the APIs list them (best first). */
export const definitionSchema = z.object({
  id: z.string(),
  meaning: z.string(),
  example: z.string().nullable(),
  context: z.string().nullable(),
  /** Null for the built-in definition and for a definition whose author removed their account. */
  author: definitionAuthorSchema.nullable(),
  /** True for the definition the term was added with (the editors' or the approved submission's). */
  original: z.boolean(),
  createdAt: z.string(),
  up: z.number().int(),
  down: z.number().int(),
  /** The signed-in reader's own vote; 0 when none or signed out. */
  mine: voteValueSchema,
});
export type Definition = z.infer<typeof definitionSchema>;

/** POST /api/slang/{slug}/definitions: a reader's definition of an existing term. */
export const definitionInputSchema = z.object({
  meaning: required(
    ADMIN_MEANING_MAX,
    'Please write what the term means.',
    `Meaning must be ${ADMIN_MEANING_MAX} characters or less.`,
  ),
  example: required(
    ADMIN_EXAMPLE_MAX,
    'Please add an example of the term in a sentence.',
    `Example must be ${ADMIN_EXAMPLE_MAX} characters or less.`,
  ),
  context: optionalText(
    ADMIN_CONTEXT_MAX,
    `Context must be ${ADMIN_CONTEXT_MAX} characters or less.`,
  ),
});
export type DefinitionInput = z.input<typeof definitionInputSchema>;

export const definitionCreatedSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  message: z.string(),
});
export type DefinitionCreated = z.infer<typeof definitionCreatedSchema>;

/** POST /api/definitions/{id}/vote. */
export const voteInputSchema = z.object({ value: voteValueSchema });
export type VoteInput = z.infer<typeof voteInputSchema>;
export const voteResultSchema = z.object({
  up: z.number().int(),
  down: z.number().int(),
  mine: voteValueSchema,
});
export type VoteResult = z.infer<typeof voteResultSchema>;

/** GET /api/slang/{slug}. */
export const slangTermDetailSchema = slangTermSchema.extend({
  /** The approved definitions, best first (Wilson lower bound of the votes); the first is the term's meaning. */
  definitions: z.array(definitionSchema),
  related: z.array(relatedTermSchema),
  /** What tells the page's title from other terms of the same name (termPageTitle); null when none has it. */
  titleQualifier: z.string().nullable(),
});
export type SlangTermDetail = z.infer<typeof slangTermDetailSchema>;

export const slugParamsSchema = z.object({
  slug: safeText().min(1, 'Unknown term.').max(100, 'Unknown term.'),
});
export const idParamsSchema = z.object({ id: z.uuid('Unknown id.') });

/** The admin term dialog: POST /api/slang, PUT /api/slang/{id}; and the body of approving a suggestion. */
export const adminTermSchema = z.object({
  term: required(
    ADMIN_TERM_MAX,
    'Please enter the term.',
    `Term must be ${ADMIN_TERM_MAX} characters or less.`,
  ),
  meaning: required(
    ADMIN_MEANING_MAX,
    'Please enter the meaning.',
    `Meaning must be ${ADMIN_MEANING_MAX} characters or less.`,
  ),
  context: optionalText(
    ADMIN_CONTEXT_MAX,
    `Context must be ${ADMIN_CONTEXT_MAX} characters or less.`,
  ),
  example: optionalText(
    ADMIN_EXAMPLE_MAX,
    `Example must be ${ADMIN_EXAMPLE_MAX} characters or less.`,
  ),
  language: dictionaryLanguageSchema.default('us_english'),
});
export type AdminTermInput = z.input<typeof adminTermSchema>;

const pageMessage = 'page must be a whole number from 1.';
const pageSizeMessage = `pageSize must be a whole number from 1 to ${ADMIN_TERMS_PAGE_SIZE_MAX}.`;

/**
 * GET /api/dictionary?lang&query&page&pageSize (admin): one page of the matching terms, most recently changed
 * first. Without page and pageSize it answers the first ADMIN_TERMS_PAGE_SIZE (50).
 */
export const dictionaryQuerySchema = z.object({
  lang: z.union([dictionaryLanguageSchema, z.literal('all'), z.literal('')]).optional(),
  query: safeText()
    .trim()
    .max(SEARCH_QUERY_MAX, `Search must be ${SEARCH_QUERY_MAX} characters or less.`)
    .optional(),
  page: z.coerce
    .number({ message: pageMessage })
    .int(pageMessage)
    .min(1, pageMessage)
    .max(100_000, pageMessage)
    .default(1),
  pageSize: z.coerce
    .number({ message: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(ADMIN_TERMS_PAGE_SIZE_MAX, pageSizeMessage)
    .default(ADMIN_TERMS_PAGE_SIZE),
});
export type DictionaryQuery = z.input<typeof dictionaryQuerySchema>;
export const dictionaryListSchema = z.object({
  terms: z.array(slangTermSchema),
  /** Terms matching the language and search (what the pages count). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type DictionaryList = z.infer<typeof dictionaryListSchema>;

// --- Browsing ---------------------------------------------------------------------------------------------

export const catalogCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  language: dictionaryLanguageSchema,
  entryCount: z.number(),
});
export const catalogCountrySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  flag: z.string(),
  color: z.string(),
  status: z.enum(['active', 'coming-soon']),
  /** Its own (community) entries plus every category's. */
  entryCount: z.number(),
  subcategories: z.array(catalogCategorySchema),
});
export type CatalogCountry = z.infer<typeof catalogCountrySchema>;
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;

/** GET /api/dictionary/catalog. */
export const catalogSchema = z.object({ countries: z.array(catalogCountrySchema) });

export const categoryParamsSchema = z.object({
  country: safeText().max(60),
  category: safeText().max(60),
});
/** GET /api/dictionary/catalog/{country}/{category}?q: the category's search (term, meaning or example). */
export const categoryQuerySchema = z.object({
  q: safeText()
    .trim()
    .max(SEARCH_QUERY_MAX, `Search must be ${SEARCH_QUERY_MAX} characters or less.`)
    .optional(),
});
export const categoryEntrySchema = z.object({
  slug: z.string(),
  term: z.string(),
  meaning: z.string(),
  examples: z.array(z.string()),
});
export type CategoryEntry = z.infer<typeof categoryEntrySchema>;

/** GET /api/dictionary/catalog/{country}/{category}. */
export const categoryEntriesSchema = z.object({
  country: catalogCountrySchema.omit({ subcategories: true }),
  category: catalogCategorySchema,
  entries: z.array(categoryEntrySchema),
});

/** The category that lists a country's community terms (approved submissions without a built-in category). */
export const COMMUNITY_CATEGORY_ID = 'community';

// --- Search -----------------------------------------------------------------------------------------------

export const searchQuerySchema = z.object({
  q: safeText()
    .trim()
    .min(1, 'Please type something to search for.')
    .max(SEARCH_QUERY_MAX, `Search must be ${SEARCH_QUERY_MAX} characters or less.`),
});
export const searchItemSchema = z.object({
  term: z.string(),
  slug: z.string(),
  meaning: z.string(),
  long_explanation: z.string().nullable(),
  context_source: z.string().nullable(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;
export const searchResponseSchema = z.object({
  kind: z.enum(['verified', 'ai_guess']),
  items: z.array(searchItemSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

// --- Submissions and suggestions ---------------------------------------------------------------------------

/** POST /api/slang-submissions (the add form). createdBy, status and source are decided by the server. */
export const slangSubmissionSchema = z.object({
  term: safeText()
    .trim()
    .min(1, 'Missing Required Fields - Please provide both a slang term and its meaning.')
    .max(ADD_TERM_MAX, `Term Too Long - Slang term must be ${ADD_TERM_MAX} characters or less.`),
  meaning: safeText()
    .trim()
    .min(1, 'Missing Required Fields - Please provide both a slang term and its meaning.')
    .max(
      ADD_MEANING_MAX,
      `Meaning Too Long - Meaning must be ${ADD_MEANING_MAX} characters or less.`,
    ),
  context: optionalText(
    ADMIN_CONTEXT_MAX,
    `Context must be ${ADMIN_CONTEXT_MAX} characters or less.`,
  ),
  example: optionalText(
    ADMIN_EXAMPLE_MAX,
    `Example must be ${ADMIN_EXAMPLE_MAX} characters or less.`,
  ),
  // Sent by the spec's client; ignored: the session decides createdBy, the server decides status and source.
  createdBy: z.unknown().optional(),
  status: z.unknown().optional(),
  source: z.unknown().optional(),
});
export type SlangSubmissionInput = z.input<typeof slangSubmissionSchema>;

/** POST /api/slang/suggest (the suggest form). */
export const slangSuggestionSchema = z.object({
  term: required(
    ADMIN_TERM_MAX,
    'Missing Information - Please provide at least the term and a short meaning.',
    `Term must be ${ADMIN_TERM_MAX} characters or less.`,
  ),
  meaning: required(
    ADD_MEANING_MAX,
    'Missing Information - Please provide at least the term and a short meaning.',
    `Meaning must be ${ADD_MEANING_MAX} characters or less.`,
  ),
  longExplanation: optionalText(
    SUGGEST_LONG_MAX,
    `Explanation must be ${SUGGEST_LONG_MAX} characters or less.`,
  ),
  context: optionalText(
    ADMIN_CONTEXT_MAX,
    `Context must be ${ADMIN_CONTEXT_MAX} characters or less.`,
  ),
  example: optionalText(
    ADMIN_EXAMPLE_MAX,
    `Example must be ${ADMIN_EXAMPLE_MAX} characters or less.`,
  ),
});
export type SlangSuggestionInput = z.input<typeof slangSuggestionSchema>;

export const submissionCreatedSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  /** Set when the term already exists: the submission is filed as a suggestion for that term. */
  existingSlug: z.string().nullable(),
  message: z.string(),
});
export type SubmissionCreated = z.infer<typeof submissionCreatedSchema>;

// --- Reports ----------------------------------------------------------------------------------------------

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: 'Please choose a reason.' }),
  note: optionalText(REPORT_NOTE_MAX, `Note must be ${REPORT_NOTE_MAX} characters or less.`),
});
export type ReportInput = z.input<typeof reportSchema>;

// --- Moderation ---------------------------------------------------------------------------------------------

export const moderationEventSchema = z.object({
  action: z.string(),
  actorName: z.string().nullable(),
  at: z.string(),
  note: z.string().nullable(),
});
export type ModerationEvent = z.infer<typeof moderationEventSchema>;

export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** An admin suggestion record (spec 2 §3), with where it came from and what was done to it. */
export const adminSuggestionSchema = z.object({
  id: z.string(),
  term: z.string(),
  short_definition: z.string(),
  long_explanation: z.string().nullable(),
  context_source: z.string().nullable(),
  example: z.string().nullable(),
  status: z.enum(SUGGESTION_STATUSES),
  created_at: z.string(),
  /** 'add' (the add form) or 'suggest' (the suggest form). */
  form: z.enum(['add', 'suggest']),
  submittedBy: z.string().nullable(),
  /** The existing term this is a suggestion for, when the term was already in the dictionary. */
  existingSlug: z.string().nullable(),
  /** The term page it became, once approved. */
  approvedSlug: z.string().nullable(),
  history: z.array(moderationEventSchema),
});
export type AdminSuggestion = z.infer<typeof adminSuggestionSchema>;

export const suggestionsQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'all', 'rejected']).default('pending'),
  search: safeText().trim().max(SEARCH_QUERY_MAX).optional(),
});
export const suggestionListSchema = z.object({
  suggestions: z.array(adminSuggestionSchema),
  pendingCount: z.number(),
});

export const adminReportSchema = z.object({
  id: z.string(),
  slug: z.string(),
  term: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(['open', 'dismissed', 'resolved']),
  created_at: z.string(),
  reportedBy: z.string().nullable(),
  history: z.array(moderationEventSchema),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
/** POST /api/slang/{slug}/report: 201 with the new report, or 200 with the account's open one of the term. */
export const reportReceiptSchema = z.object({
  message: z.string(),
  report: adminReportSchema.pick({
    id: true,
    reason: true,
    note: true,
    status: true,
    created_at: true,
  }),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

export const reportListSchema = z.object({
  reports: z.array(adminReportSchema),
  openCount: z.number(),
});

export const messageSchema = z.object({ message: z.string() });

// --- Moderation of definitions (issue 28) ---------------------------------------------------------------

export const DEFINITION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A definition in the moderation list: GET /api/admin/definitions. */
export const adminDefinitionSchema = z.object({
  id: z.string(),
  status: z.enum(DEFINITION_STATUSES),
  meaning: z.string(),
  example: z.string().nullable(),
  context: z.string().nullable(),
  term: z.object({ slug: z.string(), term: z.string(), meaning: z.string() }),
  author: definitionAuthorSchema.nullable(),
  createdAt: z.string(),
  history: z.array(moderationEventSchema),
});
export type AdminDefinition = z.infer<typeof adminDefinitionSchema>;
export const definitionsQuerySchema = z.object({
  status: z.enum([...DEFINITION_STATUSES, 'all']).default('pending'),
});
export const definitionListSchema = z.object({ definitions: z.array(adminDefinitionSchema) });
export type DefinitionList = z.infer<typeof definitionListSchema>;

// --- Word of the day (issue 28 item 3) --------------------------------------------------------------------

/** The day's term: GET /api/word-of-the-day[?date=YYYY-MM-DD]. `date` is the day (it turns at 6 AM New York). */
export const wordOfTheDaySchema = z.object({
  date: z.string(),
  term: z.object({
    slug: z.string(),
    term: z.string(),
    /** The term's best definition. */
    meaning: z.string(),
    example: z.string().nullable(),
    context: z.string().nullable(),
    romanization: z.string().nullable(),
    language: dictionaryLanguageSchema,
  }),
});
export type WordOfTheDay = z.infer<typeof wordOfTheDaySchema>;

/** A calendar day, YYYY-MM-DD, that exists (not 2026-02-30). */
const calendarDateSchema = z.iso.date({
  error: 'The date must be a calendar day like 2026-12-07.',
});

export const wordOfTheDayQuerySchema = z.object({ date: calendarDateSchema.optional() });
/** GET /og/word-of-the-day/{date}.png */
export const wordOfTheDayDateParamsSchema = z.object({ date: calendarDateSchema });

export const WORD_OF_THE_DAY_ARCHIVE_PAGE_SIZE = 30;

/** GET /api/word-of-the-day/archive?page=N: the days so far, newest first. */
export const wordOfTheDayArchiveQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Pages start at 1.').max(1000).default(1),
});
export const wordOfTheDayArchiveSchema = z.object({
  items: z.array(
    z.object({ date: z.string(), slug: z.string(), term: z.string(), meaning: z.string() }),
  ),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type WordOfTheDayArchive = z.infer<typeof wordOfTheDayArchiveSchema>;

/** POST /api/admin/word-of-the-day: an admin pins a term to a future day. */
export const pinWordOfTheDaySchema = z.object({
  date: calendarDateSchema,
  slug: safeText().trim().min(1, 'Choose a term.').max(100, 'Unknown term.'),
});
export type PinWordOfTheDayInput = z.input<typeof pinWordOfTheDaySchema>;

// --- Contributors (issue 28 item 5) -----------------------------------------------------------------------

export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9_-]{1,28})[a-z0-9]$/;
/** Handles nobody may take: they would read as the site speaking. */
export const RESERVED_HANDLES = [
  'admin',
  'administrator',
  'moderator',
  'mod',
  'slangbridge',
  'support',
  'help',
  'editor',
  'editors',
  'staff',
  'system',
  'root',
  'api',
  'me',
  'settings',
  'official',
  'anonymous',
  'former-contributor',
] as const;

/** PUT /api/account/handle. */
export const handleInputSchema = z.object({
  handle: z
    .string()
    .trim()
    .toLowerCase()
    .min(3, 'A handle has at least 3 characters.')
    .max(30, 'A handle has at most 30 characters.')
    .regex(
      HANDLE_PATTERN,
      'Use lower-case letters, digits, “-” and “_”, starting and ending with a letter or digit.',
    )
    .refine(
      (handle) => !(RESERVED_HANDLES as readonly string[]).includes(handle),
      'That handle is reserved. Please choose another.',
    ),
});
export type HandleInput = z.input<typeof handleInputSchema>;

export const handleStatusSchema = z.object({
  handle: z.string().nullable(),
  /** When the handle may next be changed (ISO); null when it may be changed now. */
  changeableFrom: z.string().nullable(),
});
export type HandleStatus = z.infer<typeof handleStatusSchema>;

/** GET /api/users/{handle}: a contributor's public page — nothing private (no e-mail, no account id). */
export const contributorSchema = z.object({
  handle: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  votes: z.object({ up: z.number().int(), down: z.number().int() }),
  definitions: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      term: z.string(),
      meaning: z.string(),
      example: z.string().nullable(),
      createdAt: z.string(),
      up: z.number().int(),
      down: z.number().int(),
    }),
  ),
});
export type Contributor = z.infer<typeof contributorSchema>;
export const handleParamsSchema = z.object({
  // safeText: a NUL or other unsafe character is a 400, never a query the database refuses.
  handle: safeText().min(1, 'Unknown contributor.').max(40, 'Unknown contributor.'),
});

// --- Trending (issue 28 item 4) ---------------------------------------------------------------------------

/** GET /api/trending: the terms most viewed and searched in the last 7 days, most first. */
export const trendingSchema = z.object({
  terms: z.array(z.object({ slug: z.string(), term: z.string(), meaning: z.string() })),
});
export type Trending = z.infer<typeof trendingSchema>;

// The Drizzle schema: every table the server stores. `npm run db:generate` turns changes into SQL in drizzle/.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    message: text('message').notNull(),
    type: text('type').notNull().default('feedback'),
    sourceLanguage: text('source_language'),
    targetLanguage: text('target_language'),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_created_at_idx').on(table.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Set once the message has been handed to the mail server; null when mail is not configured or failed. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: id(),
    eventType: text('event_type').notNull(),
    eventData: jsonb('event_data').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('telemetry_events_type_created_idx').on(table.eventType, table.createdAt)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Accounts (Better Auth's tables: user, session, account, verification) -------------------------------

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** Recognised roles only (src/shared/roles.ts); changed by admins or `npm run user:roles`. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The public name of the page /u/{handle} (issue 28): chosen once, changeable once a month; null until then. */
    handle: text('handle'),
    handleChangedAt: timestamp('handle_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_handle_idx').on(sql`lower(${table.handle})`)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

// --- Translation ------------------------------------------------------------------------------------------

/** Editor-curated translations per style; approved rows are the translation memory (ARCHITECTURE §3 step 2). */
export const editorTranslations = pgTable(
  'editor_translations',
  {
    id: id(),
    /** targetStyle + '|' + normalized source (src/shared/schemas/translate.ts). Candidates share a key. */
    keyHash: text('key_hash').notNull(),
    targetStyle: text('target_style').notNull(),
    sourceText: text('source_text').notNull(),
    finalOutput: text('final_output').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** editor (Add New Slang), translator (a text people translated) or review (promoted by an admin). */
    origin: text('origin', { enum: ['editor', 'translator', 'review'] })
      .notNull()
      .default('editor'),
    /** What the translator answered, and which step answered it (translator entries). */
    machineOutput: text('machine_output'),
    engine: text('engine'),
    requestCount: integer('request_count').notNull().default(0),
    lastRequestedAt: timestamp('last_requested_at', { withTimezone: true }),
    notes: text('notes'),
    isLocked: boolean('is_locked').notNull().default(false),
    /** Optimistic concurrency: every change bumps it; a save based on another version is refused. */
    version: integer('version').notNull().default(1),
    editorUserId: text('editor_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('editor_translations_style_status_idx').on(table.targetStyle, table.status),
    // Keys can be as long as a rated text (5,000 characters), past a b-tree entry's limit: look them up
    // through a hash index, and keep them unique through their md5.
    index('editor_translations_key_idx').using('hash', table.keyHash),
    // At most one approved translation per style and source (approving a candidate rejects the others).
    uniqueIndex('editor_translations_approved_key_idx')
      .on(sql`md5(${table.keyHash})`)
      .where(sql`${table.status} = 'approved'`),
    // One translator-origin entry per text: requests add to its count.
    uniqueIndex('editor_translations_translator_key_idx')
      .on(sql`md5(${table.keyHash})`)
      .where(sql`${table.origin} = 'translator'`),
    // Similar approved sources become the AI provider's examples.
    index('editor_translations_source_trgm_idx')
      .using('gin', sql`lower(${table.sourceText}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** Every change to an editor translation: who, what it was, what it became, when. */
export const editorTranslationChanges = pgTable(
  'editor_translation_changes',
  {
    id: id(),
    translationId: uuid('translation_id')
      .notNull()
      .references(() => editorTranslations.id, { onDelete: 'cascade' }),
    action: text('action', {
      enum: ['created', 'edited', 'approved', 'rejected', 'locked', 'unlocked', 'promoted'],
    }).notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    before: jsonb('before').$type<{ finalOutput: string; notes: string | null; status: string }>(),
    after: jsonb('after')
      .$type<{ finalOutput: string; notes: string | null; status: string }>()
      .notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('editor_translation_changes_entry_idx').on(table.translationId, table.createdAt),
  ],
);

/** A signed-in user's history (every translation) and saved list (explicit saves). */
export const userTranslations = pgTable(
  'user_translations',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['history', 'saved'] }).notNull(),
    inputText: text('input_text').notNull(),
    outputText: text('output_text').notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('user_translations_owner_idx').on(table.userId, table.kind, table.createdAt)],
);

export const translationRatings = pgTable(
  'translation_ratings',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    inputText: text('input_text').notNull(),
    outputText: text('output_text').notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('translation_ratings_user_idx').on(table.userId),
    check('translation_ratings_rating_range', sql`${table.rating} between 1 and 5`),
    // One rating per account and translation: rating it again updates the row (insert … on conflict). The
    // texts are hashed: a 5,000-character text can be longer than a b-tree index entry may be.
    uniqueIndex('translation_ratings_one_per_user_idx').on(
      table.userId,
      table.sourceLanguage,
      table.targetLanguage,
      sql`md5(${table.inputText})`,
      sql`md5(${table.outputText})`,
    ),
  ],
);

/** Ratings of 3 stars or fewer wait here for an admin to promote a better translation (spec 2 §3). */
export const reviewQueue = pgTable(
  'review_queue',
  {
    id: id(),
    status: text('status', { enum: ['pending', 'resolved'] })
      .notNull()
      .default('pending'),
    targetStyle: text('target_style').notNull(),
    rating: integer('rating').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    sourceText: text('source_text').notNull(),
    currentOutput: text('current_output').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    adminNotes: text('admin_notes'),
    createdAt: createdAt(),
  },
  (table) => [
    index('review_queue_status_created_idx').on(table.status, table.createdAt),
    // One pending review per account and translation: a second low rating updates it (insert … on conflict).
    uniqueIndex('review_queue_one_pending_per_user_idx')
      .on(
        table.userId,
        table.targetStyle,
        sql`md5(${table.sourceText})`,
        sql`md5(${table.currentOutput})`,
      )
      .where(sql`${table.status} = 'pending'`),
  ],
);

// --- Dictionary ---------------------------------------------------------------------------------------------

/**
 * Every dictionary term, built-in (seeded from content/dictionary/) and community (approved submissions) alike.
 * term_key / alt_key are the term and its romanization (null without one, so the trigram index skips it) folded by slang_fold() (lower case, accents removed with
 * unaccent): the trigram index searches them, so 'bussn' finds 'bussin' and 'que guay' finds 'qué guay'.
 */
export const slangTerms = pgTable(
  'slang_terms',
  {
    id: id(),
    slug: text('slug').notNull(),
    term: text('term').notNull(),
    meaning: text('meaning').notNull(),
    context: text('context'),
    example: text('example'),
    moreExamples: text('more_examples')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    romanization: text('romanization'),
    language: text('language').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The built-in category that lists it; null for community terms (listed under their country). */
    country: text('country'),
    category: text('category'),
    source: text('source', { enum: ['builtin', 'community', 'admin'] }).notNull(),
    /** Set when an admin edits the term: a new content version then leaves it as the admin wrote it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Deleted terms stay (their slug is not reused by the seed, their moderation history is kept). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    termKey: text('term_key').generatedAlwaysAs(sql`slang_fold(term)`),
    altKey: text('alt_key').generatedAlwaysAs(sql`slang_fold(romanization)`),
  },
  (table) => [
    uniqueIndex('slang_terms_slug_live_idx')
      .on(table.slug)
      .where(sql`${table.deletedAt} is null`),
    index('slang_terms_slug_idx').on(table.slug),
    index('slang_terms_category_idx').on(table.country, table.category),
    index('slang_terms_language_idx').on(table.language),
    // fastupdate off: new rows go straight into the index. With it on, they wait in a pending list that every
    // search scans until a vacuum merges it, and the embedded database never runs autovacuum.
    index('slang_terms_term_key_trgm_idx')
      .using('gin', sql`${table.termKey} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('slang_terms_alt_key_trgm_idx')
      .using('gin', sql`${table.altKey} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('slang_terms_term_key_prefix_idx').on(sql`${table.termKey} text_pattern_ops`),
  ],
);

/** Everything visitors submit through the add form and the suggest form, until an admin decides. */
export const slangSuggestions = pgTable(
  'slang_suggestions',
  {
    id: id(),
    term: text('term').notNull(),
    meaning: text('meaning').notNull(),
    longExplanation: text('long_explanation'),
    context: text('context'),
    example: text('example'),
    /** Which form sent it: 'add' (/dictionary/add) or 'suggest' (/suggest-term). */
    form: text('form', { enum: ['add', 'suggest'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** The term already in the dictionary that this suggests a change to. */
    existingTermId: uuid('existing_term_id').references(() => slangTerms.id, {
      onDelete: 'set null',
    }),
    /** The term approval created (or updated). */
    approvedTermId: uuid('approved_term_id').references(() => slangTerms.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('slang_suggestions_status_created_idx').on(table.status, table.createdAt)],
);

/** Readers' reports of a term page (wrong, offensive, spam...), for the admins' moderation list. */
export const termReports = pgTable(
  'term_reports',
  {
    id: id(),
    termId: uuid('term_id')
      .notNull()
      .references(() => slangTerms.id, { onDelete: 'cascade' }),
    reason: text('reason', {
      enum: ['wrong', 'offensive', 'spam', 'duplicate', 'other'],
    }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'dismissed', 'resolved'] })
      .notNull()
      .default('open'),
    reportedBy: text('reported_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('term_reports_status_created_idx').on(table.status, table.createdAt),
    // One open report per account and term: reporting it again answers the open one (insert … on conflict).
    uniqueIndex('term_reports_one_open_per_user_idx')
      .on(table.termId, table.reportedBy)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** Who did what to which moderated item, and when: shown on the item in the admin pages. */
export const moderationEvents = pgTable(
  'moderation_events',
  {
    id: id(),
    itemType: text('item_type', { enum: ['suggestion', 'term', 'report', 'definition'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    action: text('action').notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** The actor's name at the time, kept when the account is deleted. */
    actorName: text('actor_name'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('moderation_events_item_idx').on(table.itemType, table.itemId, table.createdAt),
  ],
);

/**
 * The definitions of a term (issue 28): the one it was added with ('entry': its words are the term's own meaning,
 * example and context, kept in slang_terms; a trigger gives every new term one) and readers' definitions
 * ('community'), pending until a moderator approves them.
 */
export const termDefinitions = pgTable(
  'term_definitions',
  {
    id: id(),
    termId: uuid('term_id')
      .notNull()
      .references(() => slangTerms.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['entry', 'community'] }).notNull(),
    meaning: text('meaning'),
    example: text('example'),
    context: text('context'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Null for an entry and after the author removed their account ("a former contributor"). */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /**
     * Net votes (up − down) at or below which the definition is hidden pending review (docs/decisions/
     * 015-definition-votes.md); a moderator's approval moves it below the votes it has then.
     */
    hideBelow: integer('hide_below').notNull().default(-5),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('term_definitions_one_entry_idx')
      .on(table.termId)
      .where(sql`${table.kind} = 'entry'`),
    index('term_definitions_term_status_idx').on(table.termId, table.status),
    index('term_definitions_status_created_idx').on(table.status, table.createdAt),
    index('term_definitions_author_idx').on(table.authorId),
    check(
      'term_definitions_community_text',
      sql`${table.kind} = 'entry' or ${table.meaning} is not null`,
    ),
  ],
);

/** Readers' reports of one definition (issue 28 item 8); one open report per account and definition. */
export const definitionReports = pgTable(
  'definition_reports',
  {
    id: id(),
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => termDefinitions.id, { onDelete: 'cascade' }),
    reason: text('reason', {
      enum: ['wrong', 'offensive', 'spam', 'duplicate', 'other'],
    }).notNull(),
    note: text('note'),
    reportedBy: text('reported_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('definition_reports_definition_idx').on(table.definitionId),
    uniqueIndex('definition_reports_one_per_user_idx').on(table.definitionId, table.reportedBy),
  ],
);

/**
 * One vote per account and definition (the primary key): a count of these rows is exact under any number of
 * concurrent votes, so no counter is kept beside them.
 */
export const definitionVotes = pgTable(
  'definition_votes',
  {
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => termDefinitions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.definitionId, table.userId] }),
    index('definition_votes_user_idx').on(table.userId),
    check('definition_votes_value', sql`${table.value} in (1, -1)`),
  ],
);

/**
 * The word of the day (issue 28): one term per streak day (it turns at 6 AM New York), chosen by the first replica
 * that is asked for the day (the primary key makes the others read the same row), or pinned ahead by an admin.
 */
export const wordOfTheDay = pgTable(
  'word_of_the_day',
  {
    day: date('day').primaryKey(),
    termId: uuid('term_id')
      .notNull()
      .references(() => slangTerms.id, { onDelete: 'cascade' }),
    pinnedBy: text('pinned_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('word_of_the_day_term_idx').on(table.termId, table.day)],
);

/**
 * Views and searches of a term per day (issue 28 trending), when Redis is not configured: one row per term and
 * day, added to every few seconds from the process's counts (never a row per view).
 */
export const trendingCounts = pgTable(
  'trending_counts',
  {
    day: date('day').notNull(),
    termId: uuid('term_id')
      .notNull()
      .references(() => slangTerms.id, { onDelete: 'cascade' }),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.termId] })],
);

// --- Flashcards (issue 11; docs/decisions/007-flashcards.md) ------------------------------------------------

/** A card of a custom deck, as stored in `flashcard_decks.cards` (the shape of @shared/schemas/flashcards Card). */
export interface StoredCard {
  term: string;
  meaning: string;
  example?: string;
}

/** Custom decks: owned by one account. Built-in decks live in content/ and memory, never here. */
export const flashcardDecks = pgTable(
  'flashcard_decks',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    localeHint: text('locale_hint').notNull(),
    /** The cards in deck order; a deck is read and written whole (at most CUSTOM_DECK_CARDS_MAX cards). */
    cards: jsonb('cards').$type<StoredCard[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('flashcard_decks_user_idx').on(table.userId, table.createdAt),
    // One "My slang" deck (MY_SLANG_DECK_NAME) per account: "Add to my deck" fills it, so two would split it.
    uniqueIndex('flashcard_decks_my_slang_idx')
      .on(table.userId)
      .where(sql`${table.name} = 'My slang'`),
  ],
);

/**
 * Pack progress per account and deck (built-in id or custom deck uuid, so no foreign key to a deck: deleting a
 * custom deck deletes its rows in the same transaction).
 */
export const flashcardProgress = pgTable(
  'flashcard_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deckId: text('deck_id').notNull(),
    unlockedPacks: integer('unlocked_packs')
      .array()
      .notNull()
      .default(sql`'{1}'::integer[]`),
    /** Best percent per pack number (keys are pack numbers as strings). */
    bestScorePerPack: jsonb('best_score_per_pack')
      .$type<Record<string, number>>()
      .notNull()
      .default({}),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deckId] })],
);

const reviewStates = ['new', 'learning', 'review', 'relearning'] as const;

/** The FSRS state of every card a signed-in person has seen: one row per account × deck × card key. */
export const reviewSchedule = pgTable(
  'review_schedule',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deckId: text('deck_id').notNull(),
    /** cardKeyOf(term): the folded term, so reordering or editing other cards keeps the schedule. */
    cardKey: text('card_key').notNull(),
    state: text('state', { enum: reviewStates }).notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: doublePrecision('elapsed_days').notNull(),
    scheduledDays: doublePrecision('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.deckId, table.cardKey] }),
    // The deck selector's "N due": the caller's cards due now.
    index('review_schedule_user_due_idx').on(table.userId, table.due),
  ],
);

/**
 * Every review, with the card's state before it (what fitting personal FSRS parameters needs). Kept when a
 * custom deck is deleted, with the card key replaced by its md5 (ADR 007).
 */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deckId: text('deck_id').notNull(),
    cardKey: text('card_key').notNull(),
    rating: text('rating', { enum: ['again', 'good'] }).notNull(),
    /** The card's state before this review. */
    state: text('state', { enum: reviewStates }).notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: doublePrecision('elapsed_days').notNull(),
    lastElapsedDays: doublePrecision('last_elapsed_days').notNull(),
    scheduledDays: doublePrecision('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  // Today's counts (the daily limits) read the caller's logs since the start of the day.
  (table) => [index('review_logs_user_reviewed_idx').on(table.userId, table.reviewedAt)],
);

/**
 * Each account's review logs counted per quarter hour, which the statistics read instead of the logs (issue 29
 * item 6: a year of 100,000 reviews is about 1,500 rows here). Every zone's offset from UTC is a multiple of
 * 15 minutes, so a quarter hour lies within one local day in any zone and a day's counts are sums of its buckets.
 * Written only by the triggers on review_logs (drizzle/0013_review_log_buckets.sql), which follow every insert,
 * update, delete and truncate of the logs and hold the young/mature and retention definitions of flashcards/stats.ts.
 */
export const reviewLogBuckets = pgTable(
  'review_log_buckets',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** date_bin('15 minutes', reviewed_at, '2000-01-01 00:00Z'): the quarter hour's start. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    reviews: integer('reviews').notNull(),
    /** Reviews in the review state with a last interval under MATURE_INTERVAL_DAYS, and those rated good. */
    young: integer('young').notNull(),
    youngPassed: integer('young_passed').notNull(),
    /** Reviews in the review state with a last interval of MATURE_INTERVAL_DAYS or more, and those rated good. */
    mature: integer('mature').notNull(),
    maturePassed: integer('mature_passed').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.bucket] })],
);

/**
 * A learner's review settings and FSRS parameters (issue 29 item 1): the retention they aim for, and the parameters
 * fitted to their own review logs by the FSRS optimizer (null until they have enough reviews: the defaults apply),
 * with how many logs the fit used and its log loss beside the defaults' on the same logs.
 */
export const reviewSettings = pgTable(
  'review_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    desiredRetention: doublePrecision('desired_retention').notNull().default(0.9),
    parameters: doublePrecision('parameters').array(),
    fittedReviews: integer('fitted_reviews'),
    logLoss: doublePrecision('log_loss'),
    defaultLogLoss: doublePrecision('default_log_loss'),
    fittedAt: timestamp('fitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'review_settings_retention_range',
      sql`${table.desiredRetention} >= 0.7 and ${table.desiredRetention} <= 0.97`,
    ),
  ],
);

/**
 * Ratings sent with an Idempotency-Key (issue 29 item 3, offline study): the first answer is kept per account and
 * key, so a repeat (the network came back twice) answers it again and logs nothing.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The first request's answer: status code and body. */
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // Old keys are dropped after a while (a device offline longer than that sends new ones anyway).
    index('review_requests_created_idx').on(table.createdAt),
  ],
);

// --- Visit streak (issue 12 item 2; spec 1 §3 "Visit streak record") -----------------------------------------

/**
 * A signed-in person's visit streak, so it follows them across devices: the fields of the browser's record
 * (@shared/engagement/visit-streak-rules VisitStreakRecord). Days are YYYY-MM-DD streak days and the repair month
 * YYYY-MM, kept as text exactly as the rules compare them (validated by @shared/schemas/visit-streak).
 */
export const visitStreaks = pgTable('visit_streaks', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  current: integer('current').notNull().default(0),
  best: integer('best').notNull().default(0),
  lastDate: text('last_date'),
  startedAt: text('started_at'),
  lastCountedAtMs: bigint('last_counted_at_ms', { mode: 'number' }),
  lastRepairMonth: text('last_repair_month'),
  previousStreak: integer('previous_streak'),
  previousStartedAt: text('previous_started_at'),
  brokenOn: text('broken_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Review reminders (issue 29 item 4) ---------------------------------------------------------------------

/**
 * A browser's Web Push subscription (PushSubscription.toJSON()): where to send a reminder and the keys to encrypt it
 * with. An endpoint belongs to whoever subscribed with it last (one browser, one account at a time); the row goes
 * when the push service answers that it is gone (404/410).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url as the browser gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A learner's daily review reminder: whether it is on, the local time (HH:MM) in their IANA zone after which it is
 * sent, and the local day it was last sent, which the sender claims before sending so that no day gets two.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    time: text('time').notNull(),
    timeZone: text('time_zone').notNull(),
    lastSentDay: date('last_sent_day', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reminder_settings_time_format', sql`${table.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    // The sender's scan every minute reads only the learners who turned reminders on.
    index('reminder_settings_enabled_idx')
      .on(table.lastSentDay)
      .where(sql`${table.enabled}`),
  ],
);

// --- API keys (issue 13 item 1) -----------------------------------------------------------------------------------

/**
 * Better Auth's api-key plugin's table (model `apikey`, fields as the plugin names them). `key` holds only the
 * SHA-256 of the secret (base64url); `start` its first characters for display. A key belongs to a user
 * (`referenceId`) and goes with the account. Revoking deletes the row. The plugin's own rate-limit columns stay
 * unused (rateLimitEnabled false): /v1 limits with @fastify/rate-limit keyed on the validated key.
 */
export const apikey = pgTable(
  'apikey',
  {
    id: text('id').primaryKey(),
    configId: text('config_id').notNull().default('default'),
    name: text('name'),
    start: text('start'),
    referenceId: text('reference_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    prefix: text('prefix'),
    key: text('key').notNull(),
    refillInterval: integer('refill_interval'),
    refillAmount: integer('refill_amount'),
    lastRefillAt: timestamp('last_refill_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    rateLimitEnabled: boolean('rate_limit_enabled').notNull().default(false),
    rateLimitTimeWindow: integer('rate_limit_time_window'),
    rateLimitMax: integer('rate_limit_max'),
    requestCount: integer('request_count').notNull().default(0),
    remaining: integer('remaining'),
    /** The last call made with the key ("last used"). */
    lastRequest: timestamp('last_request', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    permissions: text('permissions'),
    metadata: text('metadata'),
  },
  (table) => [
    // The one lookup of every /v1 call (verify-api-key.ts).
    uniqueIndex('apikey_key_idx').on(table.key),
    index('apikey_reference_id_idx').on(table.referenceId),
  ],
);

/** Calls and translated characters per key and UTC day: "requests today" and the daily character quota. */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => apikey.id, { onDelete: 'cascade' }),
    /** The UTC day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    requests: integer('requests').notNull().default(0),
    characters: integer('characters').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.day] })],
);

// --- Shared translations (issue 26) -----------------------------------------------------------------------------

/**
 * A translation someone chose to share as a public link (/s/{id}): the texts, their styles, and the explanation and
 * slang terms the translator gave. The id is random (src/server/shares/store.ts), so links cannot be guessed or
 * listed. A signed-in sharer's links go with their account.
 */
export const sharedTranslations = pgTable(
  'shared_translations',
  {
    id: text('id').primaryKey(),
    sourceText: text('source_text').notNull(),
    translatedText: text('translated_text').notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    explanation: text('explanation'),
    terms: jsonb('terms').$type<{ term: string; meaning: string }[]>().notNull().default([]),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('shared_translations_user_idx').on(table.userId)],
);

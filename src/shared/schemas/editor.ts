// The editors' and the review queue's calls (spec 2 §3 "Editor translation", "Review queue entry", "New slang
// payload"; §5 "Editor new slang"; §7 "Editors", "Review queue"), shared by the server's validation and the
// client's forms.
import { z } from 'zod';
import { EDITOR_STYLES, isEditorStyle, type EditorStyle } from '../roles';
import { TRANSLATION_ENGINES } from '../translation-engines';
import { safeText } from './text';

/** Longest source text an editor entry holds: also the longest text the translator records for review. */
export const EDITOR_SOURCE_MAX = 200;
/** Longest translation an entry holds (a promoted review may carry a long text). */
export const EDITOR_OUTPUT_MAX = 5000;
/** Longest translation the Add New Slang form takes. */
export const NEW_SLANG_OUTPUT_MAX = 500;
export const EDITOR_NOTES_MAX = 1000;
export const EDITOR_PAGE_SIZE = 20;
export const RECENTLY_RESOLVED_LIMIT = 10;

export const EDITOR_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EditorStatus = (typeof EDITOR_STATUSES)[number];

/** Where an entry came from: an editor's Add New Slang, a translator request, or a promoted review. */
export const EDITOR_ORIGINS = ['editor', 'translator', 'review'] as const;
export type EditorOrigin = (typeof EDITOR_ORIGINS)[number];

/**
 * Sorts: newest/oldest by last change (style pages), by creation (console); source/output A–Z (console);
 * most requested first (what people actually translate).
 */
export const EDITOR_SORTS = [
  'requested',
  'newest',
  'oldest',
  'created_newest',
  'created_oldest',
  'source_az',
  'output_az',
] as const;
export type EditorSort = (typeof EDITOR_SORTS)[number];

export const editorStyleSchema = z.enum(EDITOR_STYLES as [EditorStyle, ...EditorStyle[]], {
  message: `Unknown style. Use one of: ${EDITOR_STYLES.join(', ')}.`,
});

// Spec 2 §5: letters, digits, whitespace, hyphen, apostrophes, period, comma, exclamation and question mark.
// Letters and digits of every script count (Arabic, Persian, Cyrillic, accented Latin), with their combining
// marks; the zero-width non-joiner belongs inside Persian words; ¿ ¡ ، ؟ are Spanish and Arabic-script
// question marks, exclamation marks and commas.
const SLANG_TEXT = /^[\p{L}\p{M}\p{N}\s\-'’.,!?¿¡،؟\u200c]+$/u;

export const SOURCE_TEXT_MESSAGE = 'Source text is required and must contain valid characters';
export const TRANSLATION_TEXT_MESSAGE = 'Translation is required and must contain valid characters';

const slangText = (message: string, max: number, what: string) =>
  safeText(message)
    .trim()
    .refine((text) => text.length > 0 && SLANG_TEXT.test(text), { message, abort: true })
    .refine((text) => text.length <= max, {
      message: `${what} must be ${max} characters or less.`,
    });

/** True when text passes the spec's character rule (the client's inline check uses it too). */
export function isValidSlangText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && SLANG_TEXT.test(trimmed);
}

const notesField = safeText()
  .trim()
  .max(EDITOR_NOTES_MAX, `Notes must be ${EDITOR_NOTES_MAX} characters or less.`);

const finalOutputField = safeText()
  .trim()
  .min(1, 'The translation must not be empty.')
  .max(EDITOR_OUTPUT_MAX, `The translation must be ${EDITOR_OUTPUT_MAX} characters or less.`);

const versionField = z
  .number({ message: 'version must be the whole number the entry was loaded with.' })
  .int('version must be the whole number the entry was loaded with.')
  .min(1, 'version must be the whole number the entry was loaded with.');

/** One editor translation as every list returns it; dates are ISO 8601. */
export const editorTranslationSchema = z.object({
  id: z.string(),
  keyHash: z.string(),
  targetStyle: z.string(),
  sourceText: z.string(),
  finalOutput: z.string(),
  /** What the translator answered before an editor touched it (translator entries only). */
  machineOutput: z.string().nullable(),
  /** The pipeline step that produced machineOutput. */
  engine: z.enum(TRANSLATION_ENGINES).nullable(),
  origin: z.enum(EDITOR_ORIGINS),
  status: z.enum(EDITOR_STATUSES),
  notes: z.string().nullable(),
  isLocked: z.boolean(),
  version: z.number().int(),
  requestCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EditorTranslation = z.infer<typeof editorTranslationSchema>;

export const editorStyleListSchema = z.object({ translations: z.array(editorTranslationSchema) });

export const editorListQuerySchema = z.object({
  style: editorStyleSchema,
  status: z
    .enum(['all', ...EDITOR_STATUSES], {
      message: 'status must be all, pending, approved or rejected.',
    })
    .default('all'),
  search: safeText().trim().max(200, 'Search must be 200 characters or less.').optional(),
  sort: z
    .enum(EDITOR_SORTS, { message: `sort must be one of: ${EDITOR_SORTS.join(', ')}.` })
    .default('newest'),
  page: z.coerce
    .number({ message: 'page must be a whole number from 1.' })
    .int('page must be a whole number from 1.')
    .min(1, 'page must be a whole number from 1.')
    .max(100_000, 'page must be a whole number from 1.')
    .default(1),
});
export type EditorListQuery = z.input<typeof editorListQuerySchema>;

export const editorListSchema = z.object({
  translations: z.array(editorTranslationSchema),
  /** Entries matching style, status and search (what the pages count). */
  total: z.number().int(),
  /** The style's pending, approved and overall totals, whatever the filter. */
  pendingCount: z.number().int(),
  approvedCount: z.number().int(),
  styleTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type EditorList = z.infer<typeof editorListSchema>;

export const editorIdParamsSchema = z.object({ id: z.uuid('Unknown translation id.') });

/** PATCH /api/editor/translations/{id}: `version` is the one the form was opened with (stale → 409). */
export const editorUpdateSchema = z
  .object({
    finalOutput: finalOutputField.optional(),
    notes: notesField.optional(),
    version: versionField,
    /** Admins only: lock or unlock the entry. */
    isLocked: z.boolean({ message: 'isLocked must be true or false.' }).optional(),
  })
  .refine(
    (body) =>
      body.finalOutput !== undefined || body.notes !== undefined || body.isLocked !== undefined,
    {
      message: 'Nothing to change: send finalOutput, notes or isLocked.',
    },
  );
export type EditorUpdateInput = z.input<typeof editorUpdateSchema>;

/** POST /api/editor/translations/{id}/approve: empty in the spec; a `version` makes a stale approve a 409. */
export const editorApproveSchema = z.object({ version: versionField.optional() }).default({});

/** The 409 a stale save gets: the entry as it is now, so the form can show it. */
export const staleVersionDetailsSchema = z.object({ current: editorTranslationSchema });

export const editorExportQuerySchema = z.object({
  style: editorStyleSchema,
  status: z
    .enum(['all', ...EDITOR_STATUSES], {
      message: 'status must be all, pending, approved or rejected.',
    })
    .default('all'),
});

export const checkDuplicateQuerySchema = z.object({
  keyHash: safeText()
    .max(EDITOR_SOURCE_MAX + 40, 'keyHash is too long.')
    .refine((key) => isEditorStyle(key.split('|', 1)[0]) && key.includes('|'), {
      message: 'keyHash must be a style key, "|" and the source text.',
    }),
});

export const checkDuplicateResponseSchema = z.object({
  exists: z.boolean(),
  translation: editorTranslationSchema.nullable(),
});
export type CheckDuplicateResponse = z.infer<typeof checkDuplicateResponseSchema>;

/**
 * POST /api/editor/add-slang (spec's "New slang payload"). The server derives keyHash, the editor and the
 * status itself; the spec's client sends them, so they are accepted and ignored.
 */
export const addSlangSchema = z.object({
  sourceText: slangText(SOURCE_TEXT_MESSAGE, EDITOR_SOURCE_MAX, 'Source text'),
  finalOutput: slangText(TRANSLATION_TEXT_MESSAGE, NEW_SLANG_OUTPUT_MAX, 'Translation'),
  targetStyle: editorStyleSchema,
  notes: notesField.optional(),
  keyHash: safeText().optional(),
  editorUserId: safeText().optional(),
  status: z.literal('pending', { message: 'New slang is always submitted as pending.' }).optional(),
});
export type AddSlangInput = z.input<typeof addSlangSchema>;

export const editorChangeSchema = z.object({
  id: z.string(),
  action: z.enum(['created', 'edited', 'approved', 'rejected', 'locked', 'unlocked', 'promoted']),
  actorName: z.string().nullable(),
  before: z
    .object({ finalOutput: z.string(), notes: z.string().nullable(), status: z.string() })
    .nullable(),
  after: z.object({ finalOutput: z.string(), notes: z.string().nullable(), status: z.string() }),
  createdAt: z.string(),
});
export type EditorChange = z.infer<typeof editorChangeSchema>;

export const editorHistorySchema = z.object({ changes: z.array(editorChangeSchema) });

// ---- Review queue -------------------------------------------------------------------------------------

export const reviewEntrySchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'resolved']),
  targetStyle: z.string(),
  rating: z.number().int(),
  createdAt: z.string(),
  userInfo: z.object({ userId: z.string().nullable() }),
  sourceText: z.string(),
  currentOutput: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  /** The resolving admin's display name, when the account still exists. */
  resolvedByName: z.string().nullable(),
  /** The approved translation of the text now (a resolved review's fix, or a later correction of it). */
  resolvedOutput: z.string().nullable(),
  adminNotes: z.string().nullable(),
});
export type ReviewEntry = z.infer<typeof reviewEntrySchema>;

/** GET /api/admin/review-queue: every pending review (oldest first) and the 10 most recently resolved. */
export const reviewQueueSchema = z.object({
  pending: z.array(reviewEntrySchema),
  recentlyResolved: z.array(reviewEntrySchema),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** POST /api/admin/review-queue/{id}/promote. editorUserId is the spec's; the server uses the session. */
export const promoteReviewSchema = z.object({
  finalOutput: safeText('Please enter the improved translation.')
    .trim()
    .min(1, 'Please enter the improved translation.')
    .max(EDITOR_OUTPUT_MAX, `The translation must be ${EDITOR_OUTPUT_MAX} characters or less.`),
  adminNotes: notesField.optional(),
  editorUserId: safeText().optional(),
});
export type PromoteReviewInput = z.input<typeof promoteReviewSchema>;

export const promoteReviewResponseSchema = z.object({
  review: reviewEntrySchema,
  translation: editorTranslationSchema,
});

// The editor pages', the editor console's and the review queue's user-visible strings (spec 2 §2 "Admin review
// queue", "Multi-language editor console", "Per-style editor pages"; §5 "Editor new slang", "Review queue"; §8
// "Editors", "Review queue"), shared by the UI and the tests.
import type { EditorStyle } from '@shared/roles';
import type {
  EditorChange,
  EditorOrigin,
  EditorSort,
  EditorStatus,
  EditorTranslation,
} from '@shared/schemas/editor';
import { countOf } from '@client/lib/plural';

export interface ToastText {
  title: string;
  description?: string;
}

export type StatusFilter = 'all' | EditorStatus;

/** Each style's name in the console's picker and on review entries. */
export const STYLE_NAMES: Record<EditorStyle, string> = {
  gen_z_english: 'Gen Z English',
  gen_z_spanish: 'Gen Z Spanish',
  rioplatense_spanish: 'Rioplatense Spanish',
  iraqi_arabic: 'Iraqi Arabic',
  russian_genz: 'Russian Gen Z',
  persian_slang: 'Persian Slang',
};

export const EDITOR_TEXT = {
  // Statistics card (spec 2 §2 "Per-style editor pages").
  statsLabel: 'Statistics',
  totalTranslations: 'Total Translations',
  approved: 'Approved',
  pending: 'Pending',
  totalPages: 'Total Pages',

  // Filters.
  filtersLabel: 'Search, filter and sort',
  searchLabel: 'Search translations',
  searchPlaceholder: 'Search source text or translation...',
  statusLabel: 'Status',
  statusFilter: {
    all: 'All statuses',
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
  } satisfies Record<StatusFilter, string>,
  sortLabel: 'Sort',
  sort: {
    requested: 'Most requested',
    newest: 'Newest',
    oldest: 'Oldest',
    created_newest: 'Newest',
    created_oldest: 'Oldest',
    source_az: 'Source A–Z',
    output_az: 'Output A–Z',
  } satisfies Record<EditorSort, string>,

  // The list.
  listLabel: 'Translations',
  loading: 'Loading translations',
  /** spec 2 §8: "Failed to fetch Gen Z translations", "Failed to fetch Gen Z Spanish translations". */
  loadFailed: (styleName?: string) =>
    styleName ? `Failed to fetch ${styleName} translations` : 'Failed to fetch translations',
  empty: 'No translations found',
  emptyFiltered: 'Try another search or status.',
  emptyHint:
    'Texts people translate into this style appear here for review, most requested first. You can also add new slang.',
  updating: 'Updating…',
  showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,

  // One entry.
  source: 'Source',
  output: 'Translation',
  notes: 'Notes',
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } satisfies Record<
    EditorStatus,
    string
  >,
  locked: 'Locked',
  lockedHint: 'Locked entries cannot be edited.',
  origin: {
    editor: 'Added by an editor',
    translator: 'From the translator',
    review: 'Promoted from a review',
  } satisfies Record<EditorOrigin, string>,
  engine: {
    memory: 'translation memory',
    cache: 'cache',
    llm: 'AI',
    'style-engine': 'built-in engine',
  } satisfies Record<NonNullable<EditorTranslation['engine']>, string>,
  /** "From the translator · AI". */
  originWithEngine: (origin: string, engine: string) => `${origin} · ${engine}`,
  requested: (count: number) => `Requested ${countOf(count, 'time', 'times')}`,
  machineOutput: 'Machine translation',
  updated: 'Updated',

  // Actions.
  edit: 'Edit',
  approve: 'Approve',
  approving: 'Approving...',
  lock: 'Lock',
  unlock: 'Unlock',
  locking: 'Saving...',

  // The edit form.
  editFormLabel: (source: string) => `Edit “${source}”`,
  outputLabel: 'Translation',
  notesLabel: 'Notes',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  staleTitle: 'Someone else saved this entry while you were editing:',
  staleNotes: 'Their notes:',
  staleHelp:
    'Load their version to start again from it, or keep your text and save again to replace theirs.',
  loadTheirs: 'Load their version',
  keepMine: 'Keep my text',
  staleLocked: 'It is now locked, so it cannot be edited.',

  // The entry's history.
  historyLabel: 'History',
  historyLoading: 'Loading history…',
  historyFailed: 'Could not load the history.',
  historyEmpty: 'No changes recorded yet.',
  historyAction: {
    created: 'Created',
    edited: 'Edited',
    approved: 'Approved',
    rejected: 'Rejected',
    locked: 'Locked',
    unlocked: 'Unlocked',
    promoted: 'Promoted from a review',
  } satisfies Record<EditorChange['action'], string>,
  historyBy: (name: string) => ` by ${name}`,
  historyChange: 'Changed from',
  historyTo: 'to',

  // Toasts (spec 2 §8 "Editors").
  errorTitle: 'Error',
  updatedToast: 'Translation updated successfully',
  approvedToast: 'Translation approved successfully',
  updateFailed: 'Failed to update translation',
  approveFailed: 'Failed to approve translation',
  lockedToast: 'Entry locked',
  unlockedToast: 'Entry unlocked',
} as const;

export const ADD_SLANG_TEXT = {
  toggle: 'Add New Slang',
  shortcutHint: 'Press A to open or close',
  formLabel: 'Add New Slang',
  intro: 'New slang is submitted as pending and goes live once it is approved.',
  sourceLabel: 'Source text',
  outputLabel: 'Translation',
  notesLabel: 'Notes',
  submit: 'Add slang',
  adding: 'Adding...',
  cancel: 'Cancel',
  /** spec 2 §5: the inline message, then the entry that already exists. */
  duplicateInline: 'This slang already exists. ',
  duplicateExisting: (output: string) => `Its translation: “${output}”.`,
  duplicateToast: (source: string) =>
    ({
      title: 'Duplicate Found',
      description: `"${source}" already exists in the database.`,
    }) satisfies ToastText,
  addedToast: {
    title: 'New slang added for review',
    description: 'It is pending approval.',
  } satisfies ToastText,
  addFailed: 'Failed to add slang',
} as const;

export const CONSOLE_TEXT = {
  styleLabel: 'Style',
  countsLabel: 'Counts',
  total: 'Total',
  pending: 'Pending',
  approved: 'Approved',
  exportCsv: 'Export CSV',
  exportHint: (style: string, status: string) =>
    `Download ${style} translations (${status}) as CSV`,
} as const;

export const REVIEW_TEXT = {
  listLabel: 'Review queue',
  pendingTitle: 'Pending Reviews',
  pendingHint:
    'Promote a better version to save it for everyone: the translator answers with it at once.',
  resolvedTitle: 'Recently Resolved',
  loading: 'Loading review queue',
  loadFailed: 'Failed to load review queue',
  emptyPending: 'No pending reviews',
  emptyPendingHint: 'Low ratings from the translator appear here.',
  emptyResolved: 'Nothing resolved yet',
  rating: (stars: number) => `Rated ${stars} out of 5 stars`,
  source: 'Source',
  currentOutput: 'Current output',
  ratedOutput: 'Rated output',
  fixedOutput: 'Now translated as',
  user: (shortId: string) => `User ${shortId}`,
  anonymous: 'Anonymous user',
  resolved: 'Resolved',
  resolvedBy: (who: string) => `by ${who}`,
  adminNotes: 'Admin notes',
  editAndPromote: 'Edit & Promote',
  promotePanelLabel: (source: string) => `Edit & Promote “${source}”`,
  improvedLabel: 'Improved translation',
  adminNotesLabel: 'Admin notes',
  promote: 'Promote',
  promoting: 'Promoting...',
  cancel: 'Cancel',
  delete: 'Delete',
  deleting: 'Deleting...',
  deleteConfirmTitle: 'Delete review',
  deleteConfirm: 'Are you sure you want to delete this review?',
  promoted: {
    title: 'Review promoted',
    description: 'Translation has been saved globally',
  } satisfies ToastText,
  promoteFailed: { title: 'Promotion failed', description: 'Failed to promote review' },
  deleted: { title: 'Review deleted' } satisfies ToastText,
  deleteFailed: { title: 'Delete failed', description: 'Failed to delete review' },
} as const;

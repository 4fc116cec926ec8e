// The moderation pages' user-visible strings (spec 2 §2 "Admin dictionary manager", "Admin user submissions
// manager", §8 "Admin term manager", "Admin submissions"), shared by the UI and the tests.
import type { AdminSuggestion } from '@shared/schemas/dictionary';
import { countOf } from '@client/lib/plural';

export interface ToastText {
  title: string;
  description: string;
}

export const COMMON_TEXT = {
  cancel: 'Cancel',
  updating: 'Updating…',
  anonymous: 'Anonymous',
  historyLabel: 'Moderation history',
  /** One history line: "Approved by Ana (added /slang/rizz) · 2 hours ago". */
  historyBy: (name: string) => ` by ${name}`,
} as const;

export const SUBMISSIONS_TEXT = {
  tabsLabel: 'Moderation lists',
  suggestionsTab: 'Suggestions',
  reportsTab: 'Reported terms',
  definitionsTab: 'Definitions',
  searchLabel: 'Search suggestions',
  searchPlaceholder: 'Search term, meaning or context...',
  filterLabel: 'Filter by status',
  filter: { pending: 'Pending', approved: 'Approved', all: 'All' },
  listLabel: 'Suggestions',
  loading: 'Loading suggestions',
  loadFailed: 'Failed to load suggestions',
  empty: 'No suggestions found',
  emptyHint: 'New submissions from the add and suggest forms appear here.',
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } satisfies Record<
    AdminSuggestion['status'],
    string
  >,
  form: {
    add: 'Sent with the Add Slang form',
    suggest: 'Sent with the Suggest form',
  } satisfies Record<AdminSuggestion['form'], string>,
  submittedBy: 'Submitted by',
  shortDefinition: 'Short definition',
  longExplanation: 'Long explanation',
  context: 'Context',
  example: 'Example',
  suggestsChange: 'Suggests a change to',
  viewLiveTerm: 'View live term',
  editAndApprove: 'Edit & Approve',
  reject: 'Reject',
  delete: 'Delete',
  editorLabel: (term: string) => `Approve “${term}”`,
  editorExistingNote: (path: string) =>
    `This updates the meaning, context and example of ${path}; its spelling and language stay as they are.`,
  approveSubmit: 'Approve & Add to Dictionary',
  approving: 'Approving...',
  rejecting: 'Rejecting...',
  deleting: 'Deleting...',
  rejectConfirmTitle: 'Reject suggestion',
  rejectConfirm: 'Are you sure you want to reject this suggestion?',
  deleteConfirmTitle: 'Delete suggestion',
  deleteConfirm: 'Are you sure you want to delete this suggestion?',
  approved: {
    title: 'Suggestion approved',
    description: 'Term has been added to the dictionary',
  } satisfies ToastText,
  rejected: {
    title: 'Suggestion rejected',
    description: 'Suggestion has been marked as rejected',
  } satisfies ToastText,
  deleted: {
    title: 'Suggestion deleted',
    description: 'Suggestion has been removed',
  } satisfies ToastText,
  approveFailed: {
    title: 'Approval failed',
    description: 'Failed to approve suggestion',
  } satisfies ToastText,
  rejectFailed: {
    title: 'Rejection failed',
    description: 'Failed to reject suggestion',
  } satisfies ToastText,
  deleteFailed: {
    title: 'Delete failed',
    description: 'Failed to delete suggestion',
  } satisfies ToastText,
} as const;

export const REPORTS_TEXT = {
  listLabel: 'Reported terms',
  intro:
    'Open reports from readers. A report is resolved automatically when its term is edited or deleted in the',
  dictionaryManager: 'Dictionary Manager',
  loading: 'Loading reports',
  loadFailed: 'Failed to load reports',
  empty: 'No open reports',
  emptyHint: 'Reports readers send from a term page appear here.',
  reason: 'Reason',
  note: 'Note',
  reportedBy: 'Reported by',
  dismiss: 'Dismiss',
  dismissing: 'Dismissing...',
  dismissed: {
    title: 'Report dismissed',
    description: 'The term stays as it is.',
  } satisfies ToastText,
  dismissFailed: {
    title: 'Dismiss failed',
    description: 'Failed to dismiss report',
  } satisfies ToastText,
} as const;

export const DEFINITIONS_TEXT = {
  listLabel: 'Pending definitions',
  intro:
    'Definitions readers wrote for terms already in the dictionary. Approved ones appear on the term page, below its own.',
  loading: 'Loading definitions',
  loadFailed: 'Failed to load definitions',
  empty: 'No definitions waiting',
  emptyHint: 'Definitions readers add on a term page appear here.',
  submittedBy: 'Submitted by',
  /** The author of a definition whose account is gone. */
  formerContributor: 'a former contributor',
  currentMeaning: 'Current meaning',
  newMeaning: 'New meaning',
  example: 'Example',
  context: 'Context',
  approve: 'Approve',
  approving: 'Approving...',
  reject: 'Reject',
  rejecting: 'Rejecting...',
  rejectConfirmTitle: 'Reject definition',
  rejectConfirm:
    'Are you sure you want to reject this definition? It will not appear on the term page.',
  approved: {
    title: 'Definition approved',
    description: 'It now appears on the term page.',
  } satisfies ToastText,
  rejected: {
    title: 'Definition rejected',
    description: 'It will not appear on the term page.',
  } satisfies ToastText,
  approveFailed: {
    title: 'Approval failed',
    description: 'Failed to approve the definition',
  } satisfies ToastText,
  rejectFailed: {
    title: 'Rejection failed',
    description: 'Failed to reject the definition',
  } satisfies ToastText,
} as const;

export const DICTIONARY_TEXT = {
  searchLabel: 'Search terms',
  searchPlaceholder: 'Search term or meaning...',
  languageFilterLabel: 'Language',
  allLanguages: 'All languages',
  addTerm: 'Add term',
  listLabel: 'Dictionary terms',
  loading: 'Loading dictionary terms',
  loadFailedCard: 'Failed to load dictionary terms',
  empty: 'No terms found',
  emptyHint: 'Try another search or language, or add the term.',
  /** Above the list: the whole count when one page holds every term, else the page's range. */
  showing: (from: number, to: number, total: number) =>
    from === 1 && to === total
      ? countOf(total, 'term', 'terms')
      : `Showing ${from}–${to} of ${countOf(total, 'term', 'terms')}`,
  source: { builtin: 'Built-in', community: 'Community', admin: 'Admin' } as Record<string, string>,
  sourceLabel: 'Source',
  languageLabel: 'Language',
  viewPage: 'View page',
  edit: 'Edit',
  delete: 'Delete',
  deleteConfirmTitle: 'Delete term',
  deleteConfirm: 'Are you sure you want to delete this term?',
  deleting: 'Deleting...',
  dialogAddTitle: 'Add term',
  dialogEditTitle: 'Edit term',
  dialogDescription:
    'Terms appear in the dictionary and on their own page as soon as you save. Editing keeps the page address.',
  termLabel: 'Term',
  meaningLabel: 'Meaning',
  contextLabel: 'Context',
  exampleLabel: 'Example',
  save: 'Save term',
  saving: 'Saving...',
  errorTitle: 'Error',
  loadFailed: 'Failed to load dictionary terms.',
  saveFailed: 'Failed to save term.',
  deleteFailed: 'Failed to delete term.',
  created: 'Term created successfully',
  updated: 'Term updated successfully',
  deleted: 'Term deleted successfully',
} as const;

/** The dictionary manager's "Pin a word of the day" form (issue 28 item 3). */
export const PIN_WORD_TEXT = {
  title: 'Pin a word of the day',
  description:
    'Choose the term a coming day shows as its word of the day. Days without a pin get one picked automatically.',
  dateLabel: 'Day',
  slugLabel: 'Term (its page address, e.g. rizz)',
  slugPlaceholder: 'rizz',
  pin: 'Pin',
  pinning: 'Pinning...',
  futureOnly: 'Choose a day after today.',
  pinnedTitle: 'Word of the day pinned',
  pinned: (slug: string, day: string) => `“${slug}” is the word of the day on ${day}.`,
  failedTitle: 'Pin failed',
  failed: 'The word of the day could not be pinned. Please try again.',
} as const;

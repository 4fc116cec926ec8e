// The add and suggest forms' user-visible strings (spec 2 §2, §5, §8), shared by the UI and the tests.
import { ADD_MEANING_MAX, ADD_TERM_MAX } from '@shared/dictionary';

export interface ToastMessage {
  title: string;
  description: string;
}

/** The live counter under a capped field: "n/max". */
export const counterText = (length: number, max: number) => `${length}/${max}`;
export const counterLabel = (length: number, max: number) => `${length} of ${max} characters used`;

export const FIELD_TEXT = {
  required: 'Required',
  optional: 'Optional',
} as const;

export const ADD_TEXT = {
  pageTitle: 'Add Slang',
  pageDescription:
    'Know a word everyone is saying? Share it with its meaning. Our editors review every submission before it appears in the dictionary.',
  formLabel: 'Add a slang term',
  back: 'Back',
  cancel: 'Cancel',
  submit: 'Submit for Review',
  submitting: 'Submitting...',
  termLabel: 'Slang term',
  termPlaceholder: 'e.g. rizz',
  meaningLabel: 'Meaning',
  meaningPlaceholder: 'What does it mean, in plain words?',
  meaningHint: 'Keep it short: one clear sentence works best.',
  contextLabel: 'Context',
  contextPlaceholder: 'Who says it, where, and how it feels',
  contextHint: 'Where you hear it, who uses it, or how it came about.',
  exampleLabel: 'Example',
  examplePlaceholder: 'e.g. He pulled her number in five minutes, he has serious rizz.',
  exampleHint: 'A sentence that uses the term the way people really do.',
  signedOutLead: 'You are not signed in.',
  signedOutBefore: 'You can submit anonymously, or ',
  signInLink: 'sign in',
  signedOutAfter: ' so your submission is linked to your account.',
  signedIn: (name: string) => `Submitting as ${name}.`,
  draftRestored: 'We restored the draft you started earlier.',
  missing: {
    title: 'Missing Required Fields',
    description: 'Please provide both a slang term and its meaning.',
  },
  termTooLong: {
    title: 'Term Too Long',
    description: `Slang term must be ${ADD_TERM_MAX} characters or less.`,
  },
  meaningTooLong: {
    title: 'Meaning Too Long',
    description: `Meaning must be ${ADD_MEANING_MAX} characters or less.`,
  },
  invalidTitle: 'Please check your submission',
  success: {
    title: 'Submission Received!',
    description: 'Thanks! Your slang was submitted for review.',
  },
  failureTitle: 'Submission Failed',
  failureFallback: 'Failed to submit. Please try again.',
  redirecting: 'Submitted. Taking you back to the dictionary...',
  tipsTitle: 'What makes a great entry',
  tips: [
    'Spell the term the way people type it.',
    'Give the meaning in plain words, as you would to a friend.',
    'Add context and a real example so editors can approve it faster.',
  ],
} as const;

export const SUGGEST_TEXT = {
  pageTitle: 'Suggest a Slang Term',
  pageDescription:
    'Suggest a new term or a better meaning for one we have. Editors review every suggestion before it goes live.',
  formLabel: 'Suggest a slang term',
  back: 'Back',
  submit: 'Submit Suggestion',
  submitting: 'Submitting...',
  termLabel: 'Slang term',
  termPlaceholder: 'e.g. delulu',
  meaningLabel: 'Short meaning',
  meaningHint: '5 words or less',
  meaningPlaceholder: 'e.g. delusional, in a fun way',
  longLabel: 'Long explanation',
  longHint: '1-3 sentences',
  longPlaceholder: 'Explain what it means and how people use it.',
  contextLabel: 'Context',
  contextHint: 'Where you heard it: a platform, a show, a region.',
  contextPlaceholder: 'e.g. TikTok comments, 2023 onwards',
  exampleLabel: 'Example',
  exampleHint: 'A sentence that uses the term.',
  examplePlaceholder: 'e.g. She thinks he will text back, she is so delulu.',
  missing: {
    title: 'Missing Information',
    description: 'Please provide at least the term and a short meaning.',
  },
  invalidTitle: 'Please check your suggestion',
  success: {
    title: 'Thank you!',
    description: 'Your suggestion has been submitted for review.',
  },
  failure: {
    title: 'Submission Failed',
    description: 'Please try again later.',
  },
  redirecting: 'Submitted. Taking you back to the dictionary...',
} as const;

/** Added to the success description when the server filed the text against a term it already has. */
export const existingTermNote = (term: string) =>
  `We already have “${term}”: your text was sent as a suggestion for that term.`;

export const withExistingTermNote = (
  message: ToastMessage,
  existingSlug: string | null,
  term: string,
): ToastMessage =>
  existingSlug === null
    ? message
    : { title: message.title, description: `${message.description} ${existingTermNote(term)}` };

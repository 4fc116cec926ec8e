import { describe, expect, it } from 'vitest';
import { slangSubmissionSchema, slangSuggestionSchema } from '@shared/schemas/dictionary';
import { validationProblem } from './form-validation';
import { ADD_TEXT, SUGGEST_TEXT } from './submission-text';

const FIELDS = ['term', 'meaning', 'context', 'example'] as const;
const addProblem = (values: Record<string, string>) => {
  const parsed = slangSubmissionSchema.safeParse({ context: '', example: '', ...values });
  if (parsed.success) throw new Error('expected the add form to refuse these values');
  return validationProblem(parsed.error.issues, FIELDS, ADD_TEXT.invalidTitle);
};

describe('the add form’s messages', () => {
  it('are the spec’s toasts, with the missing-fields one winning over a length problem', () => {
    expect(addProblem({ term: ' ', meaning: 'm'.repeat(141) })).toEqual({
      toast: ADD_TEXT.missing,
      fieldErrors: {
        term: ADD_TEXT.missing.description,
        meaning: ADD_TEXT.meaningTooLong.description,
      },
      firstField: 'term',
    });
    expect(addProblem({ term: 't'.repeat(61), meaning: 'ok' }).toast).toEqual(ADD_TEXT.termTooLong);
    expect(addProblem({ term: 'ok', meaning: 'm'.repeat(141) }).toast).toEqual(
      ADD_TEXT.meaningTooLong,
    );
  });
});

describe('the suggest form’s messages', () => {
  it('split the shared schema’s message into the spec’s title and description', () => {
    const parsed = slangSuggestionSchema.safeParse({ term: 'rizz', meaning: '' });
    if (parsed.success) throw new Error('expected the suggest form to refuse a blank meaning');
    const problem = validationProblem(
      parsed.error.issues,
      ['term', 'meaning'],
      SUGGEST_TEXT.invalidTitle,
    );
    expect(problem.toast).toEqual(SUGGEST_TEXT.missing);
    expect(problem.firstField).toBe('meaning');
  });
});

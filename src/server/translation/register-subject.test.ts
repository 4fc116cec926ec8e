import { describe, expect, it } from 'vitest';
import { repairRegisterSubject } from './register-subject';

describe('repairRegisterSubject', () => {
  it.each([
    ['Hello, cannot make it', 'Hello, I cannot make it'],
    ['Cannot make it, sorry', 'I cannot make it, sorry'],
    ['Hello cannot make it.', 'Hello I cannot make it.'],
    ['Thank you. Am running late.', 'Thank you. I am running late.'],
    ['Could not attend. Hope you are well.', 'I could not attend. I hope you are well.'],
    ['Hello i cannot make it', 'Hello I cannot make it'],
    ['i’m sorry, i will call', 'I’m sorry, I will call'],
  ])('%j → %j', (input, output) => {
    expect(repairRegisterSubject(input)).toBe(output);
  });

  it.each([
    'I cannot make it',
    'Do not forget the meeting.',
    'Will not be a problem.',
    'The report cannot wait.',
    'That is, i.e. the figures.',
  ])('leaves %j as written', (text) => {
    expect(repairRegisterSubject(text)).toBe(text);
  });
});

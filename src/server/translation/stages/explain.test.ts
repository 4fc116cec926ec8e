// The explanation: a label and each term with its meaning, one sentence per lexicon.
import { describe, expect, it } from 'vitest';
import { findLanguage } from '@shared/languages';
import { STAGE_LEXICON } from './stage-fixtures';
import { termLabel, termSentence } from './explain';

describe('explain', () => {
  it('names each term with its meaning, ending the sentence once', () => {
    expect(
      termSentence('Slang used', [
        { term: 'fire', meaning: 'excellent.' },
        { term: 'wsg', meaning: 'how is it going?' },
      ]),
    ).toBe('Slang used: “fire” – excellent; “wsg” – how is it going?');
  });

  it('labels the terms by the kind of lexicon and the direction', () => {
    const genZ = findLanguage('gen_z_english')!;
    expect(termLabel(STAGE_LEXICON, genZ, 'to-style')).toBe('Slang used');
    expect(termLabel({ ...STAGE_LEXICON, kind: 'dialect' }, genZ, 'to-standard')).toBe(
      'Gen Z English features recognised',
    );
  });
});

// A small lexicon for the stage tests: a few phrases, a guard, a longer phrase sharing a beginning, an alternative.
import type { Lexicon } from '../lexicon';

export const STAGE_LEXICON: Lexicon = {
  style: 'gen_z_english',
  language: 'en',
  kind: 'slang',
  description: 'Stage test lexicon.',
  entries: [
    { standard: 'excellent', style: 'fire', meaning: 'excellent', alternatives: ['elite'] },
    { standard: 'really excellent', style: 'fire fr', meaning: 'really excellent' },
    { standard: 'delicious', style: 'bussin', meaning: 'delicious' },
    {
      standard: 'not lying',
      style: 'no cap',
      meaning: 'honestly',
      when: { notNext: ['down'] },
    },
    { standard: 'amazing', style: 'fire', meaning: 'amazing', only: 'to-style' },
    {
      standard: 'thanks, friend',
      style: 'cheers, bestie',
      meaning: 'thanks, friend',
      when: { notNext: ['for'] },
    },
    { standard: 'thanks', style: 'ty', meaning: 'thank you' },
  ],
};

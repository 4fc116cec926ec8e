// The explanation: one sentence per lexicon naming each term used or recognised with its meaning.
import { type LanguageOption } from '@shared/languages';
import { type Lexicon, type LexiconDirection } from '../lexicon';
import { endSentence } from '../sentence-case';
import { type StyleTerm } from './types';

/** One sentence of the explanation: a label and each term with its meaning, ended once (no "how are you?."). */
export function termSentence(label: string, terms: StyleTerm[]): string {
  const list = terms.map(({ term, meaning }) => `“${term}” – ${meaning.replace(/\.$/, '')}`);
  return endSentence(`${label}: ${list.join('; ')}`);
}

export function termLabel(
  lexicon: Lexicon,
  style: LanguageOption,
  direction: LexiconDirection,
): string {
  const verb = direction === 'to-style' ? 'used' : 'recognised';
  if (lexicon.kind === 'slang') return `Slang ${verb}`;
  if (lexicon.kind === 'register') return `${style.name} phrasing ${verb}`;
  return `${style.name} features ${verb}`;
}

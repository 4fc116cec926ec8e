// Stage 4, inflect and rewrite: one pass of a lexicon over a text — each chosen sense written in place, with the
// words before a noun agreeing in gender, English a/an agreeing, a rewrite moved before or after its neighbour
// where the style orders words differently, deletions taking a space along. What it wrote with other possible
// renderings is recorded for the alternatives.
import { agreeBeforeNoun, agreeIndefiniteArticle, contractArticle } from '../agreement';
import { resolve } from './choose';
import { writeWithClitics } from './clitics';
import { applyCase } from './letter-case';
import { ARABIC_MARK, TOKEN_CHAR, spaceAt, trimEndSpaces, LAST_WORD, FIRST_WORD } from './tokenize';
import { type StyleTerm, type Pass, type PassResult, type Choice, type PassContext } from './types';

/** Puts `word` before the last word of `output` (Iraqi "حلوة" + "كلش" → "كلش حلوة"); undefined when there is none. */
export function beforeLastWord(output: string, word: string): string | undefined {
  const tail = output.slice(-80);
  const match = LAST_WORD.exec(tail);
  if (!match) return undefined;
  const index = output.length - tail.length + match.index;
  return `${output.slice(0, index)}${word} ${output.slice(index, output.length - match[1]!.length)}`;
}

export function runPass(pass: Pass, text: string): PassResult {
  const terms: StyleTerm[] = [];
  const choices: Choice[] = [];
  const seen = new Set<string>();
  const regex = pass.regexWithMarks && ARABIC_MARK.test(text) ? pass.regexWithMarks : pass.regex;
  if (!regex) return { text, terms, choices };
  regex.lastIndex = 0;
  let output = '';
  let copied = 0;
  // A rewrite that goes after the next word ("كلش طيب" → "طيب جداً"), waiting for that word.
  let pending: string | undefined;
  const context: PassContext = {};
  const copy = (until: number) => {
    let gap = text.slice(copied, until);
    if (pending !== undefined && gap !== '') {
      const word = FIRST_WORD.exec(gap)?.[0] ?? '';
      gap = `${word} ${pending}${gap.slice(word.length)}`;
      pending = undefined;
    }
    output += gap;
    copied = until;
  };
  let match: RegExpExecArray | null;
  while ((match = regex.exec(text))) {
    const start = match.index;
    const hit = resolve(pass, text, match, context);
    if (!hit) {
      // Nothing applies here: look again from the next character (a shorter phrase may start inside).
      regex.lastIndex = start + 1;
      continue;
    }
    const { rule, phrase } = hit;
    let { end } = hit;
    copy(start);
    if (!seen.has(rule.term)) {
      seen.add(rule.term);
      terms.push({ term: rule.term, meaning: rule.meaning });
    }
    let replacement = rule.to === '' ? '' : applyCase(text, start, phrase, rule);
    if (hit.clitics && pass.clitics) {
      const { prefix, suffix, keyHadArticle } = hit.clitics;
      replacement = writeWithClitics(
        pass.clitics.table,
        replacement,
        prefix,
        suffix,
        keyHadArticle,
      );
    }
    if (rule.gender) {
      output = agreeBeforeNoun(output, rule.gender, pass.language);
      [output, replacement] = contractArticle(output, replacement, pass.language);
    }
    if (replacement !== '' && rule.placement === undefined) {
      output = agreeIndefiniteArticle(output, replacement, pass.language);
    }
    if (replacement === '') {
      // A deletion takes one of the spaces around it along.
      if (spaceAt(text, end) > 0) end += spaceAt(text, end);
      else output = trimEndSpaces(output);
    } else if (rule.placement === 'before-previous-word') {
      const moved = beforeLastWord(output, replacement);
      if (moved === undefined) output += replacement;
      else output = moved;
    } else if (
      rule.placement === 'after-next-word' &&
      TOKEN_CHAR.test(text[end + spaceAt(text, end)] ?? '')
    ) {
      end += spaceAt(text, end);
      if (pending !== undefined) output += pending;
      pending = replacement;
    } else {
      if (rule.alternatives.length > 0 && !rule.gender && pending === undefined && !hit.clitics) {
        choices.push({
          start: output.length,
          end: output.length + replacement.length,
          term: rule.term,
          options: rule.alternatives.map((alternative) => ({
            text: applyCase(text, start, phrase, { ...rule, to: alternative.to }),
            term: alternative.term,
          })),
        });
      }
      output += replacement;
      if (pending !== undefined) {
        output += ` ${pending}`;
        pending = undefined;
      }
    }
    copied = end;
    regex.lastIndex = end;
  }
  copy(text.length);
  if (pending !== undefined) output += ` ${pending}`;
  return { text: output, terms, choices };
}

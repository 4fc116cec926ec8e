// Stage 2, find senses: a lexicon compiled for one direction into rules (phrase → rewrite, with guard, gender,
// word order and alternatives) and one pattern that finds every phrase that has a sense; each match resolved to the
// rules that may apply there (the longest phrase first, shorter ones when its guards fail).
import { hasAgreement } from '../agreement';
import {
  appliesTo,
  type Lexicon,
  type LexiconDirection,
  type LexiconEntry,
  type LexiconGuard,
  matchKey,
  usesArabicScript,
} from '../lexicon';
import { type VariantEntry } from '../lexicon-variants';
import { cliticPattern, cliticTable, stemSources, takesClitics } from './clitics';
import { lowerFirst } from './letter-case';
import {
  isCased,
  isUpper,
  BEFORE,
  AFTER,
  SENTENCE_BEFORE,
  SENTENCE_AFTER,
  trieAlternation,
  HORIZONTAL_SPACE,
} from './tokenize';
import { type WordSet, type Guard, type Rule, type Pass, type RuleTable } from './types';

export type WordLists = Lexicon['wordLists'];

export function compileWords(
  words: string[] | undefined,
  lists: WordLists,
  language: string,
): WordSet | undefined {
  if (!words) return undefined;
  const set: WordSet = { words: new Set(), prefixes: [], suffixes: [], edge: false, language };
  const expanded = words.flatMap((word) =>
    word.length > 1 && word.startsWith('@') ? (lists?.[word.slice(1)] ?? []) : [word],
  );
  for (const word of expanded) {
    if (word === '^' || word === '$') set.edge = true;
    else if (word.length > 1 && word.endsWith('*'))
      set.prefixes.push(matchKey(word.slice(0, -1), language));
    else if (word.length > 1 && word.startsWith('*'))
      set.suffixes.push(matchKey(word.slice(1), language));
    else set.words.add(matchKey(word, language));
  }
  return set;
}

export function compileGuard(guard: LexiconGuard | undefined, lexicon: Lexicon): Guard | undefined {
  if (!guard) return undefined;
  const compiled: Guard = {};
  for (const key of Object.keys(guard) as (keyof LexiconGuard)[]) {
    const words = compileWords(guard[key], lexicon.wordLists, lexicon.language);
    if (words) compiled[key] = words;
  }
  return compiled;
}

export function makeRule(
  entry: LexiconEntry | VariantEntry,
  direction: LexiconDirection,
  lexicon: Lexicon,
): Rule {
  const { language } = lexicon;
  const toStyle = direction === 'to-style';
  const from = toStyle ? entry.standard : entry.style;
  const to = toStyle ? entry.style : entry.standard;
  const letters = [...from].filter(isCased);
  const rule: Rule = {
    from,
    to,
    // A deletion towards the style ("هل" of a question) is named by the word it drops; an inflected form
    // ("flexed") by the lexicon's phrase ("flex").
    term: ('term' in entry ? entry.term : undefined) ?? (entry.style || entry.standard),
    meaning: entry.meaning,
    caseSensitive: entry.caseSensitive ?? false,
    fromStartsUpper: letters.length > 0 && isUpper(letters[0]!),
    fromAllCaps: letters.length > 1 && letters.every(isUpper),
    joinsNext: entry.joinsNext ?? false,
    // Towards the style, the lexicon's other style phrases for the sense; towards the standard, compilePass adds
    // the other standard phrases that the same style phrase renders.
    alternatives:
      toStyle && entry.alternatives
        ? entry.alternatives.map((phrase) => ({
            to: phrase,
            term: { term: phrase, meaning: entry.meaning },
          }))
        : [],
  };
  const guard = compileGuard(entry.when, lexicon);
  if (guard) rule.guard = guard;
  if (entry.gender && hasAgreement(language)) {
    const [fromGender, toGender] = toStyle
      ? [entry.gender.standard, entry.gender.style]
      : [entry.gender.style, entry.gender.standard];
    if (fromGender !== toGender) rule.gender = toGender;
  }
  if (entry.wordOrder) {
    // "style-before": the style writes the phrase before the word it modifies, the standard after it.
    const styleBefore = entry.wordOrder === 'style-before';
    rule.placement = styleBefore === toStyle ? 'before-previous-word' : 'after-next-word';
  }
  return rule;
}

export function buildTable(rules: Rule[], language: string): RuleTable {
  const table: RuleTable = { exact: new Map(), folded: new Map() };
  for (const rule of rules) {
    const map = rule.caseSensitive ? table.exact : table.folded;
    const key = matchKey(rule.from, language, rule.caseSensitive);
    const list = map.get(key) ?? [];
    // One rule without a guard per key (the first); guarded rules are tried before it.
    if (!rule.guard && list.some((known) => !known.guard)) continue;
    list.push(rule);
    list.sort((a, b) => Number(!a.guard) - Number(!b.guard));
    map.set(key, list);
  }
  return table;
}

export const MAX_ALTERNATIVES_PER_RULE = 3;

/**
 * Towards the standard, a style phrase that several standard phrases are written as ("fire" for "excellent" and
 * "amazing") could be read as any of them: the others are the rule's alternatives. Only entries without a guard
 * count (a guard ties a reading to its context).
 */
export function addStandardAlternatives(rules: Rule[], lexicon: Lexicon) {
  const readings = new Map<string, Set<string>>();
  for (const entry of lexicon.entries) {
    if (!entry.style || !entry.standard || entry.when) continue;
    const key = matchKey(entry.style, lexicon.language);
    const set = readings.get(key) ?? new Set<string>();
    set.add(entry.standard);
    readings.set(key, set);
  }
  for (const rule of rules) {
    if (rule.guard || !rule.to) continue;
    const others = [...(readings.get(matchKey(rule.from, lexicon.language)) ?? [])].filter(
      (standard) => matchKey(standard, lexicon.language) !== matchKey(rule.to, lexicon.language),
    );
    rule.alternatives = others
      .slice(0, MAX_ALTERNATIVES_PER_RULE)
      .map((standard) => ({ to: standard, term: { term: rule.term, meaning: rule.meaning } }));
  }
}

export function compilePass(
  lexicon: Lexicon,
  variants: readonly VariantEntry[],
  direction: LexiconDirection,
): Pass {
  const { language } = lexicon;
  // The lexicon's own entries first: a form it writes itself wins over a generated one.
  const rules = [...lexicon.entries, ...variants]
    .filter((entry) => appliesTo(entry, direction))
    .map((entry) => makeRule(entry, direction, lexicon));
  if (direction === 'to-standard') addStandardAlternatives(rules, lexicon);
  const phraseRules = rules.filter((rule) => !rule.joinsNext);
  const joinRules = rules.filter((rule) => rule.joinsNext);
  const sentenceRules = (lexicon.sentences ?? [])
    .filter((entry) => appliesTo(entry, direction))
    .map((entry) => makeRule(entry, direction, lexicon));
  // Case-sensitive phrases match in any case here; candidates() then checks their exact case. A Persian ZWNJ stays
  // in the trie (as an optional character) where the lexicon writes one.
  const keysOf = (list: Rule[]) =>
    new Set(list.map((rule) => matchKey(rule.from, language, false, { keepZwnj: true })));
  const cliticRules = cliticTable(lexicon.style, direction);
  const clitics = cliticRules && {
    table: cliticRules,
    stems: stemSources(
      new Set(phraseRules.filter(takesClitics).map((rule) => matchKey(rule.from, language, false))),
      cliticRules,
    ),
  };
  const build = (withMarks: boolean) => {
    if (!phraseRules.length && !sentenceRules.length && !joinRules.length) return null;
    // Group 1: a whole sentence; group 2: a phrase; group 3: a phrase joined to the next word (tried last, so that
    // a longer whole-word phrase such as "إلى أين" wins over the joined "إلى").
    const sentences = sentenceRules.length
      ? `(${SENTENCE_BEFORE}${trieAlternation(keysOf(sentenceRules), language, withMarks)}${SENTENCE_AFTER})`
      : '(?!)()';
    const phrases = phraseRules.length
      ? `(${trieAlternation(keysOf(phraseRules), language, withMarks)})`
      : '(?!)()';
    const joins = joinRules.length
      ? `(${trieAlternation(keysOf(joinRules), language, withMarks)})${HORIZONTAL_SPACE}*(?=[\\p{L}])`
      : '(?!)()';
    // Groups 4–6: a phrase inside a word, with what is joined to it (clitics.ts), tried after the whole words.
    const inWord =
      clitics && clitics.stems.size
        ? `|${cliticPattern(clitics.stems, clitics.table, withMarks)}${AFTER}`
        : '';
    return new RegExp(`${BEFORE}(?:(?:${sentences}|${phrases})${AFTER}|${joins}${inWord})`, 'gu');
  };
  return {
    regex: build(false),
    regexWithMarks: usesArabicScript(language) ? build(true) : null,
    phrases: buildTable(phraseRules, language),
    sentences: buildTable(sentenceRules, language),
    joins: buildTable(joinRules, language),
    language,
    clitics,
  };
}

export const NO_RULES: Rule[] = [];

/** The rules a matched text may use, case-sensitive ones first. */
export function candidates(table: RuleTable, match: string, language: string): Rule[] {
  const folded = table.folded.get(matchKey(match, language, false)) ?? NO_RULES;
  if (table.exact.size === 0) return folded;
  const exact = matchKey(match, language, true);
  const lowered = lowerFirst(exact);
  const rules = [
    ...(table.exact.get(exact) ?? NO_RULES),
    ...(lowered === exact ? NO_RULES : (table.exact.get(lowered) ?? NO_RULES)),
  ];
  return rules.length ? [...rules, ...folded] : folded;
}

// The style engine's shared shapes (style-engine.ts): the rules compiled from a lexicon, the passes over a text, what a
// pass finds. No logic.
import { type Gender } from '../agreement';
import { type CliticTable, type StemSource } from './clitics';

export interface StyleTerm {
  /** The slang or style phrase as the lexicon writes it. */
  term: string;
  meaning: string;
}

/** A guard's word list, folded like phrase keys: whole words, and words with "*" for a beginning or ending. */
export interface WordSet {
  words: Set<string>;
  prefixes: string[];
  suffixes: string[];
  /** "^" or "$": the sentence start (for `previous`) or end (for `next`). */
  edge: boolean;
  language: string;
  /** Finds any of the words in a stretch of text (built on first use, for the sentence conditions). */
  search?: RegExp;
}

export interface Guard {
  previous?: WordSet;
  notPrevious?: WordSet;
  next?: WordSet;
  notNext?: WordSet;
  earlier?: WordSet;
  sentenceHas?: WordSet;
  notSentenceHas?: WordSet;
}

/** Where a rewrite goes relative to its neighbours (a lexicon's `wordOrder`, resolved for one direction). */
export type Placement = 'before-previous-word' | 'after-next-word';

export interface Rule {
  /** The phrase as the lexicon writes it on the matched side. */
  from: string;
  /** What replaces it; empty for a deletion. */
  to: string;
  /** The style-side phrase, named in the explanation. */
  term: string;
  meaning: string;
  caseSensitive: boolean;
  /** The lexicon writes `from` with a capital ("I am", German nouns): a capital in the text says nothing then. */
  fromStartsUpper: boolean;
  fromAllCaps: boolean;
  guard?: Guard;
  /** The gender of the noun written, when it differs from the matched noun's: the words before it agree. */
  gender?: Gender;
  placement?: Placement;
  joinsNext: boolean;
  /** Other renderings of the same sense (what they write, and the term the explanation names), as alternatives. */
  alternatives: { to: string; term: StyleTerm }[];
}

export interface Pass {
  regex: RegExp | null;
  /** Arabic and Persian: the same regex, tolerating diacritics and tatweel after any letter (slower). */
  regexWithMarks: RegExp | null;
  phrases: RuleTable;
  sentences: RuleTable;
  joins: RuleTable;
  language: string;
  /** Arabic and Persian: how words join to a phrase (clitics.ts), and the stems the regex finds inside words. */
  clitics: { table: CliticTable; stems: Map<string, StemSource[]> } | null;
}

/** The rules of each key, guarded ones first (in lexicon order), then the one without a guard. */
export interface RuleTable {
  exact: Map<string, Rule[]>;
  folded: Map<string, Rule[]>;
}

export interface PassResult {
  text: string;
  terms: StyleTerm[];
  /** Where a rewrite with alternatives stands in `text`, for alternative translations. */
  choices: Choice[];
}

/** A rewrite in a pass's output that another rendering of the same sense could replace. */
export interface Choice {
  start: number;
  end: number;
  /** The term the pass named for it. */
  term: string;
  /** Each alternative as it would be written there (in the case of the matched text), with its term. */
  options: { text: string; term: StyleTerm }[];
}

/** The sentence a guard last looked at: guarded phrases often share one. */
export interface SentenceCache {
  from: number;
  to: number;
  text: string;
}

export interface Hit {
  rule: Rule;
  /** The matched phrase (without the space a joined phrase swallows). */
  phrase: string;
  /** Where the text the rule consumes ends. */
  end: number;
  /** The phrase was found inside a word: what the word joined to it (clitics.ts). */
  clitics?: { prefix: string; suffix: string; keyHadArticle: boolean };
}

/** What the guards of one pass over one text have already worked out. */
export interface PassContext {
  sentence?: SentenceCache;
}

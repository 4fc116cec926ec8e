// Stage 2b, clitics (issue 27, grammar as rules): Arabic and Persian write short words joined to the word they go
// with — "و" (and), "ب"/"ل"/"ك" (in, for, like), the article "ال", Iraqi "د" before a verb in progress, MSA's
// future "س"; pronoun endings ("سيارتي", "گوشیم", "داداشمون"), Persian plurals and the spoken object marker "و".
// A lexicon writes a word once, bare; here a word is taken apart into prefix + lexicon phrase + suffix, the phrase
// rewritten by its rule and the pieces put back in the target's spelling ("بالموبايل" → "بالهاتف", "تشوفه" →
// "تشاهده", "داداشامون" → "برادرهایمان"). Only phrases of three letters or more are looked for inside a longer
// word, so that a short entry does not fire inside an unrelated word.
import { type LexiconDirection, matchKey } from '../lexicon';
import { ARABIC_MARKS_PATTERN, ZWNJ, trieAlternation } from './tokenize';

/** How a style joins words to a phrase, one way: what each prefix and suffix becomes, and how a suffix attaches. */
export interface CliticTable {
  /** Prefix as written in the source → as written in the target ("د" → "" towards MSA). */
  prefixes: Map<string, string>;
  /** Suffix (without a ZWNJ) as written in the source → its target form. */
  suffixes: Map<string, string>;
  /** A prefix that stands only before a present-tense verb (Iraqi "د", MSA future "س"). */
  verbPrefixes: Set<string>;
  /** Writes the rewritten phrase with its suffix (ة → ت, a Persian ZWNJ or linking "ا"/"ی"). */
  attach: (phrase: string, suffix: string) => string;
  language: string;
}

export const MIN_STEM_LETTERS = 3;

/** What a stem found inside a word stands for: the lexicon key, and what the word around it must have. */
export interface StemSource {
  key: string;
  /** "ت" written for a final "ة" before a suffix ("سيارتي"): only with a suffix. */
  needsSuffix: boolean;
  /** A key with the article "ال" found after "لل"/"بال"…: only after a prefix that brings the article. */
  needsArticle: boolean;
}

const same = (list: string[]) => new Map(list.map((item) => [item, item]));

// Longer first does not matter for the regex (a trie backtracks), but the maps read better so.
const ARABIC_PREFIXES = [
  'وبال',
  'وال',
  'بال',
  'فال',
  'كال',
  'ولل',
  'فلل',
  'لل',
  'وب',
  'ول',
  'فب',
  'فل',
  'و',
  'ف',
  'ب',
  'ل',
  'ك',
  'ال',
];
const ARABIC_SUFFIXES = ['هما', 'ها', 'هم', 'هن', 'كم', 'كن', 'نا', 'ني', 'ه', 'ك', 'ي'];
const PRESENT_VERB = /^[أاتين]/;

function arabicAttach(phrase: string, suffix: string): string {
  if (!suffix) return phrase;
  if (phrase.endsWith('ة')) return `${phrase.slice(0, -1)}ت${suffix}`;
  if (phrase.endsWith('ى')) return `${phrase.slice(0, -1)}ا${suffix}`;
  return phrase + suffix;
}

function iraqiTable(direction: LexiconDirection): CliticTable {
  const prefixes = same(ARABIC_PREFIXES);
  const suffixes = same(ARABIC_SUFFIXES);
  const verbPrefixes = new Set<string>();
  if (direction === 'to-standard') {
    // Iraqi marks a verb in progress with "د" ("دتطبخ"); MSA has no such prefix. "ج"/"چ" is "you" said to a woman.
    prefixes.set('د', '').set('ود', 'و');
    verbPrefixes.add('د').add('ود');
    suffixes.set('ج', 'ك').set('چ', 'ك');
  } else {
    // MSA's future "س" ("سأذهب") is Iraqi "راح" before the verb ("راح أروح").
    prefixes.set('س', 'راح ').set('وس', 'وراح ');
    verbPrefixes.add('س').add('وس');
  }
  return { prefixes, suffixes, verbPrefixes, attach: arabicAttach, language: 'ar' };
}

// Persian: a plural, then a pronoun, then (spoken) the object marker. Spoken Tehrani writes "مون/تون/شون" and
// "م/ت/ش" straight after a vowel ("گوشیم"); standard writes "مان/تان/شان", "‌ام/‌ات/‌اش" after a vowel, "‌ها"
// with a ZWNJ, "ی" between a plural and a pronoun ("کتاب‌هایم"), and "را" as its own word.
const PERSIAN_PLURALS = ['', 'ها', 'های', 'ا'];
const SPOKEN_PRONOUNS: Record<string, string> = {
  '': '',
  م: 'م',
  ت: 'ت',
  ش: 'ش',
  مون: 'مان',
  تون: 'تان',
  شون: 'شان',
  مان: 'مان',
  تان: 'تان',
  شان: 'شان',
  ام: 'م',
  ات: 'ت',
  اش: 'ش',
};
const VOWEL_END = /[اوهی]$/;

/** Standard Persian: phrase + (plural, pronoun, object) written apart by the ZWNJ and linking letters. */
function persianStandardAttach(phrase: string, suffix: string): string {
  const [plural = '', pronoun = '', object = ''] = suffix.split('|');
  let word = phrase;
  if (plural) word += `${ZWNJ}ها`;
  if (pronoun) {
    if (plural) word += `ی${pronoun}`;
    else if (/[هی]$/.test(word) && pronoun.length === 1) word += `${ZWNJ}ا${pronoun}`;
    else if (/[او]$/.test(word) && pronoun.length === 1) word += `ی${pronoun}`;
    else word += pronoun;
  }
  if (object) word += ' را';
  return word;
}

/** Spoken Persian: plural "‌ها", pronouns straight after the word ("گوشیم", "کتابامون"). */
function persianSpokenAttach(phrase: string, suffix: string): string {
  const [plural = '', pronoun = ''] = suffix.split('|');
  let word = phrase;
  if (plural) word += VOWEL_END.test(word) ? `${ZWNJ}ها` : 'ا';
  // "خونه" + "م" is written "خونه‌م".
  if (pronoun)
    word += !plural && word.endsWith('ه') && pronoun.length === 1 ? ZWNJ + pronoun : pronoun;
  return word;
}

function persianTable(direction: LexiconDirection): CliticTable {
  const suffixes = new Map<string, string>();
  const toStandard = direction === 'to-standard';
  for (const plural of PERSIAN_PLURALS) {
    // The bare spoken plural "ا" only towards the standard ("داداشا"); "های" only before a pronoun.
    if (plural === 'ا' && !toStandard) continue;
    for (const [pronoun, standardPronoun] of Object.entries(SPOKEN_PRONOUNS)) {
      if (plural === 'های' && !pronoun) continue;
      if (plural === 'های' && pronoun.startsWith('ا')) continue;
      const objects = toStandard ? ['', 'و', 'رو'] : [''];
      for (const object of objects) {
        const written = plural + pronoun + object;
        if (!written) continue;
        // The spoken object marker "و" after a plural or pronoun: "پول‌هامو", "داداشمو".
        if (object === 'رو' && (plural || pronoun)) continue;
        const pluralOut = plural ? 'ها' : '';
        const pronounOut = toStandard
          ? standardPronoun
          : (({ مان: 'مون', تان: 'تون', شان: 'شون' } as Record<string, string>)[standardPronoun] ??
            standardPronoun);
        suffixes.set(written, `${pluralOut}|${pronounOut}|${object ? 'را' : ''}`);
      }
    }
  }
  return {
    prefixes: new Map(),
    suffixes,
    verbPrefixes: new Set(),
    attach: toStandard ? persianStandardAttach : persianSpokenAttach,
    language: 'fa',
  };
}

/** The clitic table of a style one way, or null when its language joins no words. */
export function cliticTable(style: string, direction: LexiconDirection): CliticTable | null {
  if (style === 'iraqi_arabic') return iraqiTable(direction);
  if (style === 'persian_slang') return persianTable(direction);
  return null;
}

/** The stems a word may hold, each mapped to the lexicon keys it stands for. */
export function stemSources(keys: Iterable<string>, table: CliticTable): Map<string, StemSource[]> {
  const stems = new Map<string, StemSource[]>();
  const add = (stem: string, source: StemSource) => {
    const list = stems.get(stem) ?? [];
    list.push(source);
    stems.set(stem, list);
  };
  for (const key of keys) {
    if (key.replace(/[\s\u200c]/g, '').length < MIN_STEM_LETTERS) continue;
    add(key, { key, needsSuffix: false, needsArticle: false });
    if (table.language !== 'ar') continue;
    if (key.endsWith('ة'))
      add(`${key.slice(0, -1)}ت`, { key, needsSuffix: true, needsArticle: false });
    if (key.startsWith('ال') && key.length - 2 >= MIN_STEM_LETTERS) {
      add(key.slice(2), { key, needsSuffix: false, needsArticle: true });
    }
  }
  return stems;
}

/** The regex source of "prefix? stem suffix?" (groups: prefix, stem, suffix); the caller adds the word boundaries. */
export function cliticPattern(
  stems: Map<string, StemSource[]>,
  table: CliticTable,
  withMarks: boolean,
): string {
  const { language } = table;
  const alternation = (items: Iterable<string>) =>
    trieAlternation(
      [...items].filter(Boolean).map((item) => matchKey(item, language)),
      language,
      withMarks,
    );
  const prefixes = table.prefixes.size ? `(${alternation(table.prefixes.keys())})?` : '()';
  const joiner = language === 'fa' ? `${ZWNJ}?` : withMarks ? ARABIC_MARKS_PATTERN : '';
  const suffixes = `(?:${joiner}(${alternation(table.suffixes.keys())}))?`;
  return `${prefixes}(${alternation(stems.keys())})${suffixes}`;
}

/** The lexicon keys a stem found with this prefix and suffix may stand for (in the order to try them). */
export function keysForStem(
  stems: Map<string, StemSource[]>,
  table: CliticTable,
  stem: string,
  prefix: string,
  suffix: string,
): string[] {
  const prefixKey = matchKey(prefix, table.language);
  const bringsArticle = prefixKey.endsWith('ال') || prefixKey.endsWith('لل');
  const keys: string[] = [];
  for (const source of stems.get(matchKey(stem, table.language)) ?? []) {
    if (source.needsSuffix && !suffix) continue;
    if (source.needsArticle && !bringsArticle) continue;
    if (table.verbPrefixes.has(prefixKey) && !PRESENT_VERB.test(source.key)) continue;
    // "بال" + a key that has its own article would write it twice.
    if (bringsArticle && !source.needsArticle && source.key.startsWith('ال')) continue;
    keys.push(source.key);
  }
  return keys;
}

/**
 * The target text for a phrase found inside a word: the prefix in its target form (an article the key carried
 * is the prefix's now: "لل" + "السوق"'s rewrite "السوگ" → "للسوگ"), the rewrite, the suffix attached.
 */
export function writeWithClitics(
  table: CliticTable,
  rewrite: string,
  prefix: string,
  suffix: string,
  keyHadArticle: boolean,
): string {
  const prefixKey = matchKey(prefix, table.language);
  let body = rewrite;
  let before = table.prefixes.get(prefixKey) ?? prefix;
  if (keyHadArticle && body.startsWith('ال')) body = body.slice(2);
  else if ((before.endsWith('لل') || before.endsWith('ال')) && body.startsWith('ال')) {
    body = body.slice(2);
  } else if (before.endsWith('ل') && !before.endsWith('ال') && body.startsWith('ال')) {
    // "ل" + "الهاتف" is written "للهاتف".
    before = `${before}ل`;
    body = body.slice(2);
  }
  const after = suffix ? (table.suffixes.get(matchKey(suffix, table.language)) ?? suffix) : '';
  return before + table.attach(body, after);
}

/** A rule may take clitics when it rewrites one phrase in place into words (no deletion, agreement or moving). */
export const takesClitics = (rule: {
  to: string;
  gender?: unknown;
  placement?: unknown;
  joinsNext: boolean;
}) => rule.to !== '' && !rule.gender && !rule.placement && !rule.joinsNext;

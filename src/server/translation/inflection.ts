// Inflection-aware matching for English (issue 27 item 1): a lexicon entry written for one form of a verb phrase
// ("show off" ⇄ "flex", "chatting" ⇄ "nattering") also matches the phrase's other forms, each rewritten in the same
// form on the other side ("showed off" ⇄ "flexed", "he shows off" ⇄ "he flexes"): tense, person and number carry
// over. The forms come from compromise (its irregular verbs and spelling rules), checked by conjugating back. The
// extra entries are generated ahead of time into content/lexicon-variants/ (lexicon-variants.ts), so matching stays
// one regex pass and the server never loads compromise.
import nlp from 'compromise';
import { admitVariants, type VariantEntry, type VariantFile } from './lexicon-variants';
import { russianInflectedEntries } from './russian-inflection';
import { spanishInflectedEntries } from './spanish-inflection';
import { readSynonyms, synonymEntries } from './synonyms';
import type { Lexicon, LexiconEntry } from './lexicon';

type Form = 'Infinitive' | 'PastTense' | 'Participle' | 'PresentTense' | 'Gerund';
type Conjugation = Record<Form, string>;

/** The parts of compromise's world used here: its types declare it as a plain object. */
interface CompromiseWorld {
  methods: {
    two: {
      transform: {
        verb: {
          conjugate(infinitive: string, model: unknown): Partial<Record<Form, string>>;
          toInfinitive(word: string, model: unknown, tense: Form): string;
        };
      };
    };
  };
  model: {
    one: { lexicon: Record<string, string | undefined> };
    two: {
      models: { toPast: { ex: Record<string, string | undefined> } };
      switches: Record<string, string | undefined>;
    };
  };
}
/** One word of compromise's JSON output. */
interface TaggedTerm {
  tags: string[];
}

const world = nlp.world() as CompromiseWorld;
const verbTransforms = world.methods.two.transform.verb;
/** compromise's irregular past forms ("go" → "went"): only for these is a past equal to the base form right. */
const IRREGULAR_PAST = world.model.two.models.toPast.ex;

/** The tags of each word of a text, as compromise's tagger reads it. */
function tagsOf(text: string): TaggedTerm[] {
  const sentences = nlp(text).json() as { terms: TaggedTerm[] }[];
  return sentences[0]?.terms ?? [];
}

// Words that start a phrase without being its inflecting verb: auxiliaries and modals (their tenses change the
// meaning of the phrase around them: "is late" ⇄ "is behind schedule" is an entry of its own), the words of
// entries that are fixed expressions, and pronouns.
const NOT_INFLECTED = new Set(
  (
    'be is am are was were been being do does did done doing have has had having will would shall should can could ' +
    "may might must let let's gonna wanna gotta ain't not no never so very really just too thanks thank please " +
    'i you he she it we they me him her us them my your his its our their this that these those a an the ' +
    'what who how why where when if to of in on at for with by from up out off down about'
  ).split(' '),
);

/** The word before a third-person form that makes it a plural noun instead ("the shows", "my caps"). */
const BEFORE_A_NOUN = [
  'the',
  'a',
  'an',
  'my',
  'your',
  'his',
  'her',
  'its',
  'our',
  'their',
  'these',
  'those',
  'some',
  'any',
  'many',
  'few',
  'several',
  'all',
  'no',
  'two',
  'three',
  'four',
  'five',
  'of',
  'new',
  'old',
  'big',
  'small',
  'good',
  'bad',
  'other',
  'more',
  'most',
  'such',
  "'s",
  'whose',
  'which',
];

const VOWELS = 'aeiou';
const isVowel = (char: string | undefined) => char !== undefined && VOWELS.includes(char);

/** "stan" → "stann…": a short word ending consonant–vowel–consonant doubles its last letter (not w, x or y). */
function doublesLast(word: string): boolean {
  const [a, b, c] = [word.at(-3), word.at(-2), word.at(-1)];
  if (!a || !b || !c || 'wxy'.includes(c) || isVowel(c) || !isVowel(b) || isVowel(a)) return false;
  // One vowel group: a one-syllable word ("cap", "stan"), not "visit" or "open".
  return (word.match(/[aeiouy]+/g)?.length ?? 0) === 1;
}

/** The regular forms, for verbs compromise does not know ("yeet", "rizz", "stan"). */
function regularForms(base: string): Conjugation {
  const doubled = doublesLast(base) ? base + base.at(-1)! : base;
  const consonantY = base.endsWith('y') && !isVowel(base.at(-2));
  const past = base.endsWith('e')
    ? `${base}d`
    : consonantY
      ? `${base.slice(0, -1)}ied`
      : base.endsWith('ic')
        ? `${base}ked`
        : `${doubled}ed`;
  const gerund = base.endsWith('ie')
    ? `${base.slice(0, -2)}ying`
    : base.endsWith('e') && !base.endsWith('ee')
      ? `${base.slice(0, -1)}ing`
      : base.endsWith('ic')
        ? `${base}king`
        : `${doubled}ing`;
  const present = /(s|x|z|ch|sh)$/.test(base)
    ? `${base}es`
    : consonantY
      ? `${base.slice(0, -1)}ies`
      : `${base}s`;
  return {
    Infinitive: base,
    PastTense: past,
    Participle: past,
    PresentTense: present,
    Gerund: gerund,
  };
}

/** Every form of a verb: compromise's, where it knows the verb; the regular ones where it only guesses. */
export function conjugate(base: string): Conjugation {
  const regular = regularForms(base);
  const known = verbTransforms.conjugate(base, world.model);
  const past = known.PastTense;
  // compromise answers a word it does not know with the base form for its past or gerund ("yeet", "rizz").
  const trustPast = past !== undefined && (past !== base || IRREGULAR_PAST[base] === base);
  const trustGerund = known.Gerund !== undefined && known.Gerund !== base;
  return {
    Infinitive: base,
    PastTense: trustPast ? past : regular.PastTense,
    Participle: known.Participle ?? (trustPast ? past : regular.Participle),
    PresentTense:
      known.PresentTense && known.PresentTense !== base ? known.PresentTense : regular.PresentTense,
    Gerund: trustGerund ? known.Gerund! : regular.Gerund,
  };
}

/** The base form of `word` in `form`, when conjugating it gives `word` back ("rizzing" → "rizz", not "riz"). */
function lemmaOf(word: string, form: Form): string | undefined {
  if (form === 'Infinitive') return word;
  const candidates = [verbTransforms.toInfinitive(word, world.model, form)];
  const stem = word.replace(form === 'Gerund' ? /ing$/ : /e?d$/, '');
  candidates.push(stem, `${stem}e`, stem.slice(0, -1), word.replace(/ied$/, 'y'));
  return candidates.find(
    (lemma) => lemma.length > 1 && /^[a-z]+$/.test(lemma) && conjugate(lemma)[form] === word,
  );
}

const VERB_TAGS = new Set([
  'Verb',
  'Infinitive',
  'PresentTense',
  'PastTense',
  'Gerund',
  'PhrasalVerb',
]);
/** compromise's lexicon: each word it knows, with its main tag. */
export const compromiseLexicon = world.model.one.lexicon;
const lexiconTags = compromiseLexicon;
const switches = world.model.two.switches;

/**
 * True when compromise's lexicon knows the word as a verb (alone, or as a word that is a noun or a verb). A word it
 * does not know is taken for a noun ("elevator", "sweater"): in a sentence its tagger would call it a verb after
 * "they", but the lexicon's entries for such words are things, not actions.
 */
function knownVerb(word: string): boolean {
  if (VERB_TAGS.has(lexiconTags[word] ?? '')) return true;
  if (switches[word]?.split('|').includes('Verb')) return true;
  return /(ize|ise)$/.test(word) && word.length > 5;
}

/** The tags compromise gives the phrase's first word in a sentence of a subject and the phrase. */
function firstWordTags(phrase: string, subject: string): string[] {
  return tagsOf(`${subject} ${phrase}`)[subject.split(' ').length]?.tags ?? [];
}

/** The form of the verb that starts a standard phrase, when it starts with one. */
function verbFormOf(phrase: string, first: string): Form | undefined {
  if (first.endsWith('ing') && firstWordTags(phrase, 'they are').includes('Gerund')) {
    const lemma = lemmaOf(first, 'Gerund');
    return lemma && knownVerb(lemma) ? 'Gerund' : undefined;
  }
  // A phrase in the past is not inflected: such entries are adjectives far more often ("exhausted" ⇄
  // "knackered", "killed it" ⇄ "ate"), and their other forms would mean something else.
  const tags = firstWordTags(phrase, 'they');
  if (!tags.includes('Infinitive') || tags.includes('PastTense') || !knownVerb(first))
    return undefined;
  return conjugate(first).Infinitive === first ? 'Infinitive' : undefined;
}

// What a slang verb's first word must not be: a word compromise knows as one of these is not a verb there.
const NOT_A_VERB_TAGS = [
  'Adverb',
  'Adjective',
  'Preposition',
  'Determiner',
  'Conjunction',
  'Pronoun',
  'Acronym',
  'Expression',
  'Value',
];
const NOUN_TAGS = [
  'Noun',
  'Singular',
  'Plural',
  'Actor',
  'Uncountable',
  'Person',
  'ProperNoun',
  'FirstName',
  'MaleName',
  'FemaleName',
];
/** What may follow a verb in a phrase that is surely a verb phrase ("stop replying to", "show off", "tell me"). */
const VERB_PHRASE_FOLLOWERS = [
  'Pronoun',
  'Particle',
  'Gerund',
  'Preposition',
  'Determiner',
  'Possessive',
];

/**
 * True when the standard phrase is surely a verb phrase: its verb is only a verb for compromise, or the word after
 * it is one a noun does not take ("replying", "off", "me").
 */
function surelyVerbPhrase(phrase: string): boolean {
  const [, verb, next] = tagsOf(`they ${phrase}`);
  const word = phrase.split(' ')[0]!;
  if (VERB_TAGS.has(lexiconTags[word] ?? '') && !switches[word]) return true;
  return !!verb && !!next && VERB_PHRASE_FOLLOWERS.some((tag) => next.tags.includes(tag));
}

/**
 * True when the style phrase's first word can be the same form of a verb. Slang verbs are mostly words compromise
 * does not know ("yeet", "rizz"), so a word it does not know passes unless it is an abbreviation ("ttyl" for "talk
 * to you later", "hmu"): no longer than the standard phrase has words (plus one), or without a vowel. A word it knows
 * only as a noun ("child", "ghost") passes only for a standard phrase that is surely a verb phrase.
 */
function styleFitsForm(first: string, form: Form, standard: string, lemma: string): boolean {
  if (form === 'Gerund' ? !first.endsWith('ing') : /(ing|ed)$/.test(first)) return false;
  const tag = lexiconTags[lemma];
  // A lemma ending in a single "s" is a plural noun ("props"), not a verb.
  if (/[^s]s$/.test(lemma)) return false;
  if (tag === undefined && !switches[lemma]) {
    const standardWords = standard.split(' ').length;
    return lemma.length > standardWords + 1 && /[aeiou]/.test(lemma);
  }
  if (tag && NOT_A_VERB_TAGS.includes(tag)) return false;
  const nounOnly = !!tag && NOUN_TAGS.includes(tag) && !switches[lemma]?.includes('Verb');
  return !nounOnly || surelyVerbPhrase(standard);
}

const splitFirst = (phrase: string): [string, string] => {
  const space = phrase.indexOf(' ');
  return space < 0 ? [phrase, ''] : [phrase.slice(0, space), phrase.slice(space)];
};

/** The forms an entry in `form` is also matched in: not the base form from another form (too often a noun). */
function otherForms(form: Form): Form[] {
  const all: Form[] = ['PastTense', 'Participle', 'PresentTense', 'Gerund'];
  return all.filter((other) => other !== form);
}

function withNounGuard(entry: LexiconEntry): LexiconEntry['when'] {
  const guard = entry.when;
  if (guard?.previous) return guard;
  return { ...guard, notPrevious: [...(guard?.notPrevious ?? []), ...BEFORE_A_NOUN] };
}

/** The entry in each other form of its verb, or none when its phrases do not start with the same form of a verb. */
function inflect(entry: LexiconEntry): VariantEntry[] {
  if (!entry.standard || !entry.style || entry.caseSensitive) return [];
  const [standardVerb, standardRest] = splitFirst(entry.standard);
  const [styleVerb, styleRest] = splitFirst(entry.style);
  const words = [standardVerb, styleVerb];
  if (words.some((word) => !/^[a-z]+$/.test(word) || NOT_INFLECTED.has(word))) return [];
  if (standardVerb === styleVerb) return [];
  const form = verbFormOf(entry.standard, standardVerb);
  if (!form) return [];
  const standardLemma = lemmaOf(standardVerb, form);
  const styleLemma = lemmaOf(styleVerb, form);
  if (!standardLemma || !styleLemma) return [];
  if (!styleFitsForm(styleVerb, form, entry.standard, styleLemma)) return [];
  const standardForms = conjugate(standardLemma);
  const styleForms = conjugate(styleLemma);
  const inflected: VariantEntry[] = [];
  for (const other of otherForms(form)) {
    const standard = standardForms[other] + standardRest;
    const style = styleForms[other] + styleRest;
    if (standard === entry.standard && style === entry.style) continue;
    if (other === 'Participle' && standard === standardForms.PastTense + standardRest) continue;
    const term = 'term' in entry && typeof entry.term === 'string' ? entry.term : entry.style;
    // The lexicon's alternatives are written in the entry's own form: not carried to the others.
    const { alternatives: _alternatives, ...rest } = entry;
    const generated: VariantEntry = { ...rest, standard, style, term };
    if (other === 'PresentTense') generated.when = withNounGuard(entry);
    inflected.push(generated);
  }
  return inflected;
}

/**
 * The extra entries of an English lexicon: its verb phrases (and those of its synonym entries) in their other
 * forms. A form the lexicon writes itself
 * keeps the lexicon's entry (for the directions that entry covers); an English lexicon is the only kind inflected
 * here (the other languages' lexicons list their forms).
 */
export function inflectedEntries(
  lexicon: Lexicon,
  synonyms: readonly VariantEntry[] = [],
): VariantEntry[] {
  if (lexicon.language !== 'en') return [];
  // The synonyms' entries are inflected too ("boast" → "flex" gives "boasted" → "flexed").
  const entries: LexiconEntry[] = [...lexicon.entries, ...synonyms];
  return admitVariants(entries, entries.flatMap(inflect), lexicon.language);
}

/**
 * The content of content/lexicon-variants/: per lexicon, its synonym entries and the other forms of its phrases (English
 * through compromise, Spanish and Russian through spanish-inflection.ts and russian-inflection.ts).
 */
export function variantFiles(lexicons: ReadonlyMap<string, Lexicon>): VariantFile[] {
  return [...lexicons.values()]
    .map((lexicon) => {
      const synonyms = synonymEntries(lexicon, readSynonyms(lexicon.language));
      return {
        style: lexicon.style,
        entries: [
          ...synonyms,
          ...inflectedEntries(lexicon, synonyms),
          ...spanishInflectedEntries(lexicon),
          ...russianInflectedEntries(lexicon),
        ],
      };
    })
    .filter((file) => file.entries.length > 0);
}

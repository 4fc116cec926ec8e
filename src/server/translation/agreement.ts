// Gender agreement after a noun swap: when the style engine replaces a noun by one of the other gender (Spanish
// "dinero" m → Rioplatense "plata" f), the articles, demonstratives and quantifiers right before it change with
// it ("todo el dinero" → "toda la plata", "mucha plata" → "mucho dinero").

export type Gender = 'm' | 'f';

/** Masculine → feminine forms of the words that agree with a following noun. */
const SPANISH_FEMININE: Record<string, string> = {
  el: 'la',
  los: 'las',
  un: 'una',
  unos: 'unas',
  del: 'de la',
  al: 'a la',
  este: 'esta',
  estos: 'estas',
  ese: 'esa',
  esos: 'esas',
  aquel: 'aquella',
  aquellos: 'aquellas',
  mucho: 'mucha',
  muchos: 'muchas',
  poco: 'poca',
  pocos: 'pocas',
  todo: 'toda',
  todos: 'todas',
  tanto: 'tanta',
  tantos: 'tantas',
  cuánto: 'cuánta',
  cuántos: 'cuántas',
  demasiado: 'demasiada',
  demasiados: 'demasiadas',
  otro: 'otra',
  otros: 'otras',
  nuestro: 'nuestra',
  nuestros: 'nuestras',
  vuestro: 'vuestra',
  vuestros: 'vuestras',
  algún: 'alguna',
  ningún: 'ninguna',
  primer: 'primera',
  buen: 'buena',
  mal: 'mala',
  nuevo: 'nueva',
  nuevos: 'nuevas',
  mismo: 'misma',
  mismos: 'mismas',
};

interface AgreementTable {
  /** The form of each agreeing word in the given gender, keyed by its form in the other. */
  m: Map<string, string>;
  f: Map<string, string>;
}

const SPANISH: AgreementTable = {
  f: new Map(Object.entries(SPANISH_FEMININE)),
  m: new Map(
    Object.entries(SPANISH_FEMININE).map(([masculine, feminine]) => [feminine, masculine]),
  ),
};

const TABLES: Record<string, AgreementTable | undefined> = { es: SPANISH };

/** True when the language has an agreement table. */
export const hasAgreement = (language: string) => TABLES[language] !== undefined;

/** How many words before the noun may agree with it ("todos los demás" stops at a word that does not agree). */
const MAX_AGREEING_WORDS = 3;
/** Enough text before the noun for three words. */
const TAIL = 80;
// A word, then the spaces up to the end of the text (the noun follows there).
const LAST_WORD = /(\p{L}+)([^\S\r\n]+)$/u;

function inCaseOf(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  const first = original[0]!;
  if (first !== first.toLowerCase()) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

/**
 * `before` is the rewrite up to the noun being written (ending with the space before it): the words at its end
 * that agree with a noun are put into `gender`, nearest first, until a word that does not agree.
 */
export function agreeBeforeNoun(before: string, gender: Gender, language: string): string {
  const table = TABLES[language]?.[gender];
  if (!table) return before;
  const offset = Math.max(0, before.length - TAIL);
  let tail = before.slice(offset);
  let end = tail.length;
  for (let step = 0; step < MAX_AGREEING_WORDS; step++) {
    const match = LAST_WORD.exec(tail.slice(0, end));
    if (!match) break;
    const word = match[1]!;
    let start = match.index;
    let replacement = table.get(word.toLowerCase());
    // "de la", "a la" contract to "del", "al" before a masculine noun.
    if (gender === 'm' && word.toLowerCase() === 'la') {
      const preposition = /(?<!\p{L})(de|a)[^\S\r\n]+$/iu.exec(tail.slice(0, start));
      if (preposition) {
        start = preposition.index;
        const contracted = preposition[1]!.toLowerCase() === 'de' ? 'del' : 'al';
        tail =
          tail.slice(0, start) +
          inCaseOf(preposition[1]!, contracted) +
          tail.slice(match.index + word.length);
        end = start;
        continue;
      }
    }
    if (replacement === undefined) break;
    replacement = inCaseOf(word, replacement);
    tail = tail.slice(0, start) + replacement + tail.slice(start + word.length);
    end = start;
  }
  return before.slice(0, offset) + tail;
}

/**
 * A rewrite that starts with "el" after "de" or "a" contracts with it ("de" + "el dinero" → "del dinero"): `before`
 * loses the preposition, and the rewrite starts with the contraction instead.
 */
export function contractArticle(
  before: string,
  replacement: string,
  language: string,
): [string, string] {
  if (language !== 'es') return [before, replacement];
  const article = /^el(?=\s)/.exec(replacement);
  const preposition = /(?<!\p{L})(de|a)[^\S\r\n]+$/iu.exec(before.slice(-8));
  if (!article || !preposition) return [before, replacement];
  const cut = before.length - preposition[0].length;
  const contracted = preposition[1]!.toLowerCase() === 'de' ? 'del' : 'al';
  return [before.slice(0, cut), inCaseOf(preposition[1]!, contracted) + replacement.slice(2)];
}

// English "a" before a consonant sound, "an" before a vowel sound: judged by the first letters, with the common
// exceptions ("an hour", "a unique", "a one-off", "an FYI" is left alone: letters read out are not guessed).
const VOWEL_SOUND_EXCEPTIONS = /^(hour|honest|honou?r|heir)/i;
const CONSONANT_SOUND_EXCEPTIONS = /^(uni|use|usu|uti|eu|one|once|ubi|ufo)/i;

/** True when an English word takes "an" (by its first letters and the common exceptions). */
function wantsAn(word: string): boolean {
  if (VOWEL_SOUND_EXCEPTIONS.test(word)) return true;
  if (CONSONANT_SOUND_EXCEPTIONS.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

/**
 * A rewrite written right after an English "a" or "an" decides which of the two it is ("a great idea" → "an epic
 * idea", "an awesome day" → "a fire day"). `before` is the rewrite up to the replacement; only a lowercase word
 * is judged (an all-caps abbreviation is read letter by letter, which the spelling does not tell).
 */
export function agreeIndefiniteArticle(
  before: string,
  replacement: string,
  language: string,
): string {
  if (language !== 'en') return before;
  const article = /(?<![\p{L}'’])(a|an|A|An|AN)([^\S\r\n]+)$/u.exec(before.slice(-8));
  const word = /^[\p{L}]+/u.exec(replacement)?.[0];
  if (!article || !word || (word.length > 1 && word === word.toUpperCase())) return before;
  const wanted = wantsAn(word) ? 'an' : 'a';
  if (article[1]!.toLowerCase() === wanted) return before;
  const written =
    article[1] === 'AN' ? 'A' : article[1]![0] === 'A' ? (wanted === 'an' ? 'An' : 'A') : wanted;
  return before.slice(0, before.length - article[0].length) + written + article[2];
}

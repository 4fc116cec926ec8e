// Inflection for the Spanish lexicons (issue 27 item 1, "the engine's own rules for Spanish"): an entry written for
// two verbs in the infinitive ("trabajar" ⇄ "currar", "preocuparse" ⇄ "rayarse") also matches their regular forms —
// present, preterite, imperfect and future in every person, gerund and participle — each rewritten in the same form
// ("trabajamos" ⇄ "curramos", "trabajó" ⇄ "curró"). Rioplatense Spanish writes the second person singular with vos
// ("trabajas" ⇄ "laburás") and has no vosotros. Irregular and stem-changing verbs are left to the lexicon, which
// lists their forms; so are forms that are also common other words ("como", the first person of "comer").
import type { Lexicon, LexiconEntry } from './lexicon';
import { admitVariants, type VariantEntry } from './lexicon-variants';

type Ending = 'ar' | 'er' | 'ir';
/** A form's name and its ending per conjugation (after the stem). */
type Paradigm = Record<string, Record<Ending, string>>;

const PARADIGM: Paradigm = {
  'present 1sg': { ar: 'o', er: 'o', ir: 'o' },
  'present 2sg': { ar: 'as', er: 'es', ir: 'es' },
  'present 3sg': { ar: 'a', er: 'e', ir: 'e' },
  'present 1pl': { ar: 'amos', er: 'emos', ir: 'imos' },
  'present 2pl': { ar: 'áis', er: 'éis', ir: 'ís' },
  'present 3pl': { ar: 'an', er: 'en', ir: 'en' },
  'preterite 1sg': { ar: 'é', er: 'í', ir: 'í' },
  'preterite 2sg': { ar: 'aste', er: 'iste', ir: 'iste' },
  'preterite 3sg': { ar: 'ó', er: 'ió', ir: 'ió' },
  'preterite 2pl': { ar: 'asteis', er: 'isteis', ir: 'isteis' },
  'preterite 3pl': { ar: 'aron', er: 'ieron', ir: 'ieron' },
  'imperfect 1sg': { ar: 'aba', er: 'ía', ir: 'ía' },
  'imperfect 2sg': { ar: 'abas', er: 'ías', ir: 'ías' },
  'imperfect 1pl': { ar: 'ábamos', er: 'íamos', ir: 'íamos' },
  'imperfect 2pl': { ar: 'abais', er: 'íais', ir: 'íais' },
  'imperfect 3pl': { ar: 'aban', er: 'ían', ir: 'ían' },
  'future 1sg': { ar: 'aré', er: 'eré', ir: 'iré' },
  'future 2sg': { ar: 'arás', er: 'erás', ir: 'irás' },
  'future 3sg': { ar: 'ará', er: 'erá', ir: 'irá' },
  'future 1pl': { ar: 'aremos', er: 'eremos', ir: 'iremos' },
  'future 3pl': { ar: 'arán', er: 'erán', ir: 'irán' },
  gerund: { ar: 'ando', er: 'iendo', ir: 'iendo' },
  participle: { ar: 'ado', er: 'ido', ir: 'ido' },
};
// Vos in the present ("vos laburás, comés, vivís"); its other tenses are tú's.
const VOS_PRESENT: Record<Ending, string> = { ar: 'ás', er: 'és', ir: 'ís' };
const VOSOTROS = /2pl$/;

// Irregular and stem-changing verbs (and those with a spelling change in the present): their forms are the
// lexicon's to list.
const IRREGULAR = new Set(
  `ser estar ir tener hacer poder querer decir venir poner salir saber dar ver oír caer traer conducir producir
  traducir dormir morir pedir seguir sentir preferir servir vestir repetir elegir jugar pensar volver contar
  encontrar empezar entender perder mover probar recordar costar soñar acostar despertar cerrar comenzar llover
  nevar doler volar mostrar sentar negar regar cocer torcer oler reír freír huir construir destruir incluir
  concluir leer creer caber valer andar haber satisfacer mentir divertir convertir advertir medir reñir conseguir
  perseguir colgar rogar forzar almorzar acordar aprobar apostar tender defender encender atender querer oír
  conocer parecer nacer crecer merecer ofrecer agradecer aparecer desaparecer obedecer pertenecer coger escoger
  recoger proteger dirigir exigir corregir fingir`.split(/\s+/),
);

// Forms that are also frequent other words: not generated ("como" of comer, "paso" of pasar…).
const OTHER_WORDS = new Set(
  `como para sobre bajo entre nada casa cara paso vino río baja alto solo claro llama pasa pasas cuenta cuento canto
  beso trato peso pesa gasto gusto miro mira toma tomo llevo lleva hablo habla compra compro pago paga`.split(
    /\s+/,
  ),
);
// Words before a form that make it a noun ("el trabajo", "mi pago"): a present's first person is not rewritten there.
const BEFORE_A_NOUN = [
  'el',
  'un',
  'mi',
  'tu',
  'su',
  'este',
  'ese',
  'aquel',
  'del',
  'al',
  'nuestro',
  'vuestro',
  'buen',
  'mal',
  'otro',
  'cada',
  'ningún',
  'algún',
  'primer',
  'gran',
];
const CLITICS = ['me', 'te', 'se', 'nos', 'os'];

interface Verb {
  stem: string;
  ending: Ending;
  reflexive: boolean;
}

function verbOf(word: string): Verb | undefined {
  const match = /^([a-záéíóúñü]+?)(ar|er|ir)(se)?$/.exec(word);
  if (!match) return undefined;
  const infinitive = `${match[1]}${match[2]}`;
  if (IRREGULAR.has(infinitive) || match[1]!.length < 2) return undefined;
  return { stem: match[1]!, ending: match[2] as Ending, reflexive: !!match[3] };
}

/**
 * The stem as spelled before an ending: an -ar verb's "c", "g", "z" before "e" ("saqué", "pagué", "recé"), an -er
 * or -ir verb's "c", "g" before "o" or "a" ("venzo", "exijo").
 */
function formOf(verb: Verb, ending: string): string {
  const { stem } = verb;
  if (verb.ending === 'ar' && /^[eé]/.test(ending)) {
    if (stem.endsWith('c')) return `${stem.slice(0, -1)}qu${ending}`;
    if (stem.endsWith('g')) return `${stem}u${ending}`;
    if (stem.endsWith('z')) return `${stem.slice(0, -1)}c${ending}`;
  }
  if (verb.ending !== 'ar' && /^[oa]/.test(ending)) {
    if (stem.endsWith('c')) return `${stem.slice(0, -1)}z${ending}`;
    if (stem.endsWith('g')) return `${stem.slice(0, -1)}j${ending}`;
  }
  return `${stem}${ending}`;
}

// The present forms stressed on the stem: an -iar or -uar verb may write an accent there (espío, envías, continúa)
// or not (estudio, cambias, averigua) — the verb decides, so those forms are the lexicon's to list.
const STEM_STRESSED = new Set(['present 1sg', 'present 2sg', 'present 3sg', 'present 3pl']);

function stressMayMove(verb: Verb, form: string, vos = false): boolean {
  if (verb.ending !== 'ar' || !/[iu]$/.test(verb.stem) || !STEM_STRESSED.has(form)) return false;
  // Vos is stressed on its ending (espiás, cambiás).
  return !(vos && form === 'present 2sg');
}

/** The entry in each regular form of its two verbs, or none when its phrases do not start with two such verbs. */
function inflect(entry: LexiconEntry, vos: boolean, vosotros: boolean): VariantEntry[] {
  if (!entry.standard || !entry.style || entry.caseSensitive) return [];
  const [standardVerb = '', ...standardRest] = entry.standard.split(' ');
  const [styleVerb = '', ...styleRest] = entry.style.split(' ');
  const standard = verbOf(standardVerb);
  const style = verbOf(styleVerb);
  if (!standard || !style || standardVerb === styleVerb) return [];
  if (standard.reflexive !== style.reflexive) return [];
  const rest = (words: string[]) => (words.length ? ` ${words.join(' ')}` : '');
  const { alternatives: _alternatives, ...base } = entry;
  const generated: VariantEntry[] = [];
  for (const [name, endings] of Object.entries(PARADIGM)) {
    if (VOSOTROS.test(name) && !vosotros) continue;
    if (stressMayMove(standard, name) || stressMayMove(style, name, vos)) continue;
    const standardForm = formOf(standard, endings[standard.ending]);
    const styleEnding =
      vos && name === 'present 2sg' ? VOS_PRESENT[style.ending] : endings[style.ending];
    const styleForm = formOf(style, styleEnding);
    if (OTHER_WORDS.has(standardForm) || OTHER_WORDS.has(styleForm)) continue;
    const variant: VariantEntry = {
      ...base,
      standard: standardForm + rest(standardRest),
      style: styleForm + rest(styleRest),
      term: entry.style,
    };
    // A reflexive verb's forms follow their pronoun ("me rayo", "se preocupa"); a bare form is another word.
    if (standard.reflexive && !/gerund|participle/.test(name))
      variant.when = { ...entry.when, previous: CLITICS };
    else if (name === 'present 1sg' || name === 'participle')
      variant.when = {
        ...entry.when,
        notPrevious: [...(entry.when?.notPrevious ?? []), ...BEFORE_A_NOUN],
      };
    generated.push(variant);
  }
  return generated;
}

/**
 * The extra entries of a Spanish lexicon: its verb entries in their regular forms. A form the lexicon writes itself
 * keeps the lexicon's entry, and when two verbs share a form the first one written takes it (admitVariants).
 */
export function spanishInflectedEntries(lexicon: Lexicon): VariantEntry[] {
  if (lexicon.language !== 'es') return [];
  const vos = lexicon.style === 'rioplatense_spanish';
  const candidates = lexicon.entries.flatMap((entry) => inflect(entry, vos, !vos));
  return admitVariants(lexicon.entries, candidates, lexicon.language, { firstWins: true });
}

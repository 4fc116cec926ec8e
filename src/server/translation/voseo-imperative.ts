// The imperative with vos (issue 27, grammar as rules): Rioplatense Spanish tells "vos" what to do with the stress
// on the ending — "llevá", "comé", "escribí", "contame", "decímelo" — where tú says "lleva", "come", "escribe",
// "cuéntame", "dímelo". The lexicon lists present-tense vos forms; this rule rewrites any imperative it can tell
// apart from other words: one with pronouns joined to it (always an imperative when its stem carries the written
// accent, "cuéntame"), the irregular "ven", "ten", "haz", "pon" at a clause's start, and a plain "lleva" after
// "así que", "por favor"… Stem-changing verbs lose their diphthong with vos ("cuenta" → "contá", "pide" → "pedí").
import { capitalisedLike, wordSet } from './grammar-words';
import type { StyleTerm } from './stages/types';

export const VOSEO_IMPERATIVE_TERM: StyleTerm = {
  term: 'imperativo con vos',
  meaning:
    'Rioplatense Spanish tells “vos” what to do with the stress on the ending: “llevá”, “comé”, “contame”',
};

type Rewrite = { text: string; changed: boolean };

// Stem-changing verbs (their tú form has "ue", "ie" or "i" where the infinitive has "o" or "e").
const STEM_CHANGING =
  wordSet(`contar probar mover volver devolver dormir recordar mostrar encontrar costar soñar
  acostar volar colgar rogar almorzar acordar aprobar soltar morder oler pensar sentar despertar cerrar empezar
  comenzar entender perder encender defender atender calentar merendar negar regar sentir preferir mentir divertir
  pedir repetir servir seguir vestir elegir corregir medir conseguir despedir jugar querer`);
// -ir verbs whose tú imperative ends in "e" like an -er verb's ("escribe", "abre", "sube").
const IR_VERBS =
  wordSet(`escribir abrir subir vivir recibir compartir decidir añadir cubrir describir discutir
  dividir imprimir permitir prohibir reunir sufrir cumplir corregir conseguir medir mentir preferir divertir vestir
  despedir sentir servir repetir seguir pedir elegir dormir insistir existir asistir admitir resumir interrumpir
  transmitir suscribir unir definir confundir`);
// tú → vos for the irregular imperatives (vos builds them from the infinitive: "decí", "hacé", "andá").
const IRREGULAR: Record<string, string> = {
  di: 'decí',
  haz: 'hacé',
  pon: 'poné',
  sal: 'salí',
  ten: 'tené',
  ven: 'vení',
  ve: 'andá',
  sé: 'sé',
};
const CLITICS = '(?:me|te|se|nos|lo|la|los|las|le|les)';
const ACCENTED = /[áéíóú]/;
const STRIP = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' } as Record<string, string>;
const stripAccents = (text: string) => text.replace(/[áéíóú]/g, (vowel) => STRIP[vowel]!);
const ACCENT = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' } as Record<string, string>;

/** The vos imperative's stem and final vowel (without a written accent) for a tú imperative ("cuenta" → "conta"). */
export function vosBase(tu: string): string | undefined {
  const plain = stripAccents(tu.toLowerCase());
  const irregular = IRREGULAR[plain] ?? IRREGULAR[tu.toLowerCase()];
  if (irregular) return stripAccents(irregular);
  const vowel = plain.at(-1);
  if (vowel !== 'a' && vowel !== 'e') return undefined;
  const stem = plain.slice(0, -1);
  if (stem.length < 2 || !/[aeiou]/.test(stem)) return undefined;
  // Undo the diphthong of a stem-changing verb where the infinitive it gives is one of them.
  const reverted = [
    stem.replace(/ue(?=[^aeiou]*$)/, 'o'),
    stem.replace(/ie(?=[^aeiou]*$)/, 'e'),
    stem.replace(/i(?=[^aeiou]*$)/, 'e'),
    stem.replace(/ue(?=[^aeiou]*$)/, 'u'),
  ].filter((candidate) => candidate !== stem);
  const endings = vowel === 'a' ? ['ar'] : ['ir', 'er'];
  for (const candidate of reverted)
    for (const ending of endings)
      if (STEM_CHANGING.has(candidate + ending)) return candidate + (ending === 'ir' ? 'i' : vowel);
  if (vowel === 'e' && IR_VERBS.has(`${stem}ir`)) return `${stem}i`;
  return stem + vowel;
}

/** "conta" + "" → "contá"; + "me" → "contame"; + "melo" → "contámelo"; a one-syllable "da" stays "da". */
function withStress(base: string, clitics: string): string {
  const cliticCount = clitics.match(new RegExp(CLITICS, 'g'))?.length ?? 0;
  if (cliticCount === 1) return base + clitics;
  if (base === 'se') return 'sé';
  if (cliticCount === 0 && !/[aeiou][^aeiou]*[aeiou]$/.test(base)) return base;
  const last = base.at(-1)!;
  return base.slice(0, -1) + (ACCENT[last] ?? last) + clitics;
}

const WITH_CLITICS = new RegExp(
  String.raw`(?<![\p{L}])(\p{L}+?)(${CLITICS}${CLITICS}?)(?![\p{L}])`,
  'giu',
);
const CLAUSE_START = /(?:^|[.!?¡¿,;:]\s*|\b(?:y|pero|entonces|después|luego)\s+)$/iu;
const AFTER_CUE = /\b(?:así que|entonces|por favor|porfa|mejor|bueno,?|dale,?)\s+$/iu;
const PLAIN_IMPERATIVE = /(?<![\p{L}])(\p{L}+)(?![\p{L}])/gu;
const NOT_IMPERATIVES =
  wordSet(`esta este esa ese cada nada toda todo una uno otra otro nunca siempre ahora ya mañana
  hoy aquí allí muy bastante casa gente noche tarde clase madre padre calle parte mesa agua hora semana`);

/** Spanish (tú) → Rioplatense (vos): the imperatives it can tell apart, with the stress on the ending. */
export function toVoseoImperative(text: string): Rewrite {
  let changed = false;
  let current = text.replace(
    WITH_CLITICS,
    (match: string, verb: string, clitics: string, offset: number) => {
      const lower = verb.toLowerCase();
      const irregular =
        IRREGULAR[stripAccents(lower)] !== undefined || IRREGULAR[lower] !== undefined;
      // An imperative with pronouns joined writes the accent on its stem ("cuéntame"), unless it is one syllable.
      if (!irregular && !(ACCENTED.test(lower) && /[ae]$/.test(stripAccents(lower)))) return match;
      if (/ndo$/.test(stripAccents(lower)) || /r$/.test(lower)) return match;
      if (irregular && !CLAUSE_START.test(text.slice(Math.max(0, offset - 20), offset)))
        return match;
      const base = vosBase(lower);
      if (!base) return match;
      changed = true;
      return capitalisedLike(withStress(base, clitics.toLowerCase()), verb);
    },
  );
  current = current.replace(PLAIN_IMPERATIVE, (match: string, verb: string, offset: number) => {
    const lower = verb.toLowerCase();
    const before = current.slice(Math.max(0, offset - 24), offset);
    const irregular = ['ven', 'ten', 'haz', 'pon'].includes(lower);
    if (irregular ? !CLAUSE_START.test(before) : !AFTER_CUE.test(before)) return match;
    if (!irregular && (NOT_IMPERATIVES.has(lower) || ACCENTED.test(lower) || !/[ae]$/.test(lower)))
      return match;
    const base = vosBase(lower);
    if (!base) return match;
    changed = true;
    return capitalisedLike(withStress(base, ''), verb);
  });
  return { text: current, changed };
}

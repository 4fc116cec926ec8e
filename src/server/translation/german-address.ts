// German polite and familiar address (issue 27, grammar as rules): the verb agrees with "Sie" (3rd person plural:
// "Sie planen", "finden Sie") and with "du" (2nd person singular: "du planst", "findest du"). The formal German
// lexicon rewrites the pronouns and the phrases it knows; this rule, run after it, makes any verb next to the
// pronoun agree — "Planen du" → "Planst du", "wann du eintreffen" → "wann du eintriffst", "Sie planst" → "Sie
// planen" — with the irregular verbs listed and the regular ones by their endings. It also turns "euch" after a
// polite "Sie" into "sich".
import { capitalisedLike } from './grammar-words';
import type { StyleTerm } from './stages/types';

export const ADDRESS_AGREEMENT_TERM: StyleTerm = {
  term: 'Sie / du',
  meaning:
    'the verb agrees with the polite “Sie” (“Sie planen”) or the familiar “du” (“du planst”)',
};

type Rewrite = { text: string; changed: boolean };

// Plural (Sie) form → 2nd person singular (du), where it is not made by the endings.
const IRREGULAR: Record<string, string> = {
  sind: 'bist',
  haben: 'hast',
  werden: 'wirst',
  können: 'kannst',
  müssen: 'musst',
  wollen: 'willst',
  sollen: 'sollst',
  dürfen: 'darfst',
  mögen: 'magst',
  wissen: 'weißt',
  tun: 'tust',
  waren: 'warst',
  wären: 'wärst',
  sehen: 'siehst',
  lesen: 'liest',
  essen: 'isst',
  geben: 'gibst',
  nehmen: 'nimmst',
  sprechen: 'sprichst',
  treffen: 'triffst',
  helfen: 'hilfst',
  vergessen: 'vergisst',
  fahren: 'fährst',
  schlafen: 'schläfst',
  laufen: 'läufst',
  tragen: 'trägst',
  fallen: 'fällst',
  lassen: 'lässt',
  halten: 'hältst',
  empfehlen: 'empfiehlst',
  werfen: 'wirfst',
  sterben: 'stirbst',
  heißen: 'heißt',
  sitzen: 'sitzt',
  grüßen: 'grüßt',
  reisen: 'reist',
  setzen: 'setzt',
  nutzen: 'nutzt',
  putzen: 'putzt',
  tanzen: 'tanzt',
  schließen: 'schließt',
  genießen: 'genießt',
  passen: 'passt',
  küssen: 'küsst',
  stoßen: 'stößt',
  raten: 'rätst',
  schlagen: 'schlägst',
  waschen: 'wäschst',
  wachsen: 'wächst',
  stehlen: 'stiehlst',
  befehlen: 'befiehlst',
  brechen: 'brichst',
  messen: 'misst',
  fressen: 'frisst',
  gelten: 'giltst',
};
const TO_SINGULAR = new Map(Object.entries(IRREGULAR));
const TO_PLURAL = new Map([...TO_SINGULAR].map(([plural, singular]) => [singular, plural]));

// Separable and inseparable prefixes: "eintreffen" conjugates like "treffen" ("eintriffst").
const PREFIXES = [
  'zurück',
  'vorbei',
  'heraus',
  'herein',
  'weiter',
  'statt',
  'fest',
  'frei',
  'nach',
  'mit',
  'vor',
  'auf',
  'aus',
  'ein',
  'an',
  'ab',
  'zu',
  'be',
  'er',
  'ver',
  'ent',
  'emp',
  'zer',
  'ge',
  'über',
  'unter',
  'um',
];

function withPrefix(word: string, table: Map<string, string>): string | undefined {
  const direct = table.get(word);
  if (direct) return direct;
  for (const prefix of PREFIXES) {
    if (!word.startsWith(prefix) || word.length - prefix.length < 3) continue;
    const rest = table.get(word.slice(prefix.length));
    if (rest) return prefix + rest;
  }
  return undefined;
}

/** "planen" → "planst", "finden" → "findest", "ändern" → "änderst", "eintreffen" → "eintriffst". */
export function singularOf(plural: string): string | undefined {
  const lower = plural.toLowerCase();
  const irregular = withPrefix(lower, TO_SINGULAR);
  if (irregular) return irregular;
  if (/[^e]e[lr]n$/.test(lower) || /[aäoöuü]e?rn$/.test(lower)) return `${lower.slice(0, -1)}st`;
  if (!lower.endsWith('en') || lower.length < 4) return undefined;
  const stem = lower.slice(0, -2);
  // A stem ending in d or t, or in m/n after a consonant ("atmen", "rechnen", not "wohnen"), keeps an "e".
  if (/[dt]$/.test(stem) || /(?:[^aeiouäöülrh]|[^aeiouäöü]h)[mn]$/.test(stem)) return `${stem}est`;
  if (/(?:s|ß|z|x)$/.test(stem)) return `${stem}t`;
  return `${stem}st`;
}

/** "planst" → "planen", "findest" → "finden", "änderst" → "ändern", "eintriffst" → "eintreffen". */
export function pluralOf(singular: string): string | undefined {
  const lower = singular.toLowerCase();
  const irregular = withPrefix(lower, TO_PLURAL);
  if (irregular) return irregular;
  if (/e[lr]st$/.test(lower)) return `${lower.slice(0, -2)}n`;
  if (/(?:[dt]|[^aeiouäöülrh][mn]|[^aeiouäöü]h[mn])est$/.test(lower))
    return `${lower.slice(0, -3)}en`;
  if (lower.endsWith('st') && lower.length > 4) return `${lower.slice(0, -2)}en`;
  return undefined;
}

// Words next to the pronoun that are not its verb.
const NOT_VERBS = new Set(
  `bitte auch noch schon nicht nie doch mal gern gerne heute morgen gestern jetzt hier dort da so sehr denn eigentlich
  wirklich vielleicht wieder immer oft bereits einen einem einer eine ein den dem der die das des mir mich dir dich
  uns euch ihnen sich es und oder aber gegen unter unten oben wegen wenn wann was wie wo wer warum weil dass ob nur
  zu zum zur am im an in auf aus bei mit nach von vor für ohne um über alle alles etwas nichts garten`.split(
    /\s+/,
  ),
);
const isWord = (word: string | undefined) => !!word && /^\p{Ll}[\p{L}]+$/u.test(word);

/** Rewrites the verb next to `pronoun` ("du"/"Sie") with `conjugate`, in both orders ("du planst", "planst du"). */
function agreeWith(
  text: string,
  pronoun: 'du' | 'Sie',
  conjugate: (verb: string) => string | undefined,
  matches: (verb: string) => boolean,
): Rewrite {
  let changed = false;
  const rewrite = (verb: string) => {
    if (NOT_VERBS.has(verb.toLowerCase()) || !matches(verb)) return undefined;
    const agreed = conjugate(verb);
    return agreed && agreed !== verb.toLowerCase() ? capitalisedLike(agreed, verb) : undefined;
  };
  // Two passes so that both neighbours are looked at ("Planen du", "du eintreffen").
  let current = text.replace(
    new RegExp(String.raw`(?<![\p{L}])(\p{L}+)(\s+)(${pronoun})(?![\p{L}])`, 'gu'),
    (match: string, verb: string, space: string, subject: string, offset: number) => {
      // Verb first only where a clause begins ("Planen du…?", ", findest du"), not "Wir bitten Sie".
      const before = text.slice(Math.max(0, offset - 30), offset);
      if (
        !/(?:^|[.!?,;:]\s*|\b(?:wann|was|wie|wo|warum|wieso|weshalb|dann|jetzt|heute|morgen|gestern|bitte|denn|also|schon)\s+)$/iu.test(
          before,
        )
      )
        return match;
      const agreed = rewrite(verb);
      if (!agreed) return match;
      changed = true;
      return `${agreed}${space}${subject}`;
    },
  );
  current = current.replace(
    new RegExp(String.raw`(?<![\p{L}])(${pronoun})(\s+)(\p{L}+)(?=\s*(?:[.!?,;:]|$))`, 'gu'),
    (match: string, subject: string, space: string, verb: string) => {
      // The pronoun right before the clause's last word: that word is its finite verb ("wann du eintreffen?").
      if (!isWord(verb)) return match;
      const agreed = rewrite(verb);
      if (!agreed) return match;
      changed = true;
      return `${subject}${space}${agreed}`;
    },
  );
  current = current.replace(
    new RegExp(String.raw`(?<![\p{L}])(${pronoun})(\s+)(\p{L}+)(?=\s)`, 'gu'),
    (match: string, subject: string, space: string, verb: string, offset: number) => {
      // Pronoun then verb in a main clause ("Sie planst eine Reise"): only at a clause's start.
      const before = current.slice(Math.max(0, offset - 3), offset);
      if (!/(?:^|[.!?,;:]\s*)$/u.test(before) || !isWord(verb)) return match;
      const agreed = rewrite(verb);
      if (!agreed) return match;
      changed = true;
      return `${subject}${space}${agreed}`;
    },
  );
  return { text: current, changed };
}

const PLURAL_FORM = (verb: string) => /(?:en|ern|eln|sind|tun)$/i.test(verb);
const SINGULAR_FORM = (verb: string) => /(?:st|ßt|zt|xt)$/i.test(verb);

/** Formal → everyday German, after the lexicon: a verb next to "du" in the "Sie" form takes the "du" form. */
export function toFamiliarAgreement(text: string): Rewrite {
  return agreeWith(text, 'du', singularOf, PLURAL_FORM);
}

/** Everyday → formal German, after the lexicon: a verb next to "Sie" in the "du" form takes the "Sie" form. */
export function toPoliteAgreement(text: string): Rewrite {
  const agreed = agreeWith(text, 'Sie', pluralOf, SINGULAR_FORM);
  let changed = agreed.changed;
  const current = agreed.text.replace(
    /\b(Sie)(\s+)euch\b/gu,
    (_match, sie: string, space: string) => {
      changed = true;
      return `${sie}${space}sich`;
    },
  );
  return { text: current, changed };
}

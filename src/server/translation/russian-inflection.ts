// Inflection for the Russian lexicon (issue 27 item 1, "the engine's own rules for Russian"): an entry written for
// two verbs in the infinitive ("отдыхать" ⇄ "чилить", "шутить" ⇄ "рофлить") also matches their regular forms — the
// present (or perfective future) in every person and the past in every gender and number — each rewritten in the
// same form ("отдыхаем" ⇄ "чилим", "шутила" ⇄ "рофлила"). Each side keeps its own reflexive ending ("хвастается" ⇄
// "флексит"). Three regular classes are conjugated: -ать/-ять (first conjugation), -овать, and -ить (second); verbs
// outside them or irregular ones (писать, ждать, давать…) are left to the lexicon, and so is a first person singular
// whose consonant may alternate (шучу, торможу).
import type { Lexicon, LexiconEntry } from './lexicon';
import { admitVariants, type VariantEntry } from './lexicon-variants';

type Form =
  | 'pres1sg'
  | 'pres2sg'
  | 'pres3sg'
  | 'pres1pl'
  | 'pres2pl'
  | 'pres3pl'
  | 'pastM'
  | 'pastF'
  | 'pastN'
  | 'pastPl';
type Forms = Partial<Record<Form, string>>;

// -ать verbs conjugated otherwise (писать → пишу, ждать → жду, держать → держу…), and every -авать verb (даю).
const IRREGULAR = new Set(
  `писать ждать брать звать спать держать слышать дышать гнать лгать ехать бежать стоять бояться смеяться лежать
  кричать молчать стучать звучать мчаться искать плакать прятать резать сказать показать рассказать начать понять
  взять снять принять стать встать дать продать создать послать слать жать мять ржать орать врать жрать сосать
  хотеть есть быть идти`.split(/\s+/),
);
// A second-conjugation stem ending so may change its consonant in the first person singular (люблю, хожу, шучу).
const ALTERNATING = /(?:[бпвфмдтзскг]|ст)$/;
const HUSHING = /[жшчщ]$/;

/** A verb's forms without the reflexive ending, or undefined when it is not of a regular class. */
function formsOf(infinitive: string): Forms | undefined {
  if (IRREGULAR.has(infinitive) || /авать$/.test(infinitive)) return undefined;
  const ova = /^(.+)овать$/.exec(infinitive);
  if (ova) {
    const base = ova[1]!;
    return {
      pres1sg: `${base}ую`,
      pres2sg: `${base}уешь`,
      pres3sg: `${base}ует`,
      pres1pl: `${base}уем`,
      pres2pl: `${base}уете`,
      pres3pl: `${base}уют`,
      ...pastOf(`${base}ова`),
    };
  }
  const first = /^(.+[ая])ть$/.exec(infinitive);
  if (first) {
    const stem = first[1]!;
    return {
      pres1sg: `${stem}ю`,
      pres2sg: `${stem}ешь`,
      pres3sg: `${stem}ет`,
      pres1pl: `${stem}ем`,
      pres2pl: `${stem}ете`,
      pres3pl: `${stem}ют`,
      ...pastOf(stem),
    };
  }
  const second = /^(.+)ить$/.exec(infinitive);
  if (second && second[1]!.length >= 2) {
    const stem = second[1]!;
    const hushing = HUSHING.test(stem);
    return {
      ...(ALTERNATING.test(stem) ? {} : { pres1sg: `${stem}${hushing ? 'у' : 'ю'}` }),
      pres2sg: `${stem}ишь`,
      pres3sg: `${stem}ит`,
      pres1pl: `${stem}им`,
      pres2pl: `${stem}ите`,
      pres3pl: `${stem}${hushing ? 'ат' : 'ят'}`,
      ...pastOf(`${stem}и`),
    };
  }
  return undefined;
}

function pastOf(stem: string): Forms {
  return { pastM: `${stem}л`, pastF: `${stem}ла`, pastN: `${stem}ло`, pastPl: `${stem}ли` };
}

/** A verb's forms with its reflexive ending where it has one: "-ся" after a consonant, "-сь" after a vowel. */
function verbForms(word: string): Forms | undefined {
  const reflexive = /^(.+ть)(ся|сь)$/.exec(word);
  const forms = formsOf(reflexive ? reflexive[1]! : word);
  if (!forms || !reflexive) return forms;
  return Object.fromEntries(
    Object.entries(forms).map(([form, text]) => [
      form,
      `${text}${/[аеёиоуыэюя]$/.test(text) ? 'сь' : 'ся'}`,
    ]),
  );
}

/** The entry in each regular form of its two verbs, or none when its phrases do not start with two such verbs. */
function inflect(entry: LexiconEntry): VariantEntry[] {
  if (!entry.standard || !entry.style || entry.caseSensitive) return [];
  const [standardVerb = '', ...standardRest] = entry.standard.split(' ');
  const [styleVerb = '', ...styleRest] = entry.style.split(' ');
  if (
    standardVerb === styleVerb ||
    !/ть(?:ся|сь)?$/.test(standardVerb) ||
    !/ть(?:ся|сь)?$/.test(styleVerb)
  )
    return [];
  const standard = verbForms(standardVerb);
  const style = verbForms(styleVerb);
  if (!standard || !style) return [];
  const rest = (words: string[]) => (words.length ? ` ${words.join(' ')}` : '');
  const { alternatives: _alternatives, ...base } = entry;
  const generated: VariantEntry[] = [];
  for (const [form, standardForm] of Object.entries(standard) as [Form, string][]) {
    const styleForm = style[form];
    if (!styleForm) continue;
    generated.push({
      ...base,
      standard: standardForm + rest(standardRest),
      style: styleForm + rest(styleRest),
      term: entry.style,
    });
  }
  return generated;
}

/**
 * The extra entries of the Russian lexicon: its verb entries in their regular forms. A form the lexicon writes itself
 * keeps the lexicon's entry (for the directions that entry covers); when two entries give one form, the first
 * written takes that direction, as in the lexicon.
 */
export function russianInflectedEntries(lexicon: Lexicon): VariantEntry[] {
  if (lexicon.language !== 'ru') return [];
  const candidates = lexicon.entries.flatMap((entry) => inflect(entry));
  return admitVariants(lexicon.entries, candidates, lexicon.language, { firstWins: true });
}

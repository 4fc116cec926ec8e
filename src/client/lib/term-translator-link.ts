// The translator opened on a dictionary term (the term page's "Translate with this term", the word of the day's
// "Translate it"): from the term's style into its standard language, with its example (or the term) as the input.
import { TRANSLATOR_STYLE_OF, exampleWithoutGloss } from '@shared/dictionary';
import type { DictionaryLanguage } from '@shared/dictionary';
import { standardVarietyOf } from '@shared/languages';
import { paths } from '@client/config/paths';

export function termTranslatorLink(term: {
  term: string;
  example: string | null;
  language: DictionaryLanguage;
}): string {
  const source = TRANSLATOR_STYLE_OF[term.language];
  const target = source ? standardVarietyOf(source)?.code : undefined;
  const params = new URLSearchParams({ input: exampleWithoutGloss(term.example ?? term.term) });
  if (source && target) {
    params.set('source', source);
    params.set('target', target);
  }
  return `${paths.home}?${params.toString()}`;
}

// How a style's text is written and named: right-to-left with its language for Arabic and Persian styles (spec 2
// §2), so screen readers and fonts treat the output as what it is.
import { LANGUAGE_OPTIONS, translationStyleKey } from '@shared/languages';
import { editorPageOf, isEditorStyle } from '@shared/roles';
import { STYLE_NAMES } from '../texts';

export interface StyleText {
  dir: 'ltr' | 'rtl';
  lang: string | undefined;
}

const optionOf = (style: string) =>
  LANGUAGE_OPTIONS.find((option) => translationStyleKey(option.code) === style);

/** The `dir` and `lang` attributes of text in a style (editor styles, or any language code of a review). */
export function styleText(style: string): StyleText {
  const option = optionOf(style);
  const rtl = isEditorStyle(style) ? editorPageOf(style).rtl : option?.direction === 'rtl';
  return { dir: rtl ? 'rtl' : 'ltr', lang: option?.locale };
}

/** A style's display name: the editors' names for their styles, else the language registry's. */
export function styleName(style: string): string {
  return isEditorStyle(style) ? STYLE_NAMES[style] : (optionOf(style)?.name ?? style);
}

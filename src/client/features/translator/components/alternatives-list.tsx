// Alternatives under the translation (issue 27 item 4), like DeepL's: up to three other renderings, each making
// another choice for one of the text's senses. Choosing one swaps it in (the explanation follows, and the rendering
// it replaced joins the list, so the choice can be undone). Loaded only when an answer has alternatives.
export const ALTERNATIVES_TEXT = {
  heading: 'Alternatives',
  choose: (text: string) => `Use this alternative: ${text}`,
};

export interface AlternativesListProps {
  alternatives: readonly string[];
  /** The writing direction and language of the target style. */
  dir: 'ltr' | 'rtl';
  lang: string;
  onChoose: (index: number) => void;
}

export default function AlternativesList({
  alternatives,
  dir,
  lang,
  onChoose,
}: AlternativesListProps) {
  return (
    <div className="border-t px-2 py-3" data-testid="translation-alternatives">
      <h3
        id="translation-alternatives-heading"
        className="mb-1.5 px-2 text-xs font-semibold text-muted-foreground"
      >
        {ALTERNATIVES_TEXT.heading}
      </h3>
      <ul aria-labelledby="translation-alternatives-heading" className="flex flex-col gap-1">
        {alternatives.map((text, index) => (
          <li key={text}>
            <button
              type="button"
              className="min-h-9 w-full cursor-pointer rounded-md px-2 py-1.5 text-left text-base transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              aria-label={ALTERNATIVES_TEXT.choose(text)}
              onClick={() => onChoose(index)}
            >
              <span dir={dir} lang={lang}>
                {text}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

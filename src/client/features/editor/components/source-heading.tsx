// The two-column body of an editor list item (a translation or a review): the source text as the item's
// heading on the left, under a small label, with the label style the output column uses too.
export const FIELD_LABEL_CLASSES =
  'text-xs font-semibold uppercase tracking-wide text-muted-foreground';

export function SourceHeading({ id, label, text }: { id: string; label: string; text: string }) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      <p className={FIELD_LABEL_CLASSES} aria-hidden>
        {label}
      </p>
      <h3 id={id} dir="auto" className="text-base font-bold leading-snug [overflow-wrap:anywhere]">
        {text}
      </h3>
    </div>
  );
}

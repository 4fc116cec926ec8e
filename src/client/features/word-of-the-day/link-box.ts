// The box of the small "Word of the day" link: the link and the home page's stand-in share it, so the link takes the
// stand-in's place without moving anything around it. Its own module: the home page's first load carries it.
export const WORD_OF_THE_DAY_LINK_BOX =
  'flex h-[4.5rem] min-w-0 items-center gap-3 rounded-xl border bg-surface px-4 text-surface-foreground shadow-[var(--shadow-card)]';

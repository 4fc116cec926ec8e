// An empty box of the "Word of the day" link's size (../link-box.ts), holding its place until the link's code is
// there: on the home page until the page has loaded, on the dictionary page in a later navigation.
import { cn } from '@client/lib/cn';
import { WORD_OF_THE_DAY_LINK_BOX } from '../link-box';

export function WordOfTheDayLinkStandIn({ className }: { className?: string }) {
  return (
    <div
      className={cn(WORD_OF_THE_DAY_LINK_BOX, className)}
      data-testid="word-of-the-day-stand-in"
      aria-hidden
    />
  );
}

// "Share" on the word of the day: the app's share targets (components/share/share-targets.tsx) for the term's page,
// with the day's term and meaning as the text. The link is made when the menu opens: only the browser knows its own
// address. Loaded when the page's Share button is first pointed at or pressed (./share-word-button.tsx), so neither
// it nor Radix's menu is part of the page's first load.
import { Share2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { WordOfTheDay } from '@shared/schemas/dictionary';
import { ShareTargetItems, shareMenuContentClasses } from '@client/components/share/share-targets';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { WORD_OF_THE_DAY_TEXT as T } from '../texts';

function WordShareItems({ word }: { word: WordOfTheDay }) {
  const link = new URL(paths.slang(word.term.slug), window.location.origin).href;
  const text = T.shareText(word.term.term, word.term.meaning);
  return (
    <ShareTargetItems
      text={text}
      link={link}
      title={T.shareTitle(word.term.term)}
      pasteText={`${text}\n${link}`}
    />
  );
}

export interface ShareWordMenuProps {
  word: WordOfTheDay;
  /** Open from the start: the button on the first load was pressed and this menu has just loaded for it. */
  defaultOpen?: boolean;
}

export function ShareWordMenu({ word, defaultOpen = false }: ShareWordMenuProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline">
          <Share2 aria-hidden /> {T.share}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className={shareMenuContentClasses}
        >
          <WordShareItems word={word} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export default ShareWordMenu;

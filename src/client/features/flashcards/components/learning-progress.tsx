// The Learning Progress strip (spec 2 §2 "Flashcards screen"): one button per pack with a lock when locked, a
// check when completed, and the best percent of the packs not selected. Locked packs cannot be opened: a click, a
// tap, Enter or Space on one opens a popover saying how to unlock it (a hover tooltip never showed on phones;
// issue 25 item 6). They stay focusable, marked aria-disabled, so keyboard and screen reader users reach it too.
import { Check, Lock } from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import {
  packStatus,
  type FlashcardProgress,
  type FlashcardSettings,
} from '@shared/flashcards/packs';
import { Button } from '@client/components/ui/button';
import { Slot } from '@client/components/ui/slot';
import { cn } from '@client/lib/cn';
import { lazyOnFirstUse } from '@client/lib/lazy-on-first-use';
import { FLASHCARDS_TEXT as T } from '../texts';

export function LearningProgress({
  packs,
  progress,
  settings,
  selected,
  onSelect,
}: {
  packs: number;
  progress: FlashcardProgress;
  settings: FlashcardSettings;
  selected: number;
  onSelect: (pack: number) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-muted-foreground">
        {T.learningProgress}
      </h2>
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: packs }, (_, offset) => {
          const pack = offset + 1;
          const status = packStatus(progress, pack, settings);
          const isSelected = pack === selected;
          const best = isSelected ? undefined : progress.bestScorePerPack[String(pack)];
          const locked = status === 'locked';
          const button = (
            <Button
              key={pack}
              size="sm"
              variant={isSelected ? 'primary' : 'outline'}
              aria-pressed={isSelected}
              aria-disabled={locked || undefined}
              aria-label={T.packButtonLabel(pack, status, best)}
              className={cn(locked && !isSelected && 'opacity-50')}
              onClick={() => {
                if (!locked && !isSelected) onSelect(pack);
              }}
            >
              {locked && <Lock aria-hidden />}
              {status === 'completed' && <Check aria-hidden />}
              {T.pack(pack)}
              {best !== undefined && (
                <span className="text-xs font-medium opacity-90">{best}%</span>
              )}
            </Button>
          );
          return locked ? (
            <LockedPackExplanation key={pack} pack={pack} threshold={settings.unlockThreshold}>
              {button}
            </LockedPackExplanation>
          ) : (
            button
          );
        })}
      </div>
    </section>
  );
}

const { Component: LockedPackPopover, preloadProps } = lazyOnFirstUse(
  () => import('./locked-pack-popover'),
);

/**
 * A locked pack's button opens a popover saying how to unlock it (./locked-pack-popover.tsx). Until the first
 * press the button is given what the popover's trigger has (aria-haspopup, aria-expanded) without its code.
 */
function LockedPackExplanation({
  pack,
  threshold,
  children,
}: {
  pack: number;
  threshold: number;
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <Slot
      {...preloadProps}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setWanted(true)}
    >
      {children}
    </Slot>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LockedPackPopover pack={pack} threshold={threshold}>
        {children}
      </LockedPackPopover>
    </Suspense>
  );
}

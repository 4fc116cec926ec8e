// The screen's keyboard (issue 11 item 3): Space flips the card, 1–4 choose a quiz option, ←/→ move between
// cards. Ignored while the person types in a field, works in a dialog, or holds a modifier.
import { useEffect, useRef } from 'react';
import { isTypingTarget } from '@client/lib/is-typing-target';

export interface FlashcardKeyHandlers {
  onFlip?: () => void;
  onOption?: (index: number) => void;
  onPrevious?: () => void;
  onNext?: () => void;
}

const inDialog = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest('[role="dialog"], [role="alertdialog"]');
/** A focused button or link acts on Space itself. */
const isControl = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest('button, a, [role="button"], summary');

export function useFlashcardKeys(handlers: FlashcardKeyHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        event.defaultPrevented ||
        isTypingTarget(event.target) ||
        inDialog(event.target)
      )
        return;
      const { onFlip, onOption, onPrevious, onNext } = latest.current;
      if (event.key === ' ' && onFlip && !isControl(event.target) && !event.repeat) {
        event.preventDefault();
        onFlip();
      } else if (/^[1-4]$/.test(event.key) && onOption && !event.repeat) {
        event.preventDefault();
        onOption(Number(event.key) - 1);
      } else if (event.key === 'ArrowLeft' && onPrevious) {
        event.preventDefault();
        onPrevious();
      } else if (event.key === 'ArrowRight' && onNext) {
        event.preventDefault();
        onNext();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

// A single-letter page shortcut (spec 2 §2: "a" toggles the Add New Slang form). It ignores key presses with a
// modifier, held-down repeats, and presses while the user types in a field or works in a dialog.
import { useEffect, useRef } from 'react';
import { isTypingTarget } from '@client/lib/is-typing-target';

const inDialog = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest('[role="dialog"], [role="alertdialog"]');

export function useKeyShortcut(letter: string, onPress: () => void) {
  const latest = useRef(onPress);
  useEffect(() => {
    latest.current = onPress;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() !== letter ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        event.shiftKey ||
        event.repeat ||
        event.defaultPrevented ||
        isTypingTarget(event.target) ||
        inDialog(event.target)
      )
        return;
      // Keeps the letter out of the field that takes the focus next.
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [letter]);
}

// Single-key shortcuts ("/" opens search, "a" toggles an editor's add form) stay out of the way while the user
// types: they ignore key presses whose target is a text field, a select or editable content.
export function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

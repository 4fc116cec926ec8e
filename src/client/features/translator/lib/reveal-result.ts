// Brings a freshly arrived translation into view when it landed below the fold: on phones the panes stack and
// the output starts under the keyboard-sized input, so without this nothing on screen changes after Enter.

/** How much of the result must be on screen for it to count as seen: its first lines. */
const FIRST_LINES_PX = 120;

/**
 * Scrolls `element` to the top of the viewport (below the sticky header, through its CSS scroll-margin-top)
 * unless its first lines are already on screen, as they are on a desktop where the panes sit side by side.
 * Smooth unless the user asks for reduced motion. Focus stays where it is. Returns whether it scrolled.
 */
export function revealResult(element: HTMLElement | null): boolean {
  if (!element) return false;
  const { top, height } = element.getBoundingClientRect();
  const marginTop = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const firstLinesBottom = top + Math.min(height, FIRST_LINES_PX);
  const onScreen = top >= marginTop && firstLinesBottom <= window.innerHeight;
  if (onScreen) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  return true;
}

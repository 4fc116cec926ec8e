// The boxes of the page's visible controls, which the floating share button must not cover (issue 25 item 8):
// buttons, links, form fields and anything else focusable, plus what a page marks `data-keep-clear` (a
// counter that is not a control but must stay readable, such as the translator's "0 / 5000").
import type { Box } from './share-button-geometry';

const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="combobox"]',
  '[tabindex]:not([tabindex="-1"])',
  '[data-keep-clear]',
].join(',');

/** Under this size (px) a box is visually hidden (an sr-only label, a focus guard), not something to read. */
const VISIBLE_MIN_PX = 2;

/** The window-coordinate boxes of the visible controls on screen, leaving out `own` and what is inside it. */
export function visibleControlBoxes(own: Element | null): Box[] {
  const width = document.documentElement.clientWidth || window.innerWidth;
  const height = window.innerHeight;
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll(CONTROLS)) {
    if (own?.contains(element)) continue;
    const { left, top, right, bottom } = element.getBoundingClientRect();
    if (right - left < VISIBLE_MIN_PX || bottom - top < VISIBLE_MIN_PX) continue;
    if (right <= 0 || bottom <= 0 || left >= width || top >= height) continue;
    // checkVisibility: display, visibility and opacity of the element and its ancestors.
    if (element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) === false)
      continue;
    boxes.push({ left, top, right, bottom });
  }
  return boxes;
}

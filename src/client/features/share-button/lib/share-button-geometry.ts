// Where the floating share button may be (spec 1 §4 "Share button", §9): the pure math of dragging, snapping
// to an edge, clamping into the window and keyboard steps. No DOM here; the hook measures and passes sizes in.
import { isRecord } from '@client/lib/storage';

/** The share button's numbers from spec 1 §9. */
export const SHARE_BUTTON = {
  /** Width and height of the round button, in px. */
  size: 56,
  /** Gap between the button and the window edge it rests on. */
  edgeMargin: 12,
  /** Gap between the button and the bottom of the window before it is ever moved. */
  defaultOffset: 16,
  /** A press that moves less than this (px) is a click, not a drag. */
  dragThreshold: 5,
  /** A finger has to rest this long (ms) before it drags the button, so that swipes still scroll. */
  longPressMs: 300,
  /** At most one position update per this many ms while dragging. */
  moveThrottleMs: 16,
  /** One arrow-key press moves the button this far (px). */
  keyboardStep: 10,
  /** After 'Reset button position' the page reloads after this long (ms). */
  resetReloadMs: 1000,
  /** Room (px) kept between the resting button and a control it steps aside for (issue 25 item 8). */
  clearance: 6,
  /** How far apart (px) the spots along an edge are that the button tries when it steps aside. */
  clearStep: 4,
  /** Quiet time (ms) after a scroll or a change of the page before the button looks for its spot again. */
  settleMs: 180,
  /** The longest (ms) a page that keeps changing makes the button wait before it looks again. */
  settleMaxMs: 1000,
} as const;

export type Side = 'left' | 'right';

/**
 * Where the button rests: against the left or right edge (with the edge margin), `bottom` px above the
 * bottom of the window. Kept from the bottom so the default spot survives a window that changes height.
 */
export interface RestingPosition {
  side: Side;
  bottom: number;
}

/** The window the button lives in; `topInset` is what a sticky header covers at the top. */
export interface Viewport {
  width: number;
  height: number;
  topInset: number;
}

/** A point in window coordinates: the top-left corner of the button, in px. */
export interface Point {
  x: number;
  y: number;
}

export const DEFAULT_POSITION: RestingPosition = {
  side: 'right',
  bottom: SHARE_BUTTON.defaultOffset,
};

export const isRestingPosition = (value: unknown): value is RestingPosition =>
  isRecord(value) &&
  (value.side === 'left' || value.side === 'right') &&
  typeof value.bottom === 'number' &&
  Number.isFinite(value.bottom) &&
  value.bottom >= 0;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The lowest and highest `bottom` that keep the button inside the window and below the header. */
export function bottomRange(viewport: Viewport): { min: number; max: number } {
  const { size, edgeMargin } = SHARE_BUTTON;
  const min = edgeMargin;
  const max = viewport.height - Math.max(viewport.topInset, 0) - edgeMargin - size;
  // A window too short for both margins keeps the button at the bottom one.
  return { min, max: Math.max(min, max) };
}

/** The same position with `bottom` clamped into the window (e.g. one saved in a taller window). */
export function clampPosition(position: RestingPosition, viewport: Viewport): RestingPosition {
  const { min, max } = bottomRange(viewport);
  const bottom = clamp(position.bottom, min, max);
  return bottom === position.bottom ? position : { side: position.side, bottom };
}

/** The top-left corner of the button resting at `position`. */
export function restingPoint(position: RestingPosition, viewport: Viewport): Point {
  const { size, edgeMargin } = SHARE_BUTTON;
  const { bottom } = clampPosition(position, viewport);
  return {
    x: position.side === 'left' ? edgeMargin : viewport.width - size - edgeMargin,
    y: viewport.height - bottom - size,
  };
}

/** Where the button goes when let go at `point`: the nearer side edge, its height clamped into the window. */
export function snapToEdge(point: Point, viewport: Viewport): RestingPosition {
  const { size } = SHARE_BUTTON;
  const side: Side = point.x + size / 2 < viewport.width / 2 ? 'left' : 'right';
  return clampPosition({ side, bottom: viewport.height - point.y - size }, viewport);
}

/** True once a press has moved far enough to count as a drag. */
export function isPastDragThreshold(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) >= SHARE_BUTTON.dragThreshold;
}

/** The button's corner while dragged: where it started plus the pointer's travel, kept inside the window. */
export function dragPoint(origin: Point, dx: number, dy: number, viewport: Viewport): Point {
  const { size } = SHARE_BUTTON;
  return {
    x: clamp(origin.x + dx, 0, Math.max(0, viewport.width - size)),
    y: clamp(origin.y + dy, 0, Math.max(0, viewport.height - size)),
  };
}

/** The keys that move the button. */
export const MOVE_KEYS = [
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
] as const;
export type MoveKey = (typeof MOVE_KEYS)[number];

export const isMoveKey = (key: string): key is MoveKey =>
  (MOVE_KEYS as readonly string[]).includes(key);

/**
 * Where a key press moves the button. Up and Down move it one step; Left and Right put it on that edge (it
 * always rests on an edge, as after a drag); Home and End move it to the highest and lowest spot.
 */
export function keyboardMove(
  position: RestingPosition,
  key: MoveKey,
  viewport: Viewport,
): RestingPosition {
  const { keyboardStep } = SHARE_BUTTON;
  const { min, max } = bottomRange(viewport);
  const current = clampPosition(position, viewport);
  switch (key) {
    case 'ArrowUp':
      return { side: current.side, bottom: clamp(current.bottom + keyboardStep, min, max) };
    case 'ArrowDown':
      return { side: current.side, bottom: clamp(current.bottom - keyboardStep, min, max) };
    case 'ArrowLeft':
      return { side: 'left', bottom: current.bottom };
    case 'ArrowRight':
      return { side: 'right', bottom: current.bottom };
    case 'Home':
      return { side: current.side, bottom: max };
    case 'End':
      return { side: current.side, bottom: min };
  }
}

/** A rectangle in window coordinates, in px (as getBoundingClientRect gives it). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The button's box resting at `position`. */
export function buttonBox(position: RestingPosition, viewport: Viewport): Box {
  const { x, y } = restingPoint(position, viewport);
  return { left: x, top: y, right: x + SHARE_BUTTON.size, bottom: y + SHARE_BUTTON.size };
}

const overlaps = (a: Box, b: Box, gap: number) =>
  a.left - gap < b.right &&
  b.left < a.right + gap &&
  a.top - gap < b.bottom &&
  b.top < a.bottom + gap;

/**
 * Where the button rests without covering any of `controls` (the page's visible buttons, links, fields...;
 * issue 25 item 8): the spot nearest to the one the person chose, along its own edge first, then along the
 * other; null when every spot covers a control, and the button stays out of sight. `towards` (a keyboard
 * move) looks that way first, so Up never lands the button back below where it was.
 */
export function clearPosition(
  preferred: RestingPosition,
  viewport: Viewport,
  controls: readonly Box[],
  towards?: 'up' | 'down',
): RestingPosition | null {
  const { min, max } = bottomRange(viewport);
  const start = clampPosition(preferred, viewport);
  const isClear = (position: RestingPosition) => {
    const box = buttonBox(position, viewport);
    return !controls.some((control) => overlaps(box, control, SHARE_BUTTON.clearance));
  };
  const nearest = (side: Side, directions: readonly (1 | -1)[]) => {
    // Outwards from the chosen height, so the nearest free spot wins (downwards first on a tie).
    for (let distance = 0; distance <= max - min; distance += SHARE_BUTTON.clearStep) {
      for (const direction of directions) {
        const bottom = start.bottom + direction * distance;
        if (bottom < min || bottom > max) continue;
        if (side === start.side && bottom === start.bottom) {
          if (isClear(start)) return start;
        } else if (isClear({ side, bottom })) return { side, bottom };
      }
    }
    return null;
  };
  const other: Side = start.side === 'left' ? 'right' : 'left';
  const both = [-1, 1] as const;
  return (
    (towards ? nearest(start.side, [towards === 'up' ? 1 : -1]) : null) ??
    nearest(start.side, both) ??
    nearest(other, both)
  );
}

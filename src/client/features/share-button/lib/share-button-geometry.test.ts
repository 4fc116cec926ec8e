import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POSITION,
  SHARE_BUTTON,
  bottomRange,
  buttonBox,
  clampPosition,
  clearPosition,
  dragPoint,
  isPastDragThreshold,
  isRestingPosition,
  keyboardMove,
  restingPoint,
  snapToEdge,
  type Viewport,
} from './share-button-geometry';

const desktop: Viewport = { width: 1280, height: 800, topInset: 64 };
const phone: Viewport = { width: 360, height: 640, topInset: 56 };

describe('share button numbers', () => {
  it('are the ones of spec 1 §9', () => {
    expect(SHARE_BUTTON).toMatchObject({
      size: 56,
      edgeMargin: 12,
      defaultOffset: 16,
      dragThreshold: 5,
      longPressMs: 300,
      moveThrottleMs: 16,
      keyboardStep: 10,
      resetReloadMs: 1000,
    });
    expect(DEFAULT_POSITION).toEqual({ side: 'right', bottom: 16 });
  });
});

describe('restingPoint', () => {
  it('puts the button 12 px from its edge', () => {
    expect(restingPoint({ side: 'right', bottom: 16 }, phone)).toEqual({
      x: 360 - 56 - 12,
      y: 640 - 16 - 56,
    });
    expect(restingPoint({ side: 'left', bottom: 100 }, desktop)).toEqual({
      x: 12,
      y: 800 - 100 - 56,
    });
  });
});

describe('snapToEdge', () => {
  it('goes to the nearer side, keeping the height it was let go at', () => {
    expect(snapToEdge({ x: 100, y: 300 }, desktop)).toEqual({
      side: 'left',
      bottom: 800 - 300 - 56,
    });
    expect(snapToEdge({ x: 900, y: 300 }, desktop)).toEqual({ side: 'right', bottom: 444 });
  });

  it('decides by the centre of the button', () => {
    // Centre at 639 of 1280 → left; centre at 640 → right.
    expect(snapToEdge({ x: 611, y: 300 }, desktop).side).toBe('left');
    expect(snapToEdge({ x: 612, y: 300 }, desktop).side).toBe('right');
  });

  it('keeps 12 px from the bottom and stays below the header', () => {
    expect(snapToEdge({ x: 0, y: 800 - 56 }, desktop)).toEqual({ side: 'left', bottom: 12 });
    expect(snapToEdge({ x: 0, y: 0 }, desktop)).toEqual({
      side: 'left',
      bottom: 800 - 64 - 12 - 56,
    });
  });
});

describe('clampPosition', () => {
  it('pulls a position saved in a taller window back inside', () => {
    expect(clampPosition({ side: 'left', bottom: 2000 }, phone)).toEqual({
      side: 'left',
      bottom: 640 - 56 - 12 - 56,
    });
  });

  it('keeps the bottom margin in a window too short for both', () => {
    expect(bottomRange({ width: 300, height: 100, topInset: 80 })).toEqual({ min: 12, max: 12 });
  });

  it('returns the same object when nothing changes', () => {
    const position = { side: 'right', bottom: 200 } as const;
    expect(clampPosition(position, desktop)).toBe(position);
  });
});

describe('drag threshold and drag point', () => {
  it('treats a move under 5 px as a click', () => {
    expect(isPastDragThreshold(3, 3)).toBe(false);
    expect(isPastDragThreshold(4.9, 0)).toBe(false);
    expect(isPastDragThreshold(3, 4)).toBe(true);
    expect(isPastDragThreshold(0, -6)).toBe(true);
  });

  it('follows the pointer but keeps the button inside the window', () => {
    expect(dragPoint({ x: 500, y: 400 }, -100, 50, desktop)).toEqual({ x: 400, y: 450 });
    expect(dragPoint({ x: 500, y: 400 }, -900, 900, desktop)).toEqual({ x: 0, y: 800 - 56 });
    expect(dragPoint({ x: 500, y: 400 }, 2000, -900, desktop)).toEqual({ x: 1280 - 56, y: 0 });
  });
});

describe('keyboardMove', () => {
  const start = { side: 'right', bottom: 100 } as const;

  it('moves 10 px up and down', () => {
    expect(keyboardMove(start, 'ArrowUp', desktop)).toEqual({ side: 'right', bottom: 110 });
    expect(keyboardMove(start, 'ArrowDown', desktop)).toEqual({ side: 'right', bottom: 90 });
  });

  it('puts the button on the left or right edge', () => {
    expect(keyboardMove(start, 'ArrowLeft', desktop)).toEqual({ side: 'left', bottom: 100 });
    expect(keyboardMove({ side: 'left', bottom: 100 }, 'ArrowRight', desktop)).toEqual(start);
  });

  it('stops at the margins, and Home and End go to the top and the bottom', () => {
    expect(keyboardMove({ side: 'right', bottom: 15 }, 'ArrowDown', desktop).bottom).toBe(12);
    const top = bottomRange(desktop).max;
    expect(keyboardMove({ side: 'right', bottom: top - 3 }, 'ArrowUp', desktop).bottom).toBe(top);
    expect(keyboardMove(start, 'Home', desktop)).toEqual({ side: 'right', bottom: top });
    expect(keyboardMove(start, 'End', desktop)).toEqual({ side: 'right', bottom: 12 });
  });
});

describe('isRestingPosition', () => {
  it('accepts saved positions and rejects anything else', () => {
    expect(isRestingPosition({ side: 'left', bottom: 40 })).toBe(true);
    expect(isRestingPosition({ side: 'top', bottom: 40 })).toBe(false);
    expect(isRestingPosition({ side: 'left', bottom: -1 })).toBe(false);
    expect(isRestingPosition({ side: 'left', bottom: Number.NaN })).toBe(false);
    expect(isRestingPosition({ side: 'left' })).toBe(false);
    expect(isRestingPosition(null)).toBe(false);
  });
});

describe('clearPosition (issue 25 item 8: the button never covers a control)', () => {
  // The phone's default spot: x 292–348, y 568–624.
  const counter = { left: 280, top: 570, right: 344, bottom: 590 };

  it('stays where it was put when nothing is under it', () => {
    const preferred = { side: 'right', bottom: 16 } as const;
    expect(clearPosition(preferred, phone, [{ left: 0, top: 0, right: 100, bottom: 100 }])).toBe(
      preferred,
    );
  });

  it('steps aside along its edge to the nearest free spot, keeping a 6 px gap', () => {
    const placed = clearPosition({ side: 'right', bottom: 16 }, phone, [counter]);
    expect(placed?.side).toBe('right');
    const box = buttonBox(placed!, phone);
    expect(box.bottom).toBeLessThanOrEqual(counter.top - 6);
    expect(box.bottom).toBeGreaterThan(counter.top - 6 - SHARE_BUTTON.clearStep);
  });

  it('goes below a control when that is nearer, and to the other edge when its own is full', () => {
    const above = { left: 0, top: 400, right: 360, bottom: 560 };
    expect(clearPosition({ side: 'right', bottom: 16 }, phone, [above])).toEqual({
      side: 'right',
      bottom: 16,
    });
    const rightColumn = { left: 200, top: 0, right: 360, bottom: 640 };
    expect(clearPosition({ side: 'right', bottom: 100 }, phone, [rightColumn])).toEqual({
      side: 'left',
      bottom: 100,
    });
  });

  it('answers null when every spot covers a control', () => {
    expect(
      clearPosition({ side: 'left', bottom: 16 }, phone, [
        { left: 0, top: 0, right: 360, bottom: 640 },
      ]),
    ).toBeNull();
  });

  it('looks upwards first after Up, so a key press never moves the button back down', () => {
    // A control right above the button: Up goes past it instead of back to where the button was.
    const above = { left: 280, top: 550, right: 350, bottom: 560 };
    const placed = clearPosition({ side: 'right', bottom: 26 }, phone, [above], 'up');
    expect(buttonBox(placed!, phone).bottom).toBeLessThanOrEqual(above.top - 6);
    expect(clearPosition({ side: 'right', bottom: 26 }, phone, [above])?.bottom).toBeLessThan(26);
  });
});

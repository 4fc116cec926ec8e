import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARE_TARGET_TEXT } from '@client/components/share/share-targets';
import { dismissToast } from '@client/components/ui/toast';
import { renderWithProviders } from '@client/test/render';
import { shareButtonPositionStore } from '../lib/share-button-position';
import { SHARE_BUTTON_TEXT } from '../texts';
import { ShareButton } from './share-button';

// The test window: 1024 × 768, no header. The button starts at the right edge, 16 px from the bottom, so
// its corner is at (1024 − 56 − 12, 768 − 16 − 56) = (956, 696).
const WIDTH = 1024;
const HEIGHT = 768;

let savedSize: { width: number; height: number };

beforeEach(() => {
  savedSize = { width: window.innerWidth, height: window.innerHeight };
  Object.defineProperty(window, 'innerWidth', { value: WIDTH, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: HEIGHT, configurable: true });
  Object.defineProperty(document.documentElement, 'clientWidth', {
    value: WIDTH,
    configurable: true,
  });
});

afterEach(() => {
  vi.useRealTimers();
  act(() => {
    dismissToast();
  });
  Object.defineProperty(window, 'innerWidth', { value: savedSize.width, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: savedSize.height, configurable: true });
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
});

/** Renders the button and lets it take its first spot (a task after the commit that mounts it). */
async function renderButton() {
  renderWithProviders(<ShareButton />);
  await placed();
  return screen.getByRole('button', { name: SHARE_BUTTON_TEXT.label });
}

/** Runs the task in which the button looks for its first spot, on the fake clock or the real one. */
async function placed() {
  if (vi.isFakeTimers()) advance(0);
  else await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const saved = () => localStorage.getItem(shareButtonPositionStore.key);

/** Runs the fake clock forward, letting React apply what the timers changed. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

type Pointer = 'mouse' | 'touch';
const down = (el: HTMLElement, x: number, y: number, pointerType: Pointer = 'mouse') =>
  fireEvent.pointerDown(el, { pointerId: 1, pointerType, button: 0, clientX: x, clientY: y });
const move = (el: HTMLElement, x: number, y: number, pointerType: Pointer = 'mouse') =>
  fireEvent.pointerMove(el, { pointerId: 1, pointerType, clientX: x, clientY: y });
/** Lets go; the browser then sends a click, as it does after a press and release on the button. */
const up = (el: HTMLElement, x: number, y: number, pointerType: Pointer = 'mouse') => {
  fireEvent.pointerUp(el, { pointerId: 1, pointerType, button: 0, clientX: x, clientY: y });
  fireEvent.click(el, { clientX: x, clientY: y });
};

describe('ShareButton', () => {
  it('is a named button with a hint about moving it, resting bottom-right', async () => {
    const button = await renderButton();
    expect(button).toHaveAccessibleDescription(SHARE_BUTTON_TEXT.moveHint);
    expect(button.style.right).toBe('12px');
    expect(button.style.bottom).toBe('16px');
    expect(button.style.left).toBe('');
  });

  it('opens the share menu for the page on a click', async () => {
    await userEvent.click(await renderButton());
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      SHARE_TARGET_TEXT.whatsapp,
      SHARE_TARGET_TEXT.x,
      SHARE_TARGET_TEXT.instagram,
      SHARE_TARGET_TEXT.tiktok,
      SHARE_TARGET_TEXT.copyLink,
      SHARE_BUTTON_TEXT.reset,
    ]);
  });

  it("copies the page's address with 'Copy link'", async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(await renderButton());
    await userEvent.click(
      await screen.findByRole('menuitem', { name: SHARE_TARGET_TEXT.copyLink }),
    );
    expect(await screen.findByText('Link Copied!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(window.location.href);
  });

  it('follows a mouse drag and snaps to the left edge with a 12 px margin, saving the spot', async () => {
    const button = await renderButton();
    down(button, 980, 720);
    move(button, 700, 600);
    expect(button).toHaveAttribute('data-dragging');
    // The corner follows the pointer: 956 − 280, 696 − 120.
    expect(button.style.left).toBe('676px');
    expect(button.style.top).toBe('576px');
    up(button, 180, 420);

    // Let go with the corner at (156, 396): nearer the left edge, 768 − 396 − 56 = 316 px from the bottom.
    expect(button).not.toHaveAttribute('data-dragging');
    expect(button.style.left).toBe('12px');
    expect(button.style.bottom).toBe('316px');
    expect(button.style.top).toBe('');
    expect(JSON.parse(saved()!)).toEqual({ side: 'left', bottom: 316 });
    // The click that ends a drag does not open the menu.
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('snaps back to the right edge when let go right of the middle', async () => {
    shareButtonPositionStore.write({ side: 'left', bottom: 316 });
    const button = await renderButton();
    expect(button.style.left).toBe('12px');
    // Its corner is at (12, 396); the pointer grabs it at (40, 420).
    down(button, 40, 420);
    move(button, 600, 420);
    up(button, 600, 420);
    expect(button.style.right).toBe('12px');
    expect(button.style.left).toBe('');
    expect(JSON.parse(saved()!)).toEqual({ side: 'right', bottom: 316 });
  });

  it('keeps a dragged button inside the window', async () => {
    const button = await renderButton();
    down(button, 980, 720);
    up(button, 980, -500);
    // Clamped to 12 px below the top: 768 − 12 − 56 = 700 px from the bottom.
    expect(JSON.parse(saved()!)).toEqual({ side: 'right', bottom: 700 });
  });

  it('treats a move under 5 px as a click, not a drag', async () => {
    const button = await renderButton();
    down(button, 980, 720);
    move(button, 983, 722);
    expect(button).not.toHaveAttribute('data-dragging');
    up(button, 983, 722);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(button.style.bottom).toBe('16px');
    expect(saved()).toBeNull();
  });

  it('throttles drag moves to one per 16 ms, ending where the pointer stops', async () => {
    vi.useFakeTimers();
    const button = await renderButton();
    down(button, 980, 720);
    move(button, 900, 720);
    expect(button.style.left).toBe('876px');
    move(button, 850, 720);
    move(button, 800, 720);
    expect(button.style.left).toBe('876px');
    advance(16);
    expect(button.style.left).toBe('776px');
  });

  describe('by touch', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('does not drag on a press shorter than 300 ms: a tap opens the menu', async () => {
      const button = await renderButton();
      down(button, 980, 720, 'touch');
      advance(299);
      expect(button).not.toHaveAttribute('data-dragging');
      up(button, 980, 720, 'touch');
      advance(300);
      expect(button).not.toHaveAttribute('data-dragging');
      expect(screen.getByRole('menu')).toBeInTheDocument();
      expect(saved()).toBeNull();
    });

    it('leaves a finger that moves before 300 ms to scroll the page', async () => {
      const button = await renderButton();
      down(button, 980, 720, 'touch');
      advance(100);
      move(button, 980, 600, 'touch');
      advance(300);
      move(button, 980, 500, 'touch');
      expect(button).not.toHaveAttribute('data-dragging');
      expect(button.style.bottom).toBe('16px');
      fireEvent.pointerCancel(button, { pointerId: 1, pointerType: 'touch' });
      expect(saved()).toBeNull();
    });

    it('drags after a 300 ms long-press and snaps on release without opening the menu', async () => {
      const button = await renderButton();
      down(button, 980, 720, 'touch');
      advance(300);
      expect(button).toHaveAttribute('data-dragging');
      move(button, 100, 320, 'touch');
      advance(16);
      expect(button.style.left).toBe('76px');
      up(button, 100, 320, 'touch');
      // Corner at (76, 296): left edge, 768 − 296 − 56 = 416 px from the bottom.
      expect(button.style.left).toBe('12px');
      expect(button.style.bottom).toBe('416px');
      expect(JSON.parse(saved()!)).toEqual({ side: 'left', bottom: 416 });
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });

  it('moves 10 px per arrow key, to either edge with Left and Right, and saves each move', async () => {
    const button = await renderButton();
    button.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(button.style.bottom).toBe('36px');
    expect(JSON.parse(saved()!)).toEqual({ side: 'right', bottom: 36 });
    await userEvent.keyboard('{ArrowDown}');
    expect(button.style.bottom).toBe('26px');
    await userEvent.keyboard('{ArrowLeft}');
    expect(button.style.left).toBe('12px');
    expect(JSON.parse(saved()!)).toEqual({ side: 'left', bottom: 26 });
    // The arrows move the button; they do not open the menu.
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    expect(button.style.right).toBe('12px');
  });

  it('opens the menu with Enter', async () => {
    const button = await renderButton();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('resets the position, says so and reloads the page after 1 s', async () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    shareButtonPositionStore.write({ side: 'left', bottom: 300 });
    const button = await renderButton();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: SHARE_BUTTON_TEXT.reset }));

    expect(saved()).toBeNull();
    expect(screen.getByText(SHARE_BUTTON_TEXT.resetTitle)).toBeInTheDocument();
    // The button became the loaded menu's trigger: a new element, in the reset spot.
    const moved = screen.getByRole('button', { name: SHARE_BUTTON_TEXT.label, hidden: true });
    expect(moved.style.right).toBe('12px');
    expect(moved.style.bottom).toBe('16px');
    advance(999);
    expect(reload).not.toHaveBeenCalled();
    advance(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  describe('keeps out of the way (issue 25 item 8)', () => {
    /** A page control drawn at `box` (happy-dom lays nothing out). */
    function control(box: { left: number; top: number; right: number; bottom: number }) {
      const element = document.createElement('button');
      element.textContent = 'Page control';
      element.getBoundingClientRect = () =>
        DOMRect.fromRect({
          x: box.left,
          y: box.top,
          width: box.right - box.left,
          height: box.bottom - box.top,
        });
      document.body.append(element);
    }
    // Out of sight it has no accessible name (it is hidden), so it is found by its label attribute.
    const hiddenButton = () => document.querySelector(`[aria-label="${SHARE_BUTTON_TEXT.label}"]`);
    afterEach(() => {
      document.body
        .querySelectorAll(':scope > button, :scope > textarea')
        .forEach((e) => e.remove());
    });

    it('rests above a control that lies under its spot', async () => {
      // The default corner is (956, 696): a control from y 690 to 760 under it.
      control({ left: 900, top: 690, right: 1024, bottom: 760 });
      const button = await renderButton();
      // 6 px clear of the control's top: at least 768 − 690 + 6 = 84 px from the bottom.
      expect(Number.parseFloat(button.style.bottom)).toBeGreaterThanOrEqual(768 - 690 + 6);
      expect(button.style.right).toBe('12px');
      // The person's own choice stays saved.
      expect(saved()).toBeNull();
    });

    it('looks for its spot in a task after the one that mounts it, out of sight until then', async () => {
      renderWithProviders(<ShareButton />);
      expect(hiddenButton()).toHaveAttribute('data-hidden');
      await placed();
      expect(hiddenButton()).not.toHaveAttribute('data-hidden');
    });

    it('stays out of sight when every spot covers a control', async () => {
      control({ left: 0, top: 0, right: 1024, bottom: 768 });
      renderWithProviders(<ShareButton />);
      await placed();
      expect(hiddenButton()).toHaveAttribute('data-hidden');
      expect(screen.queryByRole('button', { name: SHARE_BUTTON_TEXT.label })).toBeNull();
    });

    it('hides while a text field has focus and while the page scrolls', async () => {
      vi.useFakeTimers();
      const field = document.createElement('textarea');
      document.body.append(field);
      const button = await renderButton();
      act(() => field.focus());
      expect(button).toHaveAttribute('data-hidden');
      act(() => field.blur());
      expect(button).not.toHaveAttribute('data-hidden');

      fireEvent.scroll(window);
      expect(button).toHaveAttribute('data-hidden');
      advance(200);
      expect(button).not.toHaveAttribute('data-hidden');
    });
  });
});

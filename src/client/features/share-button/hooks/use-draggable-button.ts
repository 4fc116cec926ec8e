// Moves the floating share button (spec 1 §4, §9): dragged with the mouse (or pen) past a 5 px threshold, by
// a finger after a 300 ms long-press (a quick swipe still scrolls the page, a tap still opens the menu), or
// with the arrow keys; moves are throttled to one per 16 ms; on release it snaps to the nearer side edge,
// slides there unless the visitor prefers reduced motion, and the position is saved. At rest it never covers a
// control of the page (issue 25 item 8): it steps aside along its edge to the nearest free spot (or out of
// sight when there is none), looked for again when the page settles after a scroll, a resize or a change, and
// it hides while the page scrolls and while a text field has focus (a phone's keyboard is up).
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import {
  DEFAULT_POSITION,
  SHARE_BUTTON,
  clampPosition,
  clearPosition,
  dragPoint,
  isMoveKey,
  isPastDragThreshold,
  keyboardMove,
  restingPoint,
  snapToEdge,
  type Point,
  type RestingPosition,
  type Viewport,
} from '../lib/share-button-geometry';
import { visibleControlBoxes } from '../lib/page-controls';
import { shareButtonPositionStore } from '../lib/share-button-position';
import { throttle } from '../lib/throttle';

/** The window's size, less what the sticky header covers at the top. */
function measureViewport(): Viewport {
  const header = document.querySelector('header');
  return {
    // clientWidth leaves out a vertical scrollbar, as `right: 12px` does for a fixed element.
    width: document.documentElement.clientWidth || window.innerWidth,
    height: window.innerHeight,
    topInset: Math.max(0, header?.getBoundingClientRect().bottom ?? 0),
  };
}

/** Fields that take typing (on a phone they bring the keyboard up); a checkbox or a button does not. */
const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type)) ||
  (target instanceof HTMLElement && target.isContentEditable);

const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const SNAP_ANIMATION: KeyframeAnimationOptions = {
  duration: 200,
  easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
};

/** A long-press must neither select text nor open the browser's callout; a swipe still scrolls the page. */
const GESTURE_STYLE: CSSProperties = {
  touchAction: 'manipulation',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTouchCallout: 'none',
};

/** The button out of sight: it takes no clicks and leaves the tab order until it has a free spot again. */
const HIDDEN_STYLE: CSSProperties = { opacity: 0, visibility: 'hidden', pointerEvents: 'none' };

/** The button while dragged: lifted off the page. */
const LIFTED_STYLE: CSSProperties = {
  cursor: 'grabbing',
  scale: '1.1',
  boxShadow: '0 25px 50px -12px rgb(0 0 0 / 0.35)',
};

interface Gesture {
  pointerId: number;
  touch: boolean;
  startX: number;
  startY: number;
  /** The button's corner when the press began. */
  origin: Point;
  viewport: Viewport;
  /** The pointer's latest travel from where it went down. */
  dx: number;
  dy: number;
  dragging: boolean;
  longPress: ReturnType<typeof setTimeout> | null;
}

export interface DraggableButton {
  /** Handlers, style and state attributes for the button element. */
  buttonProps: {
    ref: (element: HTMLButtonElement | null) => void;
    style: CSSProperties;
    'data-dragging'?: true;
    /** Out of sight: no free spot, the page scrolling, or a text field being typed in. */
    'data-hidden'?: true;
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLButtonElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLButtonElement>) => void;
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
    onContextMenu: (event: MouseEvent<HTMLButtonElement>) => void;
  };
  /** The edge the button rests on (the menu opens towards the middle of the window). */
  side: RestingPosition['side'];
  /** Forgets the saved position and moves the button back to its default spot. */
  resetPosition: () => void;
}

/**
 * `onActivate` runs on a click or tap that did not move the button; while `holdStill` (its menu is open) the
 * button keeps its spot whatever the page does.
 */
export function useDraggableButton({
  onActivate,
  holdStill = false,
}: {
  onActivate: () => void;
  holdStill?: boolean;
}): DraggableButton {
  const [saved, setSaved] = useState<RestingPosition>(() => shareButtonPositionStore.read());
  // Until the first placement the button is out of sight, so the window's size will do: measuring the header here
  // would force a layout while React renders the button.
  const [viewport, setViewport] = useState<Viewport>(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
    topInset: 0,
  }));
  const [drag, setDrag] = useState<Point | null>(null);
  const [element, setElement] = useState<HTMLButtonElement | null>(null);
  // Where the button rests clear of the page's controls; null: nowhere, so out of sight. Until the page has
  // been measured (once it has settled after the button was attached), nowhere either.
  const [placed, setPlaced] = useState<RestingPosition | null>(null);
  const [scrolling, setScrolling] = useState(false);
  const [typing, setTyping] = useState(() => isTextField(document.activeElement));
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  // Where the button was drawn before its last move, for the slide to the new spot.
  const slideFrom = useRef<Point | null>(null);
  const holding = holdStill || drag !== null;

  const moveDrag = useMemo(() => throttle(setDrag, SHARE_BUTTON.moveThrottleMs), []);
  const position = placed ?? clampPosition(saved, viewport);

  /** Finds the free spot nearest to `preferred` on the page as it is now. */
  const placeOn = useCallback(
    (button: HTMLButtonElement | null, preferred: RestingPosition, towards?: 'up' | 'down') => {
      const measured = measureViewport();
      setViewport(measured);
      setPlaced(clearPosition(preferred, measured, visibleControlBoxes(button), towards));
    },
    [],
  );
  const place = (preferred: RestingPosition, towards?: 'up' | 'down') =>
    placeOn(element, preferred, towards);
  const attach = useCallback((button: HTMLButtonElement | null) => setElement(button), []);
  // The first spot, once the button is on the page: in a task of its own after the commit that mounted it. Measured
  // in that commit (React runs the effects of a commit it had to wait for in the same task), the page's controls
  // forced a layout there, and the two together made one long task on a phone.
  useEffect(() => {
    if (!element) return;
    const timer = setTimeout(() => placeOn(element, shareButtonPositionStore.read()), 0);
    return () => clearTimeout(timer);
  }, [element, placeOn]);

  // Looked for again whenever the page settles: after a resize, a scroll, or a change of its content (a
  // result, a toast, a lazily loaded section), never while the button is dragged or its menu is open.
  const onSettled = useEffectEvent(() => {
    setScrolling(false);
    if (!holding) place(saved);
  });
  const onScrollStart = useEffectEvent(() => {
    if (!holding && !element?.contains(document.activeElement)) setScrolling(true);
  });
  useEffect(() => {
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waitingSince: number | null = null;
    // A page that never stops changing (a quiz's countdown) still gets a look now and then.
    const settleLater = () => {
      clearTimeout(timer);
      waitingSince ??= Date.now();
      const overdue = Date.now() - waitingSince >= SHARE_BUTTON.settleMaxMs;
      timer = setTimeout(
        () => {
          waitingSince = null;
          onSettled();
        },
        overdue ? 0 : SHARE_BUTTON.settleMs,
      );
    };
    const onScroll = () => {
      onScrollStart();
      settleLater();
    };
    // Content changes only: the button's own style changes are attributes, which would loop.
    const observer = new MutationObserver(settleLater);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('resize', settleLater);
    window.addEventListener('scroll', onScroll, { passive: true });
    // The first spot once the page around has settled too (the button loads after the first paint).
    settleLater();
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('resize', settleLater);
      window.removeEventListener('scroll', onScroll);
    };
  }, [element]);

  useEffect(() => {
    const onFocusChange = () => setTyping(isTextField(document.activeElement));
    document.addEventListener('focusin', onFocusChange);
    document.addEventListener('focusout', onFocusChange);
    return () => {
      document.removeEventListener('focusin', onFocusChange);
      document.removeEventListener('focusout', onFocusChange);
    };
  }, []);

  // A dragging finger must not scroll the page: only a non-passive touchmove listener can prevent that.
  useEffect(() => {
    if (!element) return;
    const onTouchMove = (event: TouchEvent) => {
      if (gesture.current?.dragging) event.preventDefault();
    };
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => element.removeEventListener('touchmove', onTouchMove);
  }, [element]);

  useEffect(
    () => () => {
      moveDrag.cancel();
      if (gesture.current?.longPress) clearTimeout(gesture.current.longPress);
    },
    [moveDrag],
  );

  // Slide from the old spot to the new one (FLIP): the layout jumps, a `translate` animates the difference.
  useLayoutEffect(() => {
    const from = slideFrom.current;
    if (!from || drag || !element) return;
    slideFrom.current = null;
    const rect = element.getBoundingClientRect();
    const dx = from.x - rect.left;
    const dy = from.y - rect.top;
    if ((dx === 0 && dy === 0) || typeof element.animate !== 'function' || prefersReducedMotion())
      return;
    element.animate([{ translate: `${dx}px ${dy}px` }, { translate: '0 0' }], SNAP_ANIMATION);
  }, [placed, drag, element]);

  /** The person put the button at `next`: saved as their choice, drawn at the free spot nearest to it. */
  const settle = (next: RestingPosition, from: Point, towards?: 'up' | 'down') => {
    slideFrom.current = from;
    setSaved(next);
    shareButtonPositionStore.write(next);
    place(next, towards);
  };

  const endGesture = (finished: Gesture) => {
    if (finished.longPress) clearTimeout(finished.longPress);
    moveDrag.cancel();
    gesture.current = null;
    if (!finished.dragging) return;
    // Where the pointer was let go, not the last throttled frame.
    const point = dragPoint(finished.origin, finished.dx, finished.dy, finished.viewport);
    setDrag(null);
    setViewport(finished.viewport);
    settle(snapToEdge(point, finished.viewport), point);
    // The click that follows a drag must not open the menu; it comes right after pointerup, if at all.
    suppressClick.current = true;
    setTimeout(() => (suppressClick.current = false), 0);
  };

  const current = (event: PointerEvent) =>
    gesture.current?.pointerId === event.pointerId ? gesture.current : null;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || gesture.current) return;
    // Radix opens the menu on pointerdown; here it opens on click instead, so that a drag never opens it.
    event.preventDefault();
    const measured = measureViewport();
    const started: Gesture = {
      pointerId: event.pointerId,
      touch: event.pointerType === 'touch',
      startX: event.clientX,
      startY: event.clientY,
      origin: restingPoint(position, measured),
      viewport: measured,
      dx: 0,
      dy: 0,
      dragging: false,
      longPress: null,
    };
    if (started.touch) {
      started.longPress = setTimeout(() => {
        started.longPress = null;
        started.dragging = true;
        setDrag(dragPoint(started.origin, started.dx, started.dy, started.viewport));
      }, SHARE_BUTTON.longPressMs);
    } else {
      // Keeps the moves coming when the pointer outruns the button (a finger is captured already).
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    gesture.current = started;
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const moving = current(event);
    if (!moving) return;
    moving.dx = event.clientX - moving.startX;
    moving.dy = event.clientY - moving.startY;
    if (!moving.dragging) {
      if (!isPastDragThreshold(moving.dx, moving.dy)) return;
      if (moving.touch) {
        // The finger moved before the long-press: it is scrolling the page, not dragging.
        endGesture(moving);
        return;
      }
      moving.dragging = true;
    }
    moveDrag(dragPoint(moving.origin, moving.dx, moving.dy, moving.viewport));
  };

  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const ending = current(event);
    if (!ending) return;
    ending.dx = event.clientX - ending.startX;
    ending.dy = event.clientY - ending.startY;
    // A mouse let go far from where it went down moved the button, even if no move event came between.
    if (!ending.touch && isPastDragThreshold(ending.dx, ending.dy)) ending.dragging = true;
    endGesture(ending);
  };

  const onPointerCancel = (event: PointerEvent<HTMLButtonElement>) => {
    const cancelled = current(event);
    if (cancelled) endGesture(cancelled);
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      event.preventDefault();
      return;
    }
    onActivate();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isMoveKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    // Also keeps Radix from opening the menu on ArrowDown, and the page from scrolling.
    event.preventDefault();
    const measured = measureViewport();
    const towards = event.key === 'ArrowUp' || event.key === 'Home' ? 'up' : 'down';
    settle(
      keyboardMove(position, event.key, measured),
      restingPoint(position, measured),
      event.key === 'ArrowUp' || event.key === 'ArrowDown' ? towards : undefined,
    );
  };

  // A long-press would otherwise open the browser's context menu or text callout.
  const onContextMenu = (event: MouseEvent<HTMLButtonElement>) => {
    if (gesture.current?.touch) event.preventDefault();
  };

  const resetPosition = () => {
    settle(DEFAULT_POSITION, restingPoint(position, viewport));
    shareButtonPositionStore.remove();
  };

  const hidden = !drag && !holdStill && (placed === null || scrolling || typing);
  // Inline rather than utility classes: they would add to the CSS every page loads first (bench/bundle-size.mjs).
  const style: CSSProperties = {
    ...GESTURE_STYLE,
    transition: prefersReducedMotion() ? undefined : 'opacity 150ms, visibility 150ms',
    ...(drag
      ? { left: drag.x, top: drag.y, ...LIFTED_STYLE }
      : { [position.side]: SHARE_BUTTON.edgeMargin, bottom: position.bottom }),
    ...(hidden ? HIDDEN_STYLE : {}),
  };

  return {
    buttonProps: {
      ref: attach,
      style,
      ...(drag ? { 'data-dragging': true as const } : {}),
      ...(hidden ? { 'data-hidden': true as const } : {}),
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel,
      onClick,
      onKeyDown,
      onContextMenu,
    },
    side: position.side,
    resetPosition,
  };
}

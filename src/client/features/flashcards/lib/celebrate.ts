// Confetti for an unlocked pack or a pass (spec 2 §4 "Quiz", §9: 20 particles for about 2 s). canvas-confetti
// loads only when something is celebrated, in the theme's own colours, and never for people who asked for
// reduced motion.
//
// It is imported by URL, not by name: the bundler, seeing a named dynamic import inside this lazily loaded page,
// moves modules the first page shares with the other pages into chunks of their own, which costs `/` about
// 1.3 KB gzip and takes it over its 150 KB budget. The file is emitted as it is and loaded only here.
import confettiUrl from 'canvas-confetti/dist/confetti.module.mjs?url';
import type { create as createConfetti, Options } from 'canvas-confetti';

type Confetti = (options: Options) => Promise<null> | null;

export const CONFETTI_OPTIONS = {
  particleCount: 20,
  /** Frames a particle lives: about 2 s at 60 frames a second. */
  ticks: 120,
  spread: 70,
  startVelocity: 35,
  origin: { y: 0.6 },
  disableForReducedMotion: true,
} satisfies Options;

const TOKENS = ['--primary', '--accent', '--success', '--warning'];

export const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** A design token as #rrggbb (canvas-confetti reads hex colours only); undefined when it cannot be read. */
function tokenHex(token: string): string | undefined {
  try {
    const value = getComputedStyle(document.documentElement).getPropertyValue(token).trim();
    if (!value) return undefined;
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!context) return undefined;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  } catch {
    return undefined;
  }
}

let instance: Confetti | null = null;

/**
 * One confetti canvas for the page, drawn on the main thread: the library's default draws in a worker made from
 * a blob: URL, which the Content-Security-Policy (script-src 'self') refuses.
 */
async function loadConfetti(): Promise<Confetti> {
  if (instance) return instance;
  const { create } = (await import(/* @vite-ignore */ confettiUrl)) as {
    create: typeof createConfetti;
  };
  instance = create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  return instance;
}

export async function celebrate(load: () => Promise<Confetti> = loadConfetti): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const confetti = await load();
    const colors = TOKENS.map(tokenHex).filter((color): color is string => !!color);
    await confetti({ ...CONFETTI_OPTIONS, ...(colors.length > 0 ? { colors } : {}) });
  } catch (error) {
    console.error('Confetti failed', error);
  }
}

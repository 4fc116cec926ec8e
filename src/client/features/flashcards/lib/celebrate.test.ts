import { describe, expect, it, vi } from 'vitest';
import { celebrate } from './celebrate';

const reducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

describe('confetti', () => {
  it('throws 20 particles for about 2 s', async () => {
    reducedMotion(false);
    const confetti = vi.fn(() => null);
    await celebrate(() => Promise.resolve(confetti));
    expect(confetti).toHaveBeenCalledWith(
      expect.objectContaining({ particleCount: 20, ticks: 120, disableForReducedMotion: true }),
    );
  });

  it('does not even load for people who asked for reduced motion', async () => {
    reducedMotion(true);
    const load = vi.fn(() => Promise.resolve(vi.fn(() => null)));
    await celebrate(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('only logs when it cannot load', async () => {
    reducedMotion(false);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await celebrate(() => Promise.reject(new Error('offline')));
    expect(logged).toHaveBeenCalled();
  });
});

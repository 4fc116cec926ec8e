import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('runs the first call at once and then at most once per interval, ending on the last call', () => {
    const run = vi.fn<(value: number) => void>();
    const throttled = throttle(run, 16);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(run.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(15);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after a quiet interval', () => {
    const run = vi.fn<(value: number) => void>();
    const throttled = throttle(run, 16);
    throttled(1);
    vi.advanceTimersByTime(20);
    throttled(2);
    expect(run.mock.calls).toEqual([[1], [2]]);
  });

  it('keeps a steady stream of calls to one per interval', () => {
    const run = vi.fn<(value: number) => void>();
    const throttled = throttle(run, 16);
    for (let ms = 0; ms < 160; ms += 4) {
      throttled(ms);
      vi.advanceTimersByTime(4);
    }
    vi.advanceTimersByTime(16);
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(run.mock.calls.length).toBeLessThanOrEqual(11);
    expect(run.mock.lastCall).toEqual([156]);
  });

  it('drops the pending call when cancelled', () => {
    const run = vi.fn<(value: number) => void>();
    const throttled = throttle(run, 16);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(50);
    expect(run.mock.calls).toEqual([[1]]);
  });
});

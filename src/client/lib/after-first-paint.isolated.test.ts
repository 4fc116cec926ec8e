// Isolated: the idle queue is module state, and other test files' components queue work in it too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, resetAfterFirstPaintQueue } from './after-first-paint';

describe('afterFirstPaint', () => {
  const idleCallbacks: (() => void)[] = [];
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  });
  const runIdlePeriod = () => idleCallbacks.shift()?.();

  afterEach(() => {
    while (idleCallbacks.length > 0) runIdlePeriod();
  });

  it('runs the queued jobs one per idle period, in the order given, once the page has loaded', () => {
    expect(document.readyState).toBe('complete');
    const ran: string[] = [];
    afterFirstPaint(() => ran.push('first'));
    afterFirstPaint(() => ran.push('second'));
    afterFirstPaint(() => ran.push('third'));
    expect(ran).toEqual([]);
    expect(idleCallbacks).toHaveLength(1);
    runIdlePeriod();
    expect(ran).toEqual(['first']);
    runIdlePeriod();
    expect(ran).toEqual(['first', 'second']);
    runIdlePeriod();
    expect(ran).toEqual(['first', 'second', 'third']);
    expect(idleCallbacks).toHaveLength(0);
  });

  it('drops a cancelled job, and the rest still run', () => {
    const ran: string[] = [];
    afterFirstPaint(() => ran.push('kept'));
    const cancel = afterFirstPaint(() => ran.push('cancelled'));
    afterFirstPaint(() => ran.push('also kept'));
    cancel();
    runIdlePeriod();
    runIdlePeriod();
    expect(ran).toEqual(['kept', 'also kept']);
    expect(idleCallbacks).toHaveLength(0);
  });

  it('a job that throws does not strand the ones behind it', () => {
    const ran: string[] = [];
    afterFirstPaint(() => {
      throw new Error('broken extra');
    });
    afterFirstPaint(() => ran.push('next'));
    expect(runIdlePeriod).toThrow('broken extra');
    runIdlePeriod();
    expect(ran).toEqual(['next']);
  });

  it('after a reset, a wake-up lost to fake timers no longer holds the queue', () => {
    // What happens between test files that share this module: a test on fake timers queues work, its wake-up
    // is never delivered, and real timers come back.
    vi.stubGlobal('requestIdleCallback', () => 0);
    afterFirstPaint(() => undefined);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    const ran: string[] = [];
    afterFirstPaint(() => ran.push('stuck'));
    expect(idleCallbacks).toHaveLength(0);

    resetAfterFirstPaintQueue();
    afterFirstPaint(() => ran.push('runs'));
    runIdlePeriod();
    expect(ran).toEqual(['runs']);
  });
});

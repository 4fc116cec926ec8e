// Isolated: it stubs IntersectionObserver.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenVisible } from './lazy-when-visible';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; observed: Element[]; disconnected: boolean }[] = [];
class FakeIntersectionObserver {
  private readonly record;
  constructor(callback: Callback) {
    this.record = { callback, observed: [] as Element[], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

const Part = () => <p>the part</p>;

describe('lazyWhenVisible', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  afterEach(() => {
    observers.length = 0;
    document.body.innerHTML = '';
  });

  it('loads the code of server markup being taken over only when its anchor comes into view', async () => {
    const anchor = document.createElement('div');
    anchor.id = 'below';
    document.body.append(anchor);
    const load = vi.fn(() => Promise.resolve({ default: Part }));
    const Lazy = lazyWhenVisible('below', load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    expect(observers[0]!.observed).toEqual([anchor]);
    // Not yet in view: still waiting.
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('loads at once when there is no anchor yet: a page rendered in the browser', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Part }));
    const Lazy = lazyWhenVisible('nowhere', load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './slot';

describe('Slot', () => {
  it('renders its child with the slot props merged in: classes joined, the child’s other props winning', () => {
    render(
      <Slot className="slot-class" title="from slot" aria-label="from slot">
        <a href="/x" className="child-class" title="from child">
          Link
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'from slot' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/x');
    expect(link).toHaveClass('slot-class', 'child-class');
    expect(link).toHaveAttribute('title', 'from child');
  });

  it('runs both click handlers, the child’s first, and sets both refs', () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLButtonElement>();
    render(
      <Slot ref={slotRef} onClick={() => calls.push('slot')}>
        <button type="button" ref={childRef} onClick={() => calls.push('child')}>
          Go
        </button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(screen.getByRole('button'));
    expect(childRef.current).toBe(screen.getByRole('button'));
  });

  it('refuses anything but one element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Slot>text</Slot>)).toThrow(/exactly one element/);
  });
});

import { describe, expect, it } from 'vitest';
import { cn as joinOnly } from './cn';
import { cn } from './cn.checked';

describe('cn (production) and its checked twin (tests, development server)', () => {
  it('joins class names, conditional ones included, the same way', () => {
    const args = [
      'px-3 py-1',
      false,
      null,
      undefined,
      { 'text-sm': true, hidden: false },
      ['rounded-md'],
    ];
    expect(joinOnly(...args)).toBe('px-3 py-1 text-sm rounded-md');
    expect(cn(...args)).toBe(joinOnly(...args));
  });

  it('fails on two classes of one kind, naming the one that would lose', () => {
    expect(() => cn('h-10 px-4', 'h-8')).toThrow(/h-10 lose to a later class in "h-10 px-4 h-8"/);
    expect(() => cn('hover:bg-muted', 'hover:bg-danger/10')).toThrow(/hover:bg-muted/);
  });

  it('accepts classes of one property under different conditions, and an explicit important override', () => {
    expect(cn('p-5', 'md:pt-5', 'hover:bg-muted bg-surface')).toBe(
      'p-5 md:pt-5 hover:bg-muted bg-surface',
    );
    expect(cn('shadow-sm', 'shadow-xl!')).toBe('shadow-sm shadow-xl!');
  });
});

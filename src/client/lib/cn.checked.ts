// The `cn` of the tests and the development server (vitest.aliases.ts, vite.config.ts). The production `cn`
// (cn.ts) only joins class names: tailwind-merge cost /'s first load 8 KB, and building its class map was a long
// task while a page hydrated. Without it, two classes of one kind on an element (`h-10 h-8`) leave the winner to
// the stylesheet's order, so this one reports every such pair, naming the classes: tests fail on it, the
// development server logs it. A component offers variants or props for what its callers change; a caller that must
// beat a component's class marks its own with Tailwind's important modifier (`h-auto!`), which is not a conflict.
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** The classes of `joined` that tailwind-merge would drop because a later class of the same kind overrides them. */
export function overriddenClasses(joined: string): string[] {
  const kept = new Set(twMerge(joined).split(' '));
  return joined.split(/\s+/).filter((name) => name !== '' && !kept.has(name));
}

export function cn(...inputs: ClassValue[]) {
  const joined = clsx(inputs);
  const dropped = overriddenClasses(joined);
  if (dropped.length > 0) {
    const message = `cn(): conflicting Tailwind classes: ${dropped.join(', ')} lose to a later class in "${joined}"`;
    if (import.meta.env.MODE === 'test') throw new Error(message);
    console.error(message);
  }
  return joined;
}

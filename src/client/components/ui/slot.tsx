// Renders its one child element with the slot's own props merged in: `<Button asChild><Link/></Button>` is a link
// with the button's looks, a dialog trigger is the element its caller gave. The child's props win, except that
// class names are joined, styles merged, event handlers both run (the child's first) and both refs are set.
// Radix's Slot does the same; this one keeps it (≈ 1.2 KB gzip with its ref helpers) off every page's first load,
// where Button is (ADR 012).
/* eslint-disable react-hooks/refs -- the props are merged, not read: `ref` is a prop here (React 19), passed on. */
import {
  cloneElement,
  isValidElement,
  useMemo,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };
type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = isValidElement<AnyProps>(children) ? children : null;
  const childRef = child?.props.ref as Ref<HTMLElement> | undefined;
  const composedRef = useMemo<Ref<HTMLElement> | undefined>(() => {
    if (!ref || !childRef) return ref ?? childRef;
    return (node: HTMLElement | null) => {
      setRef(childRef, node);
      setRef(ref, node);
    };
  }, [ref, childRef]);
  if (!child) throw new Error('Slot renders exactly one element child');
  const merged: AnyProps = { ...slotProps, ...child.props, ref: composedRef };
  for (const [name, value] of Object.entries(slotProps) as [string, unknown][]) {
    const own = child.props[name];
    if (own === undefined || own === null) continue;
    if (name === 'className') merged.className = `${value as string} ${own as string}`;
    else if (name === 'style')
      merged.style = { ...(value as CSSProperties), ...(own as CSSProperties) };
    else if (/^on[A-Z]/.test(name) && typeof value === 'function' && typeof own === 'function')
      merged[name] = (...args: unknown[]) => {
        (own as (...a: unknown[]) => unknown)(...args);
        (value as (...a: unknown[]) => unknown)(...args);
      };
  }
  return cloneElement(child, merged);
}

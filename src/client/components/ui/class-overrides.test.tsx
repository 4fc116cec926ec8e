// `cn` joins class names without resolving conflicts (src/client/lib/cn.ts), so a caller's class that contradicts a
// component's own (`<Button className="h-auto">` over the button's `h-10`) would be decided by the stylesheet's
// order. The checked `cn` of the component tests catches such a pair only where a test renders it; this test reads
// every .tsx file of the app instead, so a screen no test renders is checked too:
// - each use of a UI component with a `className`: every string in it against the classes the component gives
//   itself for the same variant props (read by rendering the component with those props);
// - each `cn('…', …)` call that starts with a plain string: every later string against that first one (the
//   "base, then what a state adds" pattern).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render } from '@testing-library/react';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { ComponentType, ReactNode } from 'react';
import { overriddenClasses } from '@client/lib/cn.checked';
import { Badge } from './badge';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';
import { Input, Label, Textarea } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { Sheet, SheetContent, SheetTitle } from './sheet';
import { Skeleton, Spinner } from './spinner';
import { Switch } from './switch';

const ROOT = join(__dirname, '..', '..');
/** The props that choose a component's own classes. */
const VARIANT_PROPS = new Set([
  'variant',
  'size',
  'shape',
  'layout',
  'width',
  'rounded',
  'tinted',
  'first',
  'asChild',
]);
const PROBE = 'probe-class-name';

type Props = Record<string, string | boolean>;
// `any`: each entry is a different component; the test passes it only the props a call site passes it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

const inDialog = (node: ReactNode) => (
  <Dialog open>
    <DialogContent aria-describedby={undefined}>
      <DialogTitle>Title</DialogTitle>
      {node}
    </DialogContent>
  </Dialog>
);

/** The components that pass a caller's className to `cn`, and what each needs around it to render. */
const COMPONENTS: Record<string, [AnyComponent, ((node: ReactNode) => ReactNode)?]> = {
  Badge: [Badge],
  Button: [Button],
  Card: [Card],
  CardContent: [CardContent],
  CardDescription: [CardDescription],
  CardHeader: [CardHeader],
  CardTitle: [CardTitle],
  DialogContent: [DialogContent, (node) => <Dialog open>{node}</Dialog>],
  DialogDescription: [DialogDescription, inDialog],
  DialogHeader: [DialogHeader, inDialog],
  DialogTitle: [DialogTitle, inDialog],
  Input: [Input],
  Label: [Label],
  PopoverContent: [
    PopoverContent,
    (node) => (
      <Popover open>
        <PopoverTrigger>Open</PopoverTrigger>
        {node}
      </Popover>
    ),
  ],
  SheetContent: [SheetContent, (node) => <Sheet open>{node}</Sheet>],
  Skeleton: [Skeleton],
  Spinner: [Spinner],
  Switch: [Switch],
  Textarea: [Textarea],
};

/** The classes a component gives the element that receives its caller's className, for these props. */
function ownClasses(tag: string, props: Props): string[] {
  const [Component, wrap = (node: ReactNode) => node] = COMPONENTS[tag]!;
  const children =
    tag === 'SheetContent' ? (
      <SheetTitle>Title</SheetTitle>
    ) : props.asChild ? (
      <a href="/">Text</a>
    ) : ['Input', 'Textarea', 'Switch'].includes(tag) ? undefined : (
      'Text'
    );
  const { unmount, baseElement } = render(
    <>
      {wrap(
        <Component {...props} className={PROBE}>
          {children}
        </Component>,
      )}
    </>,
  );
  const element = baseElement.querySelector(`.${PROBE}`);
  const classes = (element?.getAttribute('class') ?? '').split(/\s+/);
  unmount();
  if (!element) throw new Error(`${tag} did not render an element with its className`);
  return classes.filter((name) => name !== '' && name !== PROBE);
}

/** Class names the later string would take away from the earlier one. */
const conflicts = (own: string[], added: string) => overriddenClasses([...own, added].join(' '));

function sourceFiles(): string[] {
  return readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !/\.test\.tsx$|test-kit|\/test\//.test(file))
    .map((file) => join(ROOT, file));
}

/** Every string literal inside an expression (a className's `cn(…)`, a ternary's branches). */
function strings(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  const found: string[] = [];
  node.forEachChild((child) => {
    found.push(...strings(child));
  });
  return found;
}

interface Use {
  where: string;
  tag: string;
  /** Each prop's possible values: one for a literal; a ternary's strings, or true and false, for an expression. */
  props: Record<string, (string | boolean)[]>;
  classNames: string[];
}

/** Every combination of the props' possible values. */
function combinations(props: Use['props']): Props[] {
  return Object.entries(props).reduce<Props[]>(
    (sets, [name, values]) =>
      sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value }))),
    [{}],
  );
}
interface CnCall {
  where: string;
  first: string;
  later: string[];
}

function scan() {
  const uses: Use[] = [];
  const cnCalls: CnCall[] = [];
  for (const file of sourceFiles()) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const where = (node: ts.Node) =>
      `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        node.tagName.getText() in COMPONENTS
      ) {
        const props: Use['props'] = {};
        let classNames: string[] = [];
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute)) continue;
          const name = attribute.name.getText();
          const value = attribute.initializer;
          if (name === 'className') classNames = value ? strings(value) : [];
          else if (!value) props[name] = [true];
          else if (ts.isStringLiteral(value)) props[name] = [value.text];
          else if (ts.isJsxExpression(value) && value.expression && VARIANT_PROPS.has(name)) {
            const options = strings(value.expression);
            props[name] = options.length > 0 ? options : [true, false];
          }
        }
        if (classNames.length > 0)
          uses.push({ where: where(node), tag: node.tagName.getText(), props, classNames });
      }
      if (ts.isCallExpression(node) && node.expression.getText() === 'cn') {
        const [first, ...rest] = node.arguments;
        if (first && ts.isStringLiteral(first))
          cnCalls.push({ where: where(node), first: first.text, later: rest.flatMap(strings) });
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return { uses, cnCalls };
}

describe('class names that would contradict each other (no tailwind-merge in production)', () => {
  const { uses, cnCalls } = scan();

  it('finds the call sites it checks', () => {
    expect(uses.length).toBeGreaterThan(50);
    expect(cnCalls.length).toBeGreaterThan(20);
  });

  it("a caller's className never contradicts the component's own classes", () => {
    // Where a variant prop is an expression, the className's strings may go with one of its values only (a ternary
    // on the same condition): a string is reported when it contradicts the component under every value.
    const problems: string[] = [];
    const cache = new Map<string, string[]>();
    const own = (tag: string, props: Props) => {
      const key = `${tag} ${JSON.stringify(props)}`;
      if (!cache.has(key)) cache.set(key, ownClasses(tag, props));
      return cache.get(key)!;
    };
    for (const use of uses) {
      const variants = combinations(use.props);
      for (const added of use.classNames) {
        const lost = variants.map((props) => conflicts(own(use.tag, props), added));
        if (lost.every((names) => names.length > 0))
          problems.push(`${use.where} <${use.tag}> "${added}": ${lost[0]!.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("what a cn() call adds never contradicts the call's first, unconditional classes", () => {
    const problems: string[] = [];
    for (const call of cnCalls) {
      for (const added of call.later) {
        const lost = conflicts(call.first.split(/\s+/), added);
        if (lost.length > 0) problems.push(`${call.where} "${added}": ${lost.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// Building blocks of the legal texts, so one text renders correctly in the modal (nested headings) and on its own page.
import { createContext, useContext, useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { LegalAnchor } from '@client/config/paths';
import { cn } from '@client/lib/cn';

type HeadingLevel = 2 | 3 | 4;

interface DocContextValue {
  /** Level of a document's own section headings: 2 on a standalone page, 4 inside the modal. */
  level: HeadingLevel;
  /** Where a cross-reference to another legal document points. */
  hrefFor: (anchor: LegalAnchor) => string;
  /** True when cross-references are in-page anchors rather than client-side routes. */
  inPage: boolean;
}

const DocContext = createContext<DocContextValue>({
  level: 2,
  hrefFor: (anchor) => `#${anchor}`,
  inPage: true,
});

export const DocProvider = DocContext.Provider;

const headingClasses: Record<HeadingLevel, string> = {
  2: 'mt-8 mb-2 text-xl font-bold text-foreground',
  3: 'mt-5 mb-1 text-[1.05rem] font-semibold text-foreground',
  4: 'mt-8 mb-2 text-lg font-bold text-foreground',
};

/** A numbered or titled part of a legal text, labelled by its heading. */
export function DocSection({ title, children }: { title: string; children: ReactNode }) {
  const { level } = useContext(DocContext);
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className={headingClasses[level]}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A cross-reference to another legal document. */
export function DocLink({ to, children }: { to: LegalAnchor; children: ReactNode }) {
  const { hrefFor, inPage } = useContext(DocContext);
  const href = hrefFor(to);
  return inPage ? <a href={href}>{children}</a> : <Link href={href}>{children}</Link>;
}

export function MailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

/**
 * A request or response example; long lines scroll sideways instead of widening the page, and the block takes
 * keyboard focus so that scrolling works without a mouse.
 */
export function CodeBlock({ label, children }: { label?: string; children: string }) {
  return (
    <figure className="my-4">
      {label && (
        <figcaption className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {label}
        </figcaption>
      )}
      <pre
        tabIndex={0}
        className="overflow-x-auto rounded-lg border bg-muted/70 p-4 text-[0.9375rem] leading-relaxed text-foreground"
      >
        <code className="bg-transparent! p-0!">{children}</code>
      </pre>
    </figure>
  );
}

/** A small two-column table of fields or codes. */
export function DocTable({
  caption,
  head,
  rows,
  className,
}: {
  caption: string;
  head: readonly [string, string];
  rows: readonly (readonly [ReactNode, ReactNode])[];
  className?: string;
}) {
  return (
    <div className={cn('my-4 overflow-x-auto rounded-lg border', className)}>
      <table className="w-full min-w-[18rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {head[0]}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y text-muted-foreground">
          {rows.map(([first, second], index) => (
            <tr key={index}>
              <td className="px-3 py-2 align-top whitespace-nowrap text-foreground">{first}</td>
              <td className="px-3 py-2 align-top">{second}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

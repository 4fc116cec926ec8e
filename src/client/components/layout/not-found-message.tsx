// The one look of "this is not here" (an unknown address, a term or a shared translation that does not exist): an
// icon, a heading that is also the tab's title, a line saying what happened, and the ways on.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@client/lib/use-document-title';

export function NotFoundMessage({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The links onward. */
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-8" aria-hidden />
      </span>
      <h1 className="font-display text-3xl font-extrabold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}

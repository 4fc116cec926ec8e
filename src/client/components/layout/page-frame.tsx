// A page's title block; it also sets the document title.
import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';

export function PageFrame({
  title,
  description,
  icon,
  actions,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  useDocumentTitle(title);
  return (
    <div className={cn('grid gap-6', className)}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <h1 className="flex items-center gap-3 font-display text-2xl font-extrabold tracking-tight sm:text-3xl">
            {icon && <span className="text-primary [&_svg]:size-7">{icon}</span>}
            {title}
          </h1>
          {description && <p className="max-w-2xl text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A friendly empty state for an area whose content is still on its way. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-surface/60 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-7">
        {icon}
      </span>
      <h2 className="text-lg font-bold">{title}</h2>
      {children && <div className="max-w-md text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}

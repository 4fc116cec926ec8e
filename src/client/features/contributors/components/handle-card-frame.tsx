// The "Public handle" card's frame — its title and description — and the card as it is while the reader's handle
// loads. The account page shows that loading card in the card's place until the card's own code is there (it is not
// part of the page's first load, app/routes/dashboard.tsx), and the card shows it while it asks for the handle: so
// the page looks the same whichever comes last.
import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { HANDLE_TEXT as T } from '../handle-text';

export function HandleCardFrame({ children }: { children: ReactNode }) {
  return (
    <Card className="w-full max-w-xl">
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function HandleLoading() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{T.loading}</span>
      <Skeleton className="h-4 w-2/3" aria-hidden />
      <Skeleton className="h-10 w-full" aria-hidden />
      <Skeleton className="h-10 w-32" aria-hidden />
    </div>
  );
}

/** The card while the handle loads. */
export function HandleCardLoading() {
  return (
    <HandleCardFrame>
      <HandleLoading />
    </HandleCardFrame>
  );
}

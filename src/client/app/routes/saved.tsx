// /saved (spec 1 §2 "Saved page"): its own header (back to the translator, theme toggle, sign-in controls).
import { ArrowLeft, Bookmark } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState, useDocumentTitle } from '@client/components/layout/page-frame';
import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { SignInArea } from '@client/features/auth/components/sign-in-area';

export default function SavedRoute() {
  useDocumentTitle('Saved Translations');
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-background/85 backdrop-blur">
        <div className="mx-auto flex max-w-4xl items-center gap-3 px-4 py-3">
          <Link
            href="/"
            className="flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden /> Back to translator
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <ThemeToggle />
            <SignInArea />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
        <h1 className="font-display text-3xl font-extrabold tracking-tight">Saved Translations</h1>
        <EmptyState icon={<Bookmark aria-hidden />} title="Nothing here yet">
          Your saved translations will show here (soon!)
        </EmptyState>
      </main>
    </div>
  );
}

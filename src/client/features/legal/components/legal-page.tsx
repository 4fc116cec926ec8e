// The standalone Privacy Policy and Terms of Service pages (spec 1 §2): own header, back link chosen by ?from=.
import { ArrowLeft } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { Brand } from '@client/components/layout/brand';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { legalLink, paths, type LegalAnchor } from '@client/config/paths';
import { DocProvider } from '../content/doc-parts';
import { LEGAL_TEXT, legalDocument } from '../content/legal-documents';

export type LegalPageDocument = Exclude<LegalAnchor, 'api'>;

const pagePath: Record<LegalPageDocument, string> = {
  privacy: paths.privacyPolicy,
  terms: paths.termsOfService,
};

export function LegalPage({ document }: { document: LegalPageDocument }) {
  const from = new URLSearchParams(useSearch()).get('from');
  const { title, Body } = legalDocument(document);
  useDocumentTitle(title);

  // Visitors who came from the translator go back to it; everyone else goes to the landing page.
  const back =
    from === 'app'
      ? { href: paths.home, label: LEGAL_TEXT.backToApp }
      : { href: paths.landing, label: LEGAL_TEXT.backToHome };
  const query = from ? `?from=${encodeURIComponent(from)}` : '';
  const links = {
    level: 2,
    hrefFor: (anchor: LegalAnchor) =>
      anchor === 'api' ? legalLink('api') : `${pagePath[anchor]}${query}`,
    inPage: false,
  } as const;
  const otherAnchor: LegalPageDocument = document === 'privacy' ? 'terms' : 'privacy';

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-2.5">
          <Brand href={back.href} />
          <ThemeToggle />
        </div>
      </header>

      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:py-12">
        <Link
          href={back.href}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline [&_svg]:size-4"
        >
          <ArrowLeft aria-hidden />
          {back.label}
        </Link>

        <article
          aria-labelledby="legal-document-title"
          className="mt-6 rounded-xl border bg-surface px-5 py-8 text-surface-foreground shadow-[var(--shadow-card)] sm:px-10 sm:py-12"
        >
          <header className="border-b pb-6">
            <p className="text-xs font-bold tracking-widest text-primary uppercase">Legal</p>
            <h1
              id="legal-document-title"
              className="mt-2 font-display text-3xl font-extrabold tracking-tight sm:text-4xl"
            >
              {title}
            </h1>
            <p className="mt-2 text-sm font-medium text-muted-foreground">
              {LEGAL_TEXT.lastUpdated}
            </p>
          </header>
          <div className="prose-doc mt-2 max-w-3xl">
            <DocProvider value={links}>
              <Body />
            </DocProvider>
          </div>
        </article>

        <nav
          aria-label="Related documents"
          className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground"
        >
          <Link href={links.hrefFor(otherAnchor)} className="hover:text-foreground hover:underline">
            {legalDocument(otherAnchor).title}
          </Link>
          <Link href={links.hrefFor('api')} className="hover:text-foreground hover:underline">
            {legalDocument('api').title}
          </Link>
        </nav>
      </main>
    </div>
  );
}

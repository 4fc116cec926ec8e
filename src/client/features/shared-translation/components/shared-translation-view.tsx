// The shared translation page (/s/{id}, issue 26): the before and after with their styles, the slang explained,
// and a way into the translator. An unknown link shows "Translation Not Found", as the server's 404 page does.
import { NotFoundMessage } from '@client/components/layout/not-found-message';
import { ArrowRight, Languages, Lightbulb, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { resolveLanguage } from '@shared/languages';
import type { SharedTranslation } from '@shared/schemas/shares';
import {
  SHARED_TRANSLATION_TEXT as T,
  sharedTranslationTitle,
} from '@shared/shared-translation-page';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { PageLoading } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { useSharedTranslation } from '../api/get-shared-translation';

function TranslateYourOwn() {
  return (
    <Button asChild className="w-fit">
      <Link href={paths.home}>
        <Languages aria-hidden /> {T.translateYourOwn}
      </Link>
    </Button>
  );
}

function SharedTranslationNotFound() {
  return (
    <NotFoundMessage icon={SearchX} title={T.notFound} text={T.notFoundText}>
      <TranslateYourOwn />
    </NotFoundMessage>
  );
}

function Side({
  label,
  code,
  text,
  after,
}: {
  label: string;
  code: string;
  text: string;
  after?: boolean;
}) {
  const language = resolveLanguage(code);
  return (
    <Card
      tinted={after}
      className={cn('grid content-start gap-3 p-5', after && 'border-primary/20 bg-secondary/60')}
    >
      <h2 className="text-sm font-semibold text-primary">
        {label} · <span aria-hidden>{language.flag}</span> {language.name}
      </h2>
      <p
        lang={language.locale}
        dir={language.direction}
        className={cn(
          'whitespace-pre-wrap text-lg leading-relaxed break-words',
          after && 'font-semibold',
        )}
      >
        {text}
      </p>
    </Card>
  );
}

function SharedTranslationView({ share }: { share: SharedTranslation }) {
  useDocumentTitle(sharedTranslationTitle(share));
  const explained = !!share.explanation || share.terms.length > 0;
  return (
    <article className="mx-auto grid max-w-4xl gap-6">
      <h1 className="font-display text-3xl font-extrabold tracking-tight">{T.heading}</h1>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <Side label={T.before} code={share.sourceLanguage} text={share.sourceText} />
        <ArrowRight
          className="size-6 self-center justify-self-center rotate-90 text-primary md:rotate-0"
          aria-hidden
        />
        <Side label={T.after} code={share.targetLanguage} text={share.translatedText} after />
      </div>
      {explained && (
        <section
          aria-labelledby="slang-explained"
          className="grid gap-2 rounded-xl border border-primary/20 bg-secondary/60 p-4 text-sm leading-relaxed text-secondary-foreground"
        >
          <h2 id="slang-explained" className="flex items-center gap-1.5 font-semibold">
            <Lightbulb className="size-4" aria-hidden /> {T.explained}
          </h2>
          {share.explanation && <p dir="auto">{share.explanation}</p>}
          {share.terms.length > 0 && (
            <ul className="grid gap-1">
              {share.terms.map((item) => (
                <li key={item.term}>
                  <strong dir="auto">{item.term}</strong> — {item.meaning}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <TranslateYourOwn />
    </article>
  );
}

export function SharedTranslationPage({ id }: { id: string }) {
  const { data, isPending, isError } = useSharedTranslation(id);
  if (isPending) return <PageLoading />;
  if (isError || !data) return <SharedTranslationNotFound />;
  return <SharedTranslationView share={data} />;
}

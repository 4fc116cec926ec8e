// /suggest-term and /dictionary/suggest (spec 2 §2 "Suggest a Slang Term"): the form, prefilled from the
// address (term, meaning, long, context).
import { ArrowLeft, Lightbulb } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { SUGGEST_TEXT } from '@client/features/slang-submissions/components/submission-text';
import {
  SuggestTermForm,
  suggestionPrefill,
} from '@client/features/slang-submissions/components/suggest-term-form';

export default function SuggestTermRoute() {
  const search = useSearch();
  return (
    <PageFrame
      title={SUGGEST_TEXT.pageTitle}
      icon={<Lightbulb aria-hidden />}
      description={SUGGEST_TEXT.pageDescription}
      actions={
        <Button asChild variant="outline">
          <Link href={paths.dictionary}>
            <ArrowLeft aria-hidden />
            {SUGGEST_TEXT.back}
          </Link>
        </Button>
      }
    >
      <SuggestTermForm key={search} initialValues={suggestionPrefill(search)} />
    </PageFrame>
  );
}

// /suggest-term and /dictionary/suggest (spec 2 §2 "Suggest a Slang Term").
import { Lightbulb } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState, PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';

export default function SuggestTermRoute() {
  return (
    <PageFrame
      title="Suggest a Slang Term"
      icon={<Lightbulb aria-hidden />}
      description="Suggest a new term or a better meaning for one we have. Short meaning, then one to three sentences of explanation."
      actions={
        <Button asChild variant="outline">
          <Link href={paths.dictionary}>Back</Link>
        </Button>
      }
    >
      <EmptyState icon={<Lightbulb aria-hidden />} title="Suggestions open with the dictionary">
        Editors will review every suggestion before it goes live.
      </EmptyState>
    </PageFrame>
  );
}

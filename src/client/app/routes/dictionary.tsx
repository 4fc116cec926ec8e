// /dictionary (spec 2 §2 "Dictionary browser").
import { BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState, PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';

export default function DictionaryRoute() {
  return (
    <PageFrame
      title="Slang Dictionary"
      icon={<BookOpen aria-hidden />}
      description="Browse slang by country and category, with meanings, cultural context and real examples."
      actions={
        <Button asChild variant="outline">
          <Link href="/">Back to Home</Link>
        </Button>
      }
    >
      <EmptyState icon={<BookOpen aria-hidden />} title="The dictionary is being stocked">
        <p>
          American slang comes first, with Spanish and Arabic slang after it. Know a term we should
          have?
        </p>
        <Button asChild className="mt-4">
          <Link href={paths.dictionaryAdd}>Add Slang</Link>
        </Button>
      </EmptyState>
    </PageFrame>
  );
}

// /dictionary/add (spec 2 §2 "Add slang form").
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState, PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';

export default function DictionaryAddRoute() {
  return (
    <PageFrame
      title="Add Slang"
      icon={<Plus aria-hidden />}
      description="Submit a slang term and its meaning. Our editors review every submission before it appears in the dictionary."
      actions={
        <Button asChild variant="outline">
          <Link href={paths.dictionary}>Back</Link>
        </Button>
      }
    >
      <EmptyState icon={<Plus aria-hidden />} title="Submissions open with the dictionary">
        You will be able to submit terms anonymously or signed in.
      </EmptyState>
    </PageFrame>
  );
}

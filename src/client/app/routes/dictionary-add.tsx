// /dictionary/add (spec 2 §2 "Add slang form"): the form, prefilled from ?term=, with who is submitting.
import { ArrowLeft, Plus } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { AddSlangForm } from '@client/features/slang-submissions/components/add-slang-form';
import { ADD_TEXT } from '@client/features/slang-submissions/components/submission-text';

export default function DictionaryAddRoute() {
  const { user, isLoading } = useCurrentUser();
  const initialTerm = new URLSearchParams(useSearch()).get('term');
  return (
    <PageFrame
      title={ADD_TEXT.pageTitle}
      icon={<Plus aria-hidden />}
      description={ADD_TEXT.pageDescription}
      actions={
        <Button asChild variant="outline">
          <Link href={paths.dictionary}>
            <ArrowLeft aria-hidden />
            {ADD_TEXT.back}
          </Link>
        </Button>
      }
    >
      <AddSlangForm
        initialTerm={initialTerm}
        user={isLoading ? undefined : user && { id: user.id, name: user.name ?? user.email }}
      />
    </PageFrame>
  );
}

// /slang/{slug} and its three alias shapes (spec 2 §2 "Term detail"). The server has already put the term in
// the page's HTML for search engines; this renders the interactive page, whose "Practise it" adds the term to the
// person's My slang flashcards (issue 11 item 5), and whose definitions a signed-in reader votes on or adds to
// (issue 28): a visitor is offered the header's sign-in dialog, which brings them back to this page. An admin also
// edits and removes readers' definitions there.
import { useParams } from 'wouter';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { SignInArea } from '@client/features/auth/components/sign-in-area';
import { TermDetail } from '@client/features/dictionary/components/term-detail';
import { useAddToDeck } from '../add-to-deck';

export default function SlangTermRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  const addToDeck = useAddToDeck();
  const { user, isLoading } = useCurrentUser();
  return (
    <TermDetail
      key={slug}
      slug={slug}
      onPractise={addToDeck}
      signedIn={isLoading ? null : !!user}
      isAdmin={!!user?.roles.includes('admin')}
      signInAction={<SignInArea />}
    />
  );
}

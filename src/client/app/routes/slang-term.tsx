// /slang/{slug} and its three alias shapes (spec 2 §2 "Term detail"). The server has already put the term in
// the page's HTML for search engines; this renders the interactive page, whose "Practise it" adds the term to the
// person's My slang flashcards (issue 11 item 5).
import { useParams } from 'wouter';
import { TermDetail } from '@client/features/dictionary/components/term-detail';
import { useAddToDeck } from '../add-to-deck';

export default function SlangTermRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  const addToDeck = useAddToDeck();
  return <TermDetail key={slug} slug={slug} onPractise={addToDeck} />;
}

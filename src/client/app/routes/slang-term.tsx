// /slang/{slug} and its three alias shapes (spec 2 §2 "Term detail"). The server has already put the term in
// the page's HTML for search engines; this renders the interactive page.
import { useParams } from 'wouter';
import { TermDetail } from '@client/features/dictionary/components/term-detail';

export default function SlangTermRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  return <TermDetail key={slug} slug={slug} />;
}

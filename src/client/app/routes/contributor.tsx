// /u/{handle} (issue 28 item 5): a contributor's public page; an unknown handle shows the app's not-found page (the
// server answers it with a 404 too).
import { useParams } from 'wouter';
import { ContributorPage } from '@client/features/contributors/components/contributor-page';
import { NotFoundPage } from '../not-found-page';

export default function ContributorRoute() {
  const { handle = '' } = useParams<{ handle: string }>();
  return <ContributorPage key={handle} handle={handle} notFound={<NotFoundPage />} />;
}

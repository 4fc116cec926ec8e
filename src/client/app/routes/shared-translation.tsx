// /s/{id}: a translation someone shared as a link (issue 26). The server has already put it in the page's HTML
// for link previews; this renders the page in the app.
import { useParams } from 'wouter';
import { SharedTranslationPage } from '@client/features/shared-translation/components/shared-translation-view';

export default function SharedTranslationRoute() {
  const { id = '' } = useParams<{ id: string }>();
  return <SharedTranslationPage key={id} id={id} />;
}

// Sets a page's document title; a module of its own so that the home page, which has no page frame, does not
// carry PageFrame into the first load.
import { useEffect } from 'react';
import { documentTitle } from '@shared/page-title';
import { PREFETCHED_QUERIES_ID } from '@shared/server-render';
import { isOnArrivalPage } from './arrival-page';

/** A page the server rendered, not yet left: its title is the one the server wrote (page-heads.ts, term pages). */
const showsServerTitle = () =>
  isOnArrivalPage() && document.getElementById(PREFETCHED_QUERIES_ID) !== null;

export function useDocumentTitle(title: string) {
  useEffect(() => {
    // The server's title is each page's own, more specific one — the one search engines and link previews read:
    // the browser keeps it on the page it opened, and pages reached inside the app get theirs here.
    if (showsServerTitle()) return;
    document.title = documentTitle(title);
  }, [title]);
}

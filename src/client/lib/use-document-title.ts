// Sets a page's document title; a module of its own so that the home page, which has no page frame, does not
// carry PageFrame into the first load.
import { useEffect } from 'react';
import { documentTitle } from '@shared/page-title';

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

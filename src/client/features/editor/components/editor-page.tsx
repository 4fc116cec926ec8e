// A per-style editor page (spec 2 §2 "Per-style editor pages"): the statistics card, the Add New Slang form
// (toggled by its button or the "a" key, scrolled into view 300 ms after opening), and the style's list with
// search, status filter, sort (most requested, newest, oldest by last change) and pages.
import { Keyboard, Plus, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorPage as EditorPageInfo } from '@shared/roles';
import type { EditorSort } from '@shared/schemas/editor';
import { Button } from '@client/components/ui/button';
import { trackEvent } from '@client/lib/telemetry';
import { styleText } from '../hooks/style-text';
import { useEditorList } from '../hooks/use-editor-list';
import { useKeyShortcut } from '../hooks/use-key-shortcut';
import { ADD_SLANG_TEXT, EDITOR_TEXT } from '../texts';
import { AddSlangForm } from './add-slang-form';
import { EditorFilters } from './editor-filters';
import { EditorStats } from './editor-stats';
import { TranslationList } from './translation-list';

/** Style pages sort by last change (spec 2 §9), or by how often a text was requested. */
export const PAGE_SORTS: readonly EditorSort[] = ['requested', 'newest', 'oldest'];
/** How long after opening the add form scrolls into view (spec 2 §2). */
export const ADD_FORM_SCROLL_DELAY_MS = 300;

function scrollIntoViewGently(element: HTMLElement | null) {
  const reduceMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element?.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
}

export function EditorPage({
  page,
  canLock = false,
}: {
  page: EditorPageInfo;
  /** Admins lock and unlock entries. */
  canLock?: boolean;
}) {
  const list = useEditorList(page.style, 'requested');
  const [adding, setAdding] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setAdding((open) => !open), []);
  useKeyShortcut('a', toggle);

  useEffect(() => {
    if (!adding) return;
    trackEvent('slang_add_open', { targetStyle: page.style });
    const timer = setTimeout(() => scrollIntoViewGently(formRef.current), ADD_FORM_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [adding, page.style]);

  function closeForm() {
    setAdding(false);
    toggleRef.current?.focus();
  }

  return (
    <div className="grid gap-5">
      <EditorStats data={list.query.data} loading={list.query.isPending} />

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          ref={toggleRef}
          variant={adding ? 'secondary' : 'primary'}
          aria-expanded={adding}
          aria-keyshortcuts="a"
          onClick={toggle}
        >
          {adding ? <X aria-hidden /> : <Plus aria-hidden />}
          {ADD_SLANG_TEXT.toggle}
        </Button>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground" aria-hidden>
          <Keyboard className="size-3.5" />
          {ADD_SLANG_TEXT.shortcutHint}
        </p>
      </div>

      {adding && (
        <AddSlangForm
          style={page.style}
          text={styleText(page.style)}
          formRef={formRef}
          onClose={closeForm}
        />
      )}

      <EditorFilters list={list} sorts={PAGE_SORTS} />
      <TranslationList
        list={list}
        loadFailedTitle={EDITOR_TEXT.loadFailed(page.styleName)}
        canLock={canLock}
      />
    </div>
  );
}

// The search dialog (spec 1 §2 "Search dialog") around the search panel, loaded on first use by ./search-entry.tsx.
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { LazyDialogProps } from '@client/components/ui/lazy-dialog';
import { SEARCH_ENTRY_TEXT as T } from '../search-entry-text';
import SearchPanel, { type SearchPanelProps } from './search-panel';

export default function SearchDialog({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
  ...panel
}: LazyDialogProps & SearchPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={contentId}
        onCloseAutoFocus={onCloseAutoFocus}
        layout="palette"
        hideClose
        lazyBody
      >
        <DialogTitle className="sr-only">{T.title}</DialogTitle>
        <DialogDescription className="sr-only">{T.description}</DialogDescription>
        {/* A fresh panel (empty box, recent searches) each time the dialog opens. */}
        {open && <SearchPanel {...panel} />}
      </DialogContent>
    </Dialog>
  );
}

// The Settings dialog (spec 1 §2 "Settings"): opened from the side menu and the avatar menu. Its panel loads
// when it first opens, so the first page only carries this frame.
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import type { Role } from '@shared/roles';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { SETTINGS_TEXT } from './settings-text';

const SettingsPanel = lazy(() => import('./settings-panel'));

export function SettingsDialog({
  open,
  onOpenChange,
  roles,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in user's roles (empty when signed out). */
  roles: readonly Role[];
}) {
  // The dialog has no trigger of its own (menus open it), so it remembers what had focus when it opened
  // (before any focus moves: layout effects run first) and gives focus back there when it closes.
  const returnFocus = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) returnFocus.current = document.activeElement;
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width="md"
        className="max-sm:p-5"
        lazyBody
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const previous = returnFocus.current;
          if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{SETTINGS_TEXT.title}</DialogTitle>
          <DialogDescription>{SETTINGS_TEXT.description}</DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <div className="flex justify-center py-8">
              <Spinner label={SETTINGS_TEXT.loading} />
            </div>
          }
        >
          <SettingsPanel roles={roles} onNavigate={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

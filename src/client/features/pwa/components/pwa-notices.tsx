// What PwaStatus shows once loaded: the offline notice while the browser has no network, and the update prompt while
// a new service worker waits. Not toasts: the toaster shows one at a time and the next toast would replace either,
// and neither may go away by itself (one lasts as long as the network is gone, the other until it is answered).
// The offline notice can be dismissed, though: on a phone it covers the bottom of the screen, and someone studying
// offline (the flashcards work without a network) has read it; it comes back the next time the network goes.
import { RefreshCw, WifiOff, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '@client/components/ui/button';
import {
  getWaitingUpdate,
  setWaitingUpdate,
  subscribeToWaitingUpdate,
} from '../lib/update-prompt-store';
import { PWA_TEXT } from '../texts';

function subscribeToNetwork(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function PwaNotices() {
  const online = useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
  const [dismissed, setDismissed] = useState(false);
  // Back online, a dismissal is forgotten: the next time the network goes, the notice says so again.
  if (online && dismissed) setDismissed(false);
  const activateUpdate = useSyncExternalStore(
    subscribeToWaitingUpdate,
    getWaitingUpdate,
    () => null,
  );
  // The live regions are always there, so a screen reader announces the text that appears in them. Bottom left and
  // clear of the share button's bottom-right corner (16 px + 56 px) on a phone.
  return (
    <div className="pointer-events-none fixed bottom-4 left-4 right-24 z-50 flex flex-col items-start gap-2 sm:right-auto sm:max-w-sm">
      <div role="status">
        {!online && !dismissed && (
          <div className="pointer-events-auto flex items-center gap-2 rounded-lg bg-warning px-4 py-2 text-sm font-semibold text-warning-foreground shadow-xl">
            <WifiOff className="size-4 shrink-0" aria-hidden />
            <p>{PWA_TEXT.offline}</p>
            {/* Not Button's ghost variant: its hover colour is the page's; on the notice a light veil (a class already in the stylesheet). */}
            <button
              type="button"
              className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-primary-foreground/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              aria-label={PWA_TEXT.dismissOffline}
              onClick={() => setDismissed(true)}
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        )}
      </div>
      <div role="status">
        {activateUpdate && (
          <div className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-lg border bg-surface p-4 text-sm text-surface-foreground shadow-xl">
            <p className="font-semibold">{PWA_TEXT.updateAvailable}</p>
            <div className="flex gap-2">
              <Button size="sm" onClick={activateUpdate}>
                <RefreshCw aria-hidden />
                {PWA_TEXT.reload}
              </Button>
              {/* The new version then starts when every SlangBridge tab has closed, or at the next visit's prompt. */}
              <Button size="sm" variant="ghost" onClick={() => setWaitingUpdate(null)}>
                {PWA_TEXT.later}
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

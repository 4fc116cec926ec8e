// The daily slang popup (spec 1 §2 "Dialogs", §4 "Daily slang popup"; issue 12 item 3). When it shows and what
// closing it records: hooks/use-daily-slang-popup.ts. The dialog itself (daily-slang-dialog.tsx, with Radix's
// dialog) loads when the popup first opens: most pages never show it, and every chunk a page fetches while it
// loads costs main-thread time of its own (docs/performance.md).
import { lazy, Suspense, useState } from 'react';
import { useDailySlangPopup } from '../hooks/use-daily-slang-popup';

const DailySlangDialog = lazy(() => import('./daily-slang-dialog'));
const currentTime = () => new Date();

export function DailySlangPopup({ now = currentTime }: { now?: () => Date }) {
  const popup = useDailySlangPopup(now);
  // Mounted from its first opening on, so it closes with its animation.
  const [opened, setOpened] = useState(false);
  if (popup.open && !opened) setOpened(true);
  const { slang } = popup;
  if (!slang || !opened) return null;
  return (
    <Suspense fallback={null}>
      <DailySlangDialog {...popup} slang={slang} />
    </Suspense>
  );
}

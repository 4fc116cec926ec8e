// The installable app's notices, for the app layout: "you're offline" and "a new version is available". Only this
// file is in the first load; the notices come in a chunk of their own once the page is idle (the service worker has
// precached it by the time the network goes). Nothing runs on the server: the first render is empty.
import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '@client/lib/after-first-paint';

export function PwaStatus() {
  const [Notices, setNotices] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      afterFirstPaint(() => {
        void import('../lib/pwa-runtime').then((module) => setNotices(() => module.PwaNotices));
      }),
    [],
  );
  return Notices && <Notices />;
}

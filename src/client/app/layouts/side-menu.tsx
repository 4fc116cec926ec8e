// The side menu (spec 1 §2): the header shows its button; the panel (./side-menu-panel.tsx, with Radix's dialog)
// loads on first use, fetched as the visitor heads for the button.
import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@client/components/ui/button';
import { useLazyDialog } from '@client/components/ui/lazy-dialog';

const loadPanel = () => import('./side-menu-panel');
const SideMenuPanel = lazy(loadPanel);

export function SideMenu({ onOpenSettings }: { onOpenSettings?: () => void }) {
  const menu = useLazyDialog(loadPanel);
  return (
    <>
      <Button variant="ghost" size="icon-sm" aria-label="Open menu" {...menu.triggerProps}>
        <Menu aria-hidden />
      </Button>
      {menu.mounted && (
        <Suspense fallback={null}>
          <SideMenuPanel {...menu.dialogProps} onOpenSettings={onOpenSettings} />
        </Suspense>
      )}
    </>
  );
}

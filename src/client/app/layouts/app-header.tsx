// The header (spec 1 §2): brand, streak badge, About Us, slang search, Add Slang, 'Suggest a fix', sign-in area,
// and for a signed-in learner the offline study notice (its own row, when offline or ratings wait to sync).
// It also owns the Settings dialog, which the side menu and the avatar menu open; it loads when first opened.
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Brand } from '@client/components/layout/brand';
import { StreakBadge } from '@client/components/layout/streak-badge';
import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { SignInArea } from '@client/features/auth/components/sign-in-area';
import { useMoveLocalFlashcardsOnSignIn } from '@client/features/flashcards/hooks/use-move-local-flashcards';
import { ReviewSyncStatus } from '@client/features/flashcards/offline/review-sync-status';
import { useVisitStreakSync } from '../visit-streak-tracker';
import { SearchEntry } from '@client/features/search/components/search-entry';
import { SideMenu } from './side-menu';

const SettingsDialog = lazy(() =>
  import('@client/features/settings/components/settings-dialog').then((module) => ({
    default: module.SettingsDialog,
  })),
);

export function AppHeader() {
  const { user } = useCurrentUser();
  // A session appearing moves an anonymous visitor's flashcards into the account (loaded only when there are any).
  useMoveLocalFlashcardsOnSignIn(!!user);
  useVisitStreakSync(user?.id ?? null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Rendered from its first opening on (it has no trigger of its own to fetch it ahead).
  const [settingsMounted, setSettingsMounted] = useState(false);
  const openSettings = () => {
    setSettingsMounted(true);
    setSettingsOpen(true);
  };
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      {/* Below 440 px the spacing tightens so that menu, brand name, streak and account fit on one row. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2.5 max-[439px]:gap-x-1.5 max-[439px]:px-2 sm:gap-x-3 sm:px-4">
        <SideMenu onOpenSettings={openSettings} />
        <Brand compact />
        <StreakBadge />
        <Link
          href={paths.about}
          className="hidden text-sm font-medium text-muted-foreground hover:text-foreground md:inline"
        >
          About Us
        </Link>
        {/* Below 768 px the search row wraps under the brand row; from 768 px it sits between them. */}
        <div className="ml-auto flex items-center gap-2 max-[439px]:gap-1.5 md:order-last md:ml-0">
          <ThemeToggle />
          <SignInArea onOpenSettings={openSettings} />
        </div>
        <div className="order-last flex w-full items-center gap-2 md:order-none md:w-auto md:flex-1 md:justify-end">
          <div className="min-w-0 flex-1 md:flex-none">
            <SearchEntry />
          </div>
          <Button asChild variant="secondary" size="sm" className="max-sm:size-9 max-sm:px-0">
            <Link href={paths.dictionaryAdd} aria-label="Add Slang">
              <Plus aria-hidden /> <span className="max-sm:sr-only">Add Slang</span>
            </Link>
          </Button>
          <Link
            href={paths.dictionarySuggest}
            className="whitespace-nowrap text-sm font-medium text-primary hover:underline"
          >
            Suggest a fix
          </Link>
        </div>
      </div>
      {/* "Offline — your progress will sync": ratings made offline wait on the device (issue 29 item 3). */}
      {user && <ReviewSyncStatus owner={user.id} />}
      {settingsMounted && (
        <Suspense fallback={null}>
          <SettingsDialog
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            roles={user?.roles ?? []}
          />
        </Suspense>
      )}
    </header>
  );
}

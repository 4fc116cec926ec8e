// The side menu's panel (spec 1 §2): About Us (mobile only), Dictionary, Flashcards, Settings, and Editor Access
// by role. Loaded on first use by ./side-menu.tsx.
import {
  BookOpen,
  Info,
  Layers,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  SquarePen,
} from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { EDITOR_PAGES, hasRole } from '@shared/roles';
import { Badge } from '@client/components/ui/badge';
import type { LazyDialogProps } from '@client/components/ui/lazy-dialog';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
} from '@client/components/ui/sheet';
import { paths } from '@client/config/paths';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';

const itemClasses =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted [&_svg]:size-4 [&_svg]:text-primary';

function MenuLink({
  href,
  icon,
  children,
  className,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SheetClose asChild>
      <Link href={href} className={`${itemClasses} ${className ?? ''}`}>
        {icon}
        {children}
      </Link>
    </SheetClose>
  );
}

export default function SideMenuPanel({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
  onOpenSettings,
}: LazyDialogProps & { onOpenSettings?: () => void }) {
  const { user } = useCurrentUser();
  const roles = user?.roles ?? [];
  const isAdmin = roles.includes('admin');
  const editorPages = EDITOR_PAGES.filter((page) => hasRole(roles, page.role));
  // Settings opens once the menu has closed and handed focus back to its button, so that closing the
  // dialog later returns focus there too.
  const settingsChosen = useRef(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={contentId}
        aria-describedby="side-menu-description"
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus(event);
          if (!settingsChosen.current) return;
          settingsChosen.current = false;
          onOpenSettings?.();
        }}
      >
        <SheetTitle className="px-3 pt-1 text-base font-bold">Menu</SheetTitle>
        <SheetDescription id="side-menu-description" className="sr-only">
          Site navigation
        </SheetDescription>
        <nav className="mt-2 grid gap-1" aria-label="Main">
          <MenuLink href={paths.about} icon={<Info aria-hidden />} className="md:hidden">
            About Us
          </MenuLink>
          <MenuLink href={paths.dictionary} icon={<BookOpen aria-hidden />}>
            Dictionary
          </MenuLink>
          <MenuLink href={paths.flashcards} icon={<Layers aria-hidden />}>
            Flashcards
          </MenuLink>
          {onOpenSettings && (
            <button
              type="button"
              className={`${itemClasses} w-full cursor-pointer text-left`}
              onClick={() => {
                settingsChosen.current = true;
                onOpenChange(false);
              }}
            >
              <Settings aria-hidden />
              Settings
            </button>
          )}
        </nav>
        {roles.length > 0 && (
          <section className="mt-4 border-t pt-4" aria-labelledby="editor-access-heading">
            <h3
              id="editor-access-heading"
              className="flex items-center gap-2 px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
            >
              Editor Access {isAdmin && <Badge variant="accent">Admin</Badge>}
            </h3>
            <nav className="grid gap-1" aria-label="Editor tools">
              {isAdmin && (
                <>
                  <MenuLink href={paths.adminEditor} icon={<ShieldCheck aria-hidden />}>
                    Editor Console
                  </MenuLink>
                  <MenuLink href={paths.adminDictionary} icon={<BookOpen aria-hidden />}>
                    Dictionary Manager
                  </MenuLink>
                  <MenuLink href={paths.adminSubmissions} icon={<SquarePen aria-hidden />}>
                    User Submissions
                  </MenuLink>
                  <MenuLink href={paths.adminReviewQueue} icon={<ShieldCheck aria-hidden />}>
                    Review Queue
                  </MenuLink>
                  <MenuLink href={paths.adminSettings} icon={<SlidersHorizontal aria-hidden />}>
                    Site Settings
                  </MenuLink>
                </>
              )}
              {editorPages.map((page) => (
                <MenuLink key={page.path} href={page.path} icon={<SquarePen aria-hidden />}>
                  {page.label}
                </MenuLink>
              ))}
            </nav>
          </section>
        )}
      </SheetContent>
    </Sheet>
  );
}

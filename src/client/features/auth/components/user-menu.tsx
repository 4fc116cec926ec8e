// The signed-in user's avatar menu (spec 1 §2): dashboard, settings and sign-out, which returns to '/'.
// Manage-account is hidden.
import { Loader2, LogOut, Settings, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@client/config/paths';
import type { CurrentUser } from '../api/get-current-user';
import { useSignOut } from '../api/sign-out';

function initials(user: CurrentUser) {
  const source = user.firstName ?? user.name ?? user.email;
  return source.slice(0, 1).toUpperCase();
}

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 outline-none data-[highlighted]:bg-muted data-[disabled]:cursor-default data-[disabled]:opacity-60 [&_svg]:size-4 [&_svg]:text-muted-foreground';

export default function UserMenu({
  user,
  onOpenSettings,
  focusTrigger = false,
}: {
  user: CurrentUser;
  onOpenSettings?: (() => void) | undefined;
  /** Move focus to the avatar (right after signing in through the modal). */
  focusTrigger?: boolean;
}) {
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  // Settings opens once the menu has closed and handed focus back to the avatar, so that closing the
  // dialog later returns focus there too.
  const settingsChosen = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          ref={trigger}
          type="button"
          aria-label={`Account menu for ${user.email}`}
          className="flex size-9 cursor-pointer items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-bold text-primary-foreground ring-2 ring-transparent hover:ring-primary/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {user.image ? (
            <img src={user.image} alt="" className="size-full object-cover" />
          ) : (
            initials(user)
          )}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onCloseAutoFocus={() => {
            if (!settingsChosen.current) return;
            settingsChosen.current = false;
            onOpenSettings?.();
          }}
          className="z-50 min-w-52 max-w-[calc(100vw-1.5rem)] rounded-lg border bg-surface p-1.5 text-sm text-surface-foreground shadow-xl animate-fade-in"
        >
          <div className="px-2.5 py-2">
            <p className="font-semibold">{user.firstName ?? user.name ?? 'User'}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item onSelect={() => navigate(paths.dashboard)} className={itemClasses}>
            <UserRound aria-hidden /> Dashboard
          </DropdownMenu.Item>
          {onOpenSettings && (
            <DropdownMenu.Item
              onSelect={() => {
                settingsChosen.current = true;
              }}
              className={itemClasses}
            >
              <Settings aria-hidden /> Settings
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            // The menu stays open (with a spinner) until the session has ended.
            onSelect={(event) => {
              event.preventDefault();
              if (!signOut.isPending) signOut.mutate();
            }}
            className={itemClasses}
          >
            {signOut.isPending ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <LogOut aria-hidden />
            )}{' '}
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

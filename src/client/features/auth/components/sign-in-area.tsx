// The header's sign-in area (spec 1 §2): a disabled 'Loading...' button while auth loads, 'Sign In' when
// signed out, the avatar menu when signed in (sign-out returns to '/'; manage-account is hidden).
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { apiRequest } from '@client/lib/api-client';
import { currentUserQueryOptions, useCurrentUser, type CurrentUser } from '../api/get-current-user';

export function SignInArea() {
  const { user, isLoading } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (isLoading) {
    return (
      <Button variant="outline" size="sm" disabled>
        Loading...
      </Button>
    );
  }
  if (user) return <UserMenu user={user} />;
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Sign In
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Sign in to SlangBridge</DialogTitle>
            <DialogDescription>
              An account keeps your translation history, saved translations and flashcard progress on every
              device. Everything else works without one.
            </DialogDescription>
          </DialogHeader>
          <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
            Account sign-up opens soon. Until then you can translate, browse the dictionary and study flashcards
            without signing in.
          </p>
        </DialogContent>
      </Dialog>
    </>
  );
}

function initials(user: CurrentUser) {
  const source = user.firstName ?? user.name ?? user.email;
  return source.slice(0, 1).toUpperCase();
}

function UserMenu({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const signOut = async () => {
    await apiRequest('POST', '/api/auth/logout').catch(() => undefined);
    queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
    navigate('/');
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={`Account menu for ${user.email}`}
          className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-bold text-primary-foreground ring-2 ring-transparent hover:ring-primary/30"
        >
          {user.image ? <img src={user.image} alt="" className="size-full object-cover" /> : initials(user)}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-lg border bg-surface p-1.5 text-sm shadow-xl animate-fade-in"
        >
          <div className="px-2.5 py-2">
            <p className="font-semibold">{user.firstName ?? user.name ?? 'User'}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            onSelect={() => navigate('/dashboard')}
            className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 outline-none data-[highlighted]:bg-muted"
          >
            <UserRound className="size-4" aria-hidden /> Dashboard
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => void signOut()}
            className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 outline-none data-[highlighted]:bg-muted"
          >
            <LogOut className="size-4" aria-hidden /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

// The signed-in user's avatar menu (spec 1 §2): dashboard and sign-out, which returns to '/'.
// Manage-account is hidden.
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import { apiRequest } from '@client/lib/api-client';
import { currentUserQueryOptions, type CurrentUser } from '../api/get-current-user';

function initials(user: CurrentUser) {
  const source = user.firstName ?? user.name ?? user.email;
  return source.slice(0, 1).toUpperCase();
}

export default function UserMenu({ user }: { user: CurrentUser }) {
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

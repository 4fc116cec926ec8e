import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/roles';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { AppHeader } from './app-header';

function signedInAs(roles: Role[] | null) {
  stubFetch((url) =>
    url === '/api/auth/me' && roles
      ? {
          status: 200,
          body: {
            user: {
              id: 'u1',
              name: 'Eve Editor',
              firstName: 'Eve',
              email: 'eve@example.com',
              image: null,
              createdAt: '2026-01-02T10:00:00.000Z',
              roles,
            },
          },
        }
      : { status: 401, body: { error: 'Sign in required.', code: 'UNAUTHORIZED' } },
  );
}

async function openSideMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('the header wiring of Settings and Editor Access', () => {
  it('opens Settings from the side menu, for visitors too', async () => {
    signedInAs(null);
    renderWithProviders(<AppHeader />);
    await screen.findByRole('button', { name: 'Sign In' });
    const menu = await openSideMenu();
    expect(within(menu).queryByText('Editor Access')).toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: 'Settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Settings' });
    expect(
      await within(settings).findByRole('switch', { name: 'Daily Slang teaser' }),
    ).toBeChecked();
    expect(within(settings).queryByText('Editor tools')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });

  it("lists an editor's pages in the side menu and opens Settings from the avatar menu", async () => {
    signedInAs(['english_genz_editor']);
    renderWithProviders(<AppHeader />);
    const avatar = await screen.findByRole('button', { name: 'Account menu for eve@example.com' });
    const menu = await openSideMenu();
    expect(within(menu).getByText('Editor Access')).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'English Gen-Z Editor' })).toHaveAttribute(
      'href',
      '/editor/english-genz',
    );
    expect(within(menu).queryByRole('link', { name: 'Editor Console' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(avatar);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Settings' });
    expect(
      await within(settings).findByRole('link', { name: 'Open Editor Console' }),
    ).toHaveAttribute('href', '/editor/english-genz');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(avatar).toHaveFocus());
  });

  it('gives an admin the Editor Console and Dictionary Manager', async () => {
    signedInAs(['admin']);
    renderWithProviders(<AppHeader />);
    await screen.findByRole('button', { name: 'Account menu for eve@example.com' });
    const menu = await openSideMenu();
    expect(within(menu).getByRole('link', { name: 'Editor Console' })).toHaveAttribute(
      'href',
      '/admin/editor',
    );
    expect(within(menu).getByRole('link', { name: 'Dictionary Manager' })).toHaveAttribute(
      'href',
      '/admin/dictionary',
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Settings' });
    expect(
      await within(settings).findByRole('link', { name: 'Open Editor Console' }),
    ).toHaveAttribute('href', '/admin/editor');
    expect(within(settings).getByRole('link', { name: 'Dictionary Manager' })).toHaveAttribute(
      'href',
      '/admin/dictionary',
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/roles';
import { dailyTeaserStore } from '@client/lib/daily-teaser-settings';
import { renderWithProviders } from '@client/test/render';
import { SettingsDialog } from './settings-dialog';
import { SETTINGS_TEXT } from './settings-text';

function Harness({ roles }: { roles: Role[] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <SettingsDialog open={open} onOpenChange={setOpen} roles={roles} />
    </>
  );
}

async function openSettings(roles: Role[] = [], path = '/') {
  const result = renderWithProviders(<Harness roles={roles} />, { path });
  const dialog = await screen.findByRole('dialog', { name: SETTINGS_TEXT.title });
  await within(dialog).findByRole('switch', { name: SETTINGS_TEXT.teaserLabel });
  return { ...result, dialog };
}

describe('SettingsDialog', () => {
  it('has the Daily Slang teaser switch, on by default, and no editor tools without a role', async () => {
    const { dialog } = await openSettings([]);
    const teaser = within(dialog).getByRole('switch', { name: SETTINGS_TEXT.teaserLabel });
    expect(teaser).toBeChecked();
    await waitFor(() => expect(teaser).toHaveFocus());
    expect(within(dialog).queryByText(SETTINGS_TEXT.editorHeading)).toBeNull();
    expect(
      within(dialog).queryByRole('link', { name: SETTINGS_TEXT.openEditorConsole }),
    ).toBeNull();
  });

  it('keeps the teaser switch in localStorage across visits', async () => {
    const { dialog, unmount } = await openSettings([]);
    await userEvent.click(within(dialog).getByRole('switch', { name: SETTINGS_TEXT.teaserLabel }));
    expect(
      within(dialog).getByRole('switch', { name: SETTINGS_TEXT.teaserLabel }),
    ).not.toBeChecked();
    expect(JSON.parse(localStorage.getItem(dailyTeaserStore.key) ?? 'null')).toEqual({
      teaserDismissed: false,
      lastSeenDate: null,
      settingEnabled: false,
    });
    unmount();

    const again = await openSettings([]);
    const teaser = within(again.dialog).getByRole('switch', { name: SETTINGS_TEXT.teaserLabel });
    expect(teaser).not.toBeChecked();
    await userEvent.click(teaser);
    expect(dailyTeaserStore.read().settingEnabled).toBe(true);
  });

  it('sends an editor to their first editor page, without the Dictionary Manager', async () => {
    const { dialog } = await openSettings(['persian_slang_editor', 'spanish_genz_editor']);
    expect(within(dialog).getByText(SETTINGS_TEXT.editorHeading)).toBeVisible();
    expect(
      within(dialog).getByRole('link', { name: SETTINGS_TEXT.openEditorConsole }),
    ).toHaveAttribute('href', '/editor/spanish-genz');
    expect(
      within(dialog).queryByRole('link', { name: SETTINGS_TEXT.dictionaryManager }),
    ).toBeNull();
  });

  it('sends an admin to the editor console and offers the Dictionary Manager', async () => {
    const { dialog } = await openSettings(['admin']);
    expect(
      within(dialog).getByRole('link', { name: SETTINGS_TEXT.openEditorConsole }),
    ).toHaveAttribute('href', '/admin/editor');
    expect(
      within(dialog).getByRole('link', { name: SETTINGS_TEXT.dictionaryManager }),
    ).toHaveAttribute('href', '/admin/dictionary');
  });

  it('closes when an editor tool is opened', async () => {
    const { dialog, location } = await openSettings(['english_genz_editor']);
    await userEvent.click(
      within(dialog).getByRole('link', { name: SETTINGS_TEXT.openEditorConsole }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history?.at(-1)).toBe('/editor/english-genz');
  });
});

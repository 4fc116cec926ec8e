import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguagePicker } from './language-picker';

// Isolated: the menu's module must not be loaded yet. It arrives only when the test lets it: what is typed before is in the stand-in's filter box.
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
vi.mock('./language-menu', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

describe('LanguagePicker while its menu loads', () => {
  it('shows a focused filter box at once, and the menu starts with what was typed in it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LanguagePicker value="standard_english" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'From Standard English' }));
    const standIn = screen.getByRole('searchbox', { name: 'Filter languages' });
    expect(document.activeElement).toBe(standIn);
    expect(screen.queryByRole('group', { name: 'Translate from' })).toBeNull();
    await user.keyboard('briti');
    expect(standIn).toHaveValue('briti');
    arrive();
    const menu = await screen.findByRole('group', { name: 'Translate from' });
    const filter = within(menu).getByRole('searchbox', { name: 'Filter languages' });
    expect(filter).toHaveValue('briti');
    expect(document.activeElement).toBe(filter);
    await user.keyboard('sh{Enter}');
    expect(onChange).toHaveBeenCalledWith('british_english');
  });
});

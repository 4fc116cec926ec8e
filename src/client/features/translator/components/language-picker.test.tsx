import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_OPTIONS } from '@shared/languages';
import { LanguagePicker } from './language-picker';

/** Opens the picker whose menu is labelled `label` ('Translate from' or 'Translate to') and returns the menu. */
const open = async (label: 'Translate from' | 'Translate to') => {
  await userEvent.click(
    screen.getByRole('button', {
      name: new RegExp(`^${label === 'Translate from' ? 'From' : 'To'} `),
    }),
  );
  return screen.getByRole('group', { name: label });
};

describe('LanguagePicker', () => {
  it('shows the first option of the flattened list for an unknown code', () => {
    render(<LanguagePicker value="klingon" onChange={() => undefined} />);
    expect(
      screen.getByRole('button', { name: `From ${LANGUAGE_OPTIONS[0]!.name}` }),
    ).toBeInTheDocument();
  });

  it('opens on the current group, expands and collapses groups, and reports the chosen code', async () => {
    const onChange = vi.fn();
    render(<LanguagePicker value="gen_z_english" onChange={onChange} variant="target" />);
    const menu = await open('Translate to');
    expect(within(menu).getByRole('button', { name: /^Gen Z English/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(document.activeElement).toBe(
      within(menu).getByRole('button', { name: /^Gen Z English/ }),
    );
    const spanish = within(menu).getByRole('button', { name: 'Spanish' });
    expect(spanish).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(spanish);
    expect(spanish).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(menu).getByRole('button', { name: /^Rioplatense Spanish/ }));
    expect(onChange).toHaveBeenCalledWith('rioplatense_spanish');
    expect(screen.queryByRole('group', { name: 'Translate to' })).toBeNull();
    // The choice returns focus to the picker's button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^To / }));
  });

  it('lists the Coming soon groups as disabled, without options', async () => {
    render(<LanguagePicker value="standard_english" onChange={() => undefined} />);
    const menu = await open('Translate from');
    const korean = within(menu).getByRole('button', { name: /Korean/ });
    expect(korean).toBeDisabled();
    expect(korean).toHaveTextContent('Coming soon');
  });

  it('moves between items with the arrow keys and closes on Escape', async () => {
    render(<LanguagePicker value="standard_english" onChange={() => undefined} />);
    const menu = await open('Translate from');
    const items = within(menu)
      .getAllByRole('button')
      .filter((item) => !item.hasAttribute('disabled'));
    const start = items.indexOf(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[start + 1]);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Translate from' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^From / }));
  });

  it('closes when the pointer goes down outside', async () => {
    render(
      <div>
        <LanguagePicker value="standard_english" onChange={() => undefined} />
        <p>elsewhere</p>
      </div>,
    );
    await open('Translate from');
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('group', { name: 'Translate from' })).toBeNull();
  });

  it('opens upwards when there is more room above the button than below', async () => {
    render(<LanguagePicker value="standard_english" onChange={() => undefined} />);
    const trigger = screen.getByRole('button', { name: /^From / });
    const bottom = window.innerHeight - 20;
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: bottom - 48, width: 300, height: 48 }),
    );
    const menu = await open('Translate from');
    expect(menu.className).toContain('bottom-full');
    await userEvent.click(trigger);
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 100, width: 300, height: 48 }),
    );
    expect((await open('Translate from')).className).toContain('top-full');
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_OPTIONS } from '@shared/languages';
import { LanguagePicker } from './language-picker';

/**
 * Opens the picker whose menu is labelled `label` ('Translate from' or 'Translate to') and returns the menu, once
 * its lazily loaded code is there.
 */
const open = async (label: 'Translate from' | 'Translate to') => {
  await userEvent.click(
    screen.getByRole('button', {
      name: new RegExp(`^${label === 'Translate from' ? 'From' : 'To'} `),
    }),
  );
  return screen.findByRole('group', { name: label });
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
    // Focus goes to the filter box at the top of the menu.
    expect(document.activeElement).toBe(
      within(menu).getByRole('searchbox', { name: 'Filter languages' }),
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

  it('moves from the filter box through the items with the arrow keys, Home and End, and closes on Escape', async () => {
    render(<LanguagePicker value="standard_english" onChange={() => undefined} />);
    const menu = await open('Translate from');
    const filter = within(menu).getByRole('searchbox', { name: 'Filter languages' });
    const items = within(menu)
      .getAllByRole('button')
      .filter((item) => !item.hasAttribute('disabled'));
    fireEvent.keyDown(filter, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(items.at(-1));
    // Past the last item comes the filter box again, and above it the last item.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(filter);
    fireEvent.keyDown(filter, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items.at(-1));
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

  describe('type-to-filter', () => {
    const optionNames = (menu: HTMLElement) =>
      within(menu)
        .queryAllByRole('button')
        .filter((button) => button.hasAttribute('data-code'))
        .map((button) => button.getAttribute('data-code'));
    const groupNames = (menu: HTMLElement) =>
      within(menu)
        .queryAllByRole('button')
        .filter((button) => !button.hasAttribute('data-code'))
        .map((button) => button.textContent);

    it('matches names, codes and native names, ignoring case and accents, and opens every matching group', async () => {
      const user = userEvent.setup();
      render(<LanguagePicker value="standard_english" onChange={() => undefined} />);
      const menu = await open('Translate from');
      const filter = within(menu).getByRole('searchbox', { name: 'Filter languages' });
      await user.type(filter, 'gen z');
      // Spain Gen Z and Russian Gen Z open although their groups were collapsed; other groups are hidden.
      expect(optionNames(menu)).toEqual(['gen_z_english', 'spain_genz', 'russian_genz']);
      expect(groupNames(menu)).toEqual(['🇺🇸English', '🇪🇸Spanish', '🇷🇺Russian']);
      await user.clear(filter);
      await user.type(filter, 'ESPANOL');
      expect(optionNames(menu)).toEqual(['spanish', 'spain_genz', 'rioplatense_spanish']);
      await user.clear(filter);
      await user.type(filter, 'русскии');
      expect(optionNames(menu)).toEqual(['russian', 'russian_genz']);
      await user.clear(filter);
      await user.type(filter, 'business_en');
      expect(optionNames(menu)).toEqual(['business_en']);
      await user.clear(filter);
      await user.type(filter, 'Français');
      expect(optionNames(menu)).toEqual(['french']);
      // A 'Coming soon' language can be found too, still disabled.
      await user.clear(filter);
      await user.type(filter, 'kor');
      expect(within(menu).getByRole('button', { name: /Korean/ })).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent('0 styles match.');
    });

    it('shows an empty state when nothing matches, and the whole list again when the filter is cleared', async () => {
      const user = userEvent.setup();
      render(<LanguagePicker value="standard_english" onChange={() => undefined} />);
      const menu = await open('Translate from');
      const filter = within(menu).getByRole('searchbox', { name: 'Filter languages' });
      await user.type(filter, 'klingon');
      // On screen once (aria-hidden: screen readers hear the status region instead).
      expect(
        within(menu).getByText('No languages match', { selector: 'p[aria-hidden]' }),
      ).toBeInTheDocument();
      expect(within(menu).queryAllByRole('button')).toEqual([]);
      expect(screen.getByRole('status')).toHaveTextContent('No languages match');
      await user.clear(filter);
      expect(groupNames(menu)).toHaveLength(13);
      expect(screen.getByRole('status')).toHaveTextContent('');
    });

    it('chooses the first match with Enter, and announces it', async () => {
      const onChange = vi.fn();
      const user = userEvent.setup();
      render(<LanguagePicker value="standard_english" onChange={onChange} variant="target" />);
      const menu = await open('Translate to');
      await user.keyboard('rio');
      expect(screen.getByRole('status')).toHaveTextContent(
        '1 style matches. Enter chooses Rioplatense Spanish.',
      );
      await user.keyboard('{Enter}');
      expect(onChange).toHaveBeenCalledWith('rioplatense_spanish');
      expect(menu).not.toBeInTheDocument();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^To / }));
    });

    it('keeps typing in the filter box when a key is pressed on an item, and keeps arrow keys on the matches', async () => {
      const user = userEvent.setup();
      render(<LanguagePicker value="standard_english" onChange={() => undefined} />);
      const menu = await open('Translate from');
      const filter = within(menu).getByRole('searchbox', { name: 'Filter languages' });
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).not.toBe(filter);
      await user.keyboard('pers');
      expect(document.activeElement).toBe(filter);
      expect(filter).toHaveValue('pers');
      expect(optionNames(menu)).toEqual(['standard_persian', 'persian_slang']);
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(document.activeElement).toHaveAttribute('data-code', 'persian_slang');
      await user.keyboard('{Backspace}');
      expect(filter).toHaveValue('per');
      expect(document.activeElement).toBe(filter);
    });

    it('starts empty on every opening', async () => {
      const user = userEvent.setup();
      render(<LanguagePicker value="standard_english" onChange={() => undefined} />);
      await open('Translate from');
      await user.keyboard('xyz{Escape}');
      const menu = await open('Translate from');
      expect(within(menu).getByRole('searchbox', { name: 'Filter languages' })).toHaveValue('');
    });
  });

  describe('styles that cannot be chosen', () => {
    const onlyEnglish = (code: string) =>
      LANGUAGE_OPTIONS.find((option) => option.code === code)?.language === 'en';

    it('lists them marked and aria-disabled, and ignores a click or Enter on them', async () => {
      const onChange = vi.fn();
      const user = userEvent.setup();
      render(
        <LanguagePicker
          value="gen_z_english"
          onChange={onChange}
          variant="target"
          isAvailable={onlyEnglish}
          unavailableNote="Only English styles for now."
        />,
      );
      const menu = await open('Translate to');
      // The note shows only while a marked style is in the list (the English group is open now).
      expect(within(menu).queryByText('Only English styles for now.')).toBeNull();
      await user.keyboard('spanish');
      const spanish = within(menu).getByRole('button', { name: /^Spanish Standard Spanish/ });
      expect(spanish).toHaveAttribute('aria-disabled', 'true');
      // The reason is part of the option's accessible name.
      expect(spanish).toHaveAccessibleName(/Not available yet$/);
      expect(spanish).toHaveAccessibleDescription('Only English styles for now.');
      await user.click(spanish);
      expect(onChange).not.toHaveBeenCalled();
      expect(menu).toBeInTheDocument();
      // Enter in the filter has no match it could choose.
      await user.click(within(menu).getByRole('searchbox', { name: 'Filter languages' }));
      await user.keyboard('{Enter}');
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent('3 styles match.');
      expect(screen.getByRole('status')).not.toHaveTextContent('Enter chooses');
      // Reachable with the arrow keys (so screen-reader users find them), still not choosable.
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(document.activeElement).toHaveAttribute('data-code', 'spanish');
      expect(onChange).not.toHaveBeenCalled();
      // Enter picks the first match that can be chosen.
      await user.clear(within(menu).getByRole('searchbox', { name: 'Filter languages' }));
      await user.keyboard('en');
      await user.keyboard('{Enter}');
      expect(onChange).toHaveBeenCalledWith('standard_english');
    });

    it('opens on a group the visitor can choose from when the current choice cannot be chosen', async () => {
      render(
        <LanguagePicker
          value="spanish"
          onChange={() => undefined}
          variant="target"
          isAvailable={onlyEnglish}
        />,
      );
      const menu = await open('Translate to');
      expect(within(menu).getByRole('button', { name: 'English' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(within(menu).getByRole('button', { name: /^Spanish Standard/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
  });
});

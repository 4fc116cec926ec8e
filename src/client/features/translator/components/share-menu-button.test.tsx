import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToast } from '@client/components/ui/toast';
import { renderWithProviders } from '@client/test/render';
import type { TranslatorPrefill } from '../lib/prefill-link';
import { ShareMenuButton } from './share-menu-button';
import { SHARE_BUTTON_TEXT } from './share-menu-text';

const prefill: TranslatorPrefill = {
  input: 'That party was amazing',
  output: 'That party was bussin fr',
  source: 'standard_english',
  target: 'gen_z_english',
};

beforeAll(async () => {
  await import('@client/components/ui/toast-viewport');
});
afterEach(() => dismissToast());

describe('a share button whose menu loads on first use', () => {
  it('is the menu button on the first load, with no menu in the page', () => {
    renderWithProviders(<ShareMenuButton kind="translation" text="bussin" prefill={prefill} />);
    const button = screen.getByRole('button', { name: SHARE_BUTTON_TEXT.button.translation });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu when pressed, once it has loaded', async () => {
    renderWithProviders(<ShareMenuButton kind="translation" text="bussin" prefill={prefill} />);
    await userEvent.click(
      screen.getByRole('button', { name: SHARE_BUTTON_TEXT.button.translation }),
    );
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('says there is nothing to share instead of opening, also from the keyboard', async () => {
    renderWithProviders(<ShareMenuButton kind="input" text="  " prefill={prefill} />);
    screen.getByRole('button', { name: SHARE_BUTTON_TEXT.button.input }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(SHARE_BUTTON_TEXT.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(SHARE_BUTTON_TEXT.emptyInput)).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

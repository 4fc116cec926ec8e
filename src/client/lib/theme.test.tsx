import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { ThemeProvider, themeStore } from './theme';

describe('theme', () => {
  it('defaults to light', () => {
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('toggles to dark, persists the choice, and restores it on the next load', async () => {
    const first = render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(themeStore.read()).toBe('dark');
    first.unmount();
    act(() => {
      render(
        <ThemeProvider>
          <ThemeToggle />
        </ThemeProvider>,
      );
    });
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(themeStore.key, '"purple"');
    expect(themeStore.read()).toBe('light');
  });
});

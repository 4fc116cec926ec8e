// The Export menu (issue 29 item 5): download links for the selected deck and for all review cards, in both formats,
// behind a disclosure button that Escape and a click elsewhere close.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExportMenu } from './export-menu';
import { EXPORT_TEXT as T } from './texts';

const linksOf = (group: string) =>
  within(screen.getByRole('list', { name: group }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('download')]);

describe('Export menu', () => {
  it('links the selected deck and all review cards as CSV and as an Anki package', async () => {
    render(<ExportMenu deck={{ id: 'custom deck/1', name: 'Mine' }} />);
    const button = screen.getByRole('button', { name: T.export });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(linksOf(T.thisDeck('Mine'))).toEqual([
      [T.csv, '/api/flashcards/export?format=csv&deckId=custom+deck%2F1', true],
      [T.anki, '/api/flashcards/export?format=apkg&deckId=custom+deck%2F1', true],
    ]);
    expect(linksOf(T.allReviewCards)).toEqual([
      [T.csv, '/api/flashcards/export?format=csv', true],
      [T.anki, '/api/flashcards/export?format=apkg', true],
    ]);
  });

  it('closes with Escape, giving the focus back to its button, and with a click elsewhere', async () => {
    render(
      <>
        <ExportMenu deck={null} />
        <p>elsewhere</p>
      </>,
    );
    const button = screen.getByRole('button', { name: T.export });
    await userEvent.click(button);
    // Without a deck, only all review cards.
    expect(screen.queryByRole('list', { name: T.thisDeck('') })).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

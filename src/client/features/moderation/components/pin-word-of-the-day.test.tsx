import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, streakDayOf } from '@shared/engagement/streak-day';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { PIN_WORD_TEXT as T } from '../texts';
import { DictionaryManager } from './dictionary-manager';
import { PinWordOfTheDay, firstPinnableDay } from './pin-word-of-the-day';

type Reply = { status: number; body?: unknown };

/** Answers the pin with `reply` (the server's success by default); records what was posted. */
function server(reply?: Reply) {
  const posted: unknown[] = [];
  stubFetch((url, init) => {
    if (url === '/api/admin/word-of-the-day' && init?.method === 'POST') {
      const body = JSON.parse(init.body as string) as { date: string; slug: string };
      posted.push(body);
      return (
        reply ?? {
          status: 200,
          body: { message: `Pinned: “${body.slug}” is the word of ${body.date}.` },
        }
      );
    }
    return { status: 404 };
  });
  return posted;
}

const form = () => within(screen.getByRole('region', { name: T.title }));
const dateField = () => form().getByLabelText(T.dateLabel);
const slugField = () => form().getByLabelText(T.slugLabel);
const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));

async function pin(date: string, slug: string) {
  fireEvent.change(dateField(), { target: { value: date } });
  await userEvent.clear(slugField());
  if (slug) await userEvent.type(slugField(), slug);
  await userEvent.click(form().getByRole('button', { name: T.pin }));
}

describe('Pin a word of the day', () => {
  it('is a section of the dictionary manager', async () => {
    server();
    renderWithProviders(<DictionaryManager />);
    expect(await screen.findByRole('region', { name: T.title })).toBeVisible();
  });

  it('offers days after today only', () => {
    server();
    renderWithProviders(<PinWordOfTheDay />);
    const tomorrow = addDays(streakDayOf(new Date()), 1);
    expect(firstPinnableDay()).toBe(tomorrow);
    expect(dateField()).toHaveAttribute('type', 'date');
    expect(dateField()).toHaveAttribute('min', tomorrow);
  });

  it('asks for a day and a term before sending anything', async () => {
    const posted = server();
    renderWithProviders(<PinWordOfTheDay />);

    await userEvent.click(form().getByRole('button', { name: T.pin }));
    expect(form().getByText('The date must be a calendar day like 2026-12-07.')).toBeVisible();
    expect(form().getByText('Choose a term.')).toBeVisible();
    expect(dateField()).toHaveAttribute('aria-invalid', 'true');
    expect(dateField()).toHaveFocus();
    expect(slugField()).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  });

  it.each([
    ['today', 0],
    ['a past day', -3],
  ])('refuses %s', async (_name, offset) => {
    const posted = server();
    renderWithProviders(<PinWordOfTheDay />);

    await pin(addDays(streakDayOf(new Date()), offset), 'rizz');
    expect(form().getByText(T.futureOnly)).toBeVisible();
    expect(dateField()).toHaveAccessibleDescription(T.futureOnly);
    expect(slugField()).not.toHaveAttribute('aria-invalid');
    expect(posted).toEqual([]);
  });

  it('posts the day and the term, says so and starts over', async () => {
    const posted = server();
    renderWithProviders(<PinWordOfTheDay />);
    const day = addDays(streakDayOf(new Date()), 5);

    await pin(day, '  rizz ');
    expect(posted).toEqual([{ date: day, slug: 'rizz' }]);
    await waitFor(() => expect(notifications().getByText(T.pinnedTitle)).toBeVisible());
    expect(notifications().getByText(`Pinned: “rizz” is the word of ${day}.`)).toBeVisible();
    await waitFor(() => expect(slugField()).toHaveValue(''));
    expect(dateField()).toHaveValue('');
  });

  it('says what the server refused, and keeps what was typed', async () => {
    const posted = server({ status: 404, body: { error: 'Unknown term.', code: 'NOT_FOUND' } });
    renderWithProviders(<PinWordOfTheDay />);
    const day = addDays(streakDayOf(new Date()), 2);

    await pin(day, 'no-such-term');
    expect(posted).toEqual([{ date: day, slug: 'no-such-term' }]);
    await waitFor(() => expect(notifications().getByText(T.failedTitle)).toBeVisible());
    expect(notifications().getByText('Unknown term.')).toBeVisible();
    expect(slugField()).toHaveValue('no-such-term');
    expect(dateField()).toHaveValue(day);
  });
});

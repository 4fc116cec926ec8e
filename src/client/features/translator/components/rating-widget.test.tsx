import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TranslationRecord } from '@shared/schemas/translations';
import { dismissToast } from '@client/components/ui/toast';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { RATING_TEXT, RatingWidget } from './rating-widget';

const record: TranslationRecord = {
  inputText: 'That party was amazing',
  outputText: 'That party was bussin fr',
  sourceLanguage: 'standard_english',
  targetLanguage: 'gen_z_english',
};

afterEach(() => dismissToast());

/** The same widget instance given another translation (no key change). */
function NextTranslation() {
  const [current, setCurrent] = useState(record);
  return (
    <>
      <RatingWidget record={current} signedIn />
      <button type="button" onClick={() => setCurrent({ ...record, outputText: 'It was fire' })}>
        Next translation
      </button>
    </>
  );
}

const widget = () => within(screen.getByText(RATING_TEXT.title).parentElement!);
const star = (value: number) => screen.getByRole('radio', { name: RATING_TEXT.star(value) });
const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.getAttribute('aria-label'));

describe('RatingWidget', () => {
  it('asks signed-out visitors to sign in instead of showing stars', () => {
    const calls = stubFetch(() => ({ status: 201, body: {} }));
    renderWithProviders(<RatingWidget record={record} />);
    expect(screen.getByText(RATING_TEXT.signIn)).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('offers five labelled stars in a radio group', () => {
    renderWithProviders(<RatingWidget record={record} signedIn />);
    const group = screen.getByRole('radiogroup', { name: RATING_TEXT.title });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(checked()).toEqual([]);
  });

  it("sends the rating with the translation and then reads 'Submitted for review'", async () => {
    const calls = stubFetch(() => ({
      status: 201,
      body: { message: 'Submitted for review', queuedForReview: true },
    }));
    renderWithProviders(<RatingWidget record={record} signedIn />);
    await userEvent.click(star(2));

    expect(await widget().findByText(RATING_TEXT.submitted)).toBeInTheDocument();
    expect(await screen.findByText(RATING_TEXT.successTitle)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/translations/rate');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({ ...record, rating: 2 });
    expect(checked()).toEqual(['2 stars']);

    // One rating per translation: further clicks send nothing.
    await userEvent.click(star(5));
    expect(calls).toHaveLength(1);
    expect(checked()).toEqual(['2 stars']);
  });

  it("resets the stars and says 'Rating failed' when sending fails", async () => {
    let fail = true;
    const calls = stubFetch(() =>
      fail
        ? { status: 500, body: { error: 'Something went wrong.', code: 'INTERNAL' } }
        : { status: 201, body: { message: 'Rating submitted', queuedForReview: false } },
    );
    renderWithProviders(<RatingWidget record={record} signedIn />);
    await userEvent.click(star(4));

    expect(await screen.findByText(RATING_TEXT.failureTitle)).toBeInTheDocument();
    expect(screen.getByText(RATING_TEXT.failureDescription)).toBeInTheDocument();
    await waitFor(() => expect(checked()).toEqual([]));
    expect(widget().queryByText(RATING_TEXT.submitted)).toBeNull();

    // The reset stars can be used again.
    fail = false;
    await userEvent.click(star(5));
    expect(await widget().findByText(RATING_TEXT.submitted)).toBeInTheDocument();
    expect(JSON.parse(calls[1]?.init?.body as string)).toMatchObject({ rating: 5 });
  });

  it('rates from the keyboard: one tab stop, arrows move, Enter sends', async () => {
    const calls = stubFetch(() => ({
      status: 201,
      body: { message: 'Rating submitted', queuedForReview: false },
    }));
    renderWithProviders(<RatingWidget record={record} signedIn />);
    await userEvent.tab();
    expect(star(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(star(3)).toHaveFocus();
    expect(calls).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(calls[0]?.init?.body as string)).toMatchObject({ rating: 3 });
  });

  it('previews the rating under the pointer', async () => {
    renderWithProviders(<RatingWidget record={record} signedIn />);
    await userEvent.hover(star(3));
    const filled = screen
      .getAllByRole('radio')
      .map((radio) => radio.querySelector('svg')!.classList.contains('fill-warning'));
    expect(filled).toEqual([true, true, true, false, false]);
  });

  it('starts over for a new translation', async () => {
    stubFetch(() => ({
      status: 201,
      body: { message: 'Rating submitted', queuedForReview: false },
    }));
    renderWithProviders(<NextTranslation />);
    await userEvent.click(star(5));
    expect(await widget().findByText(RATING_TEXT.submitted)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next translation' }));
    expect(widget().queryByText(RATING_TEXT.submitted)).toBeNull();
    expect(checked()).toEqual([]);
    expect(star(1)).not.toHaveAttribute('aria-disabled');
  });
});

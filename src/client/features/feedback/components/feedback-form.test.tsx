import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { FEEDBACK_TEXT, FeedbackForm, counterTone } from './feedback-form';

describe('counterTone', () => {
  it('is normal up to 400, warning above 400, danger above 500', () => {
    expect(counterTone(400)).toBe('normal');
    expect(counterTone(401)).toBe('warning');
    expect(counterTone(500)).toBe('warning');
    expect(counterTone(501)).toBe('danger');
  });
});

describe('FeedbackForm', () => {
  it('keeps Send disabled while the message is blank', async () => {
    renderWithProviders(<FeedbackForm />);
    const send = screen.getByRole('button', { name: FEEDBACK_TEXT.send });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText(FEEDBACK_TEXT.label), '   ');
    expect(send).toBeDisabled();
  });

  it('disables Send over 500 characters and colours the counter', async () => {
    renderWithProviders(<FeedbackForm />);
    const box = screen.getByLabelText(FEEDBACK_TEXT.label);
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(501));
    expect(screen.getByText('501 / 500')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('button', { name: FEEDBACK_TEXT.send })).toBeDisabled();
  });

  it('sends the trimmed message with the languages and shows the success message', async () => {
    const calls = stubFetch(() => ({ status: 201, body: { id: '1', message: 'ok' } }));
    renderWithProviders(
      <FeedbackForm selectedLanguages={{ source: 'standard_english', target: 'gen_z_english' }} />,
    );
    await userEvent.type(screen.getByLabelText(FEEDBACK_TEXT.label), '  love it  ');
    await userEvent.click(screen.getByRole('button', { name: FEEDBACK_TEXT.send }));
    expect(await screen.findByText(FEEDBACK_TEXT.success)).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/feedback');
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({
      message: 'love it',
      type: 'feedback',
      selectedLanguages: { source: 'standard_english', target: 'gen_z_english' },
    });
    expect(screen.getByLabelText(FEEDBACK_TEXT.label)).toHaveValue('');
  });

  it("shows the server's error message when sending fails", async () => {
    stubFetch(() => ({
      status: 429,
      body: {
        error: 'Too many requests. Please wait 60 seconds and try again.',
        code: 'RATE_LIMITED',
      },
    }));
    renderWithProviders(<FeedbackForm />);
    await userEvent.type(screen.getByLabelText(FEEDBACK_TEXT.label), 'hello');
    await userEvent.click(screen.getByRole('button', { name: FEEDBACK_TEXT.send }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many requests. Please wait 60 seconds',
      ),
    );
  });

  it('falls back to the generic failure text without a server message', async () => {
    stubFetch(() => ({ status: 500 }));
    renderWithProviders(<FeedbackForm />);
    await userEvent.type(screen.getByLabelText(FEEDBACK_TEXT.label), 'hello');
    await userEvent.click(screen.getByRole('button', { name: FEEDBACK_TEXT.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_TEXT.failure);
  });
});

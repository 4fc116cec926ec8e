import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { ContactDialog } from './contact-dialog';
import { CONTACT_TEXT } from './contact-text';

async function openAndFill(
  fields: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>,
) {
  renderWithProviders(<ContactDialog trigger={<button type="button">Contact Us</button>} />);
  await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
  await screen.findByRole('button', { name: CONTACT_TEXT.submit });
  for (const [label, value] of Object.entries(fields))
    await userEvent.type(screen.getByLabelText(label), value);
}

describe('ContactDialog', () => {
  it('says every empty field is required and sends nothing', async () => {
    const calls = stubFetch(() => ({ status: 201 }));
    await openAndFill({});
    await userEvent.click(screen.getByRole('button', { name: CONTACT_TEXT.submit }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Subject is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('rejects an invalid e-mail address', async () => {
    const calls = stubFetch(() => ({ status: 201 }));
    await openAndFill({ Name: 'Ana', Email: 'not-an-email', Subject: 'Hi', Message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: CONTACT_TEXT.submit }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the message, shows the success toast and closes', async () => {
    const calls = stubFetch(() => ({ status: 201, body: { id: 'x', message: 'ok' } }));
    await openAndFill({
      Name: 'Ana',
      Email: 'ana@example.com',
      Subject: 'Hi',
      Message: 'Hello there',
    });
    await userEvent.click(screen.getByRole('button', { name: CONTACT_TEXT.submit }));
    expect(await screen.findByText(CONTACT_TEXT.successTitle)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_TEXT.successDescription)).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/send-message');
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hi',
      message: 'Hello there',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the failure toast and keeps what was typed', async () => {
    stubFetch(() => ({ status: 500, body: { error: 'boom', code: 'INTERNAL_ERROR' } }));
    await openAndFill({
      Name: 'Ana',
      Email: 'ana@example.com',
      Subject: 'Hi',
      Message: 'Hello there',
    });
    await userEvent.click(screen.getByRole('button', { name: CONTACT_TEXT.submit }));
    expect(await screen.findByText(CONTACT_TEXT.failureTitle)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_TEXT.failureDescription)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
  });
});

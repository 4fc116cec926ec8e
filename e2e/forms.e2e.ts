// The contact and feedback forms, end to end: what the visitor sees, and the rows in the database afterwards.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describe, expect, it } from 'vitest';
import { waitForVisiblePart } from './support/browser';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();
const stamp = `e2e-${Date.now()}`;

describe('forms', () => {
  it('sends feedback and shows the success message', async () => {
    await suite.page.goto('/');
    const box = suite.page.getByRole('textbox', { name: 'Your feedback' });
    // Below the fold, the form is taken over as it comes into view.
    await waitForVisiblePart(box);
    const send = suite.page.getByRole('button', { name: 'Send Feedback' });
    await expect(send.isDisabled()).resolves.toBe(true);
    await box.fill('x'.repeat(450));
    await expect(suite.page.getByText('450 / 500').getAttribute('data-tone')).resolves.toBe(
      'warning',
    );
    await box.fill('x'.repeat(501));
    await expect(suite.page.getByText('501 / 500').getAttribute('data-tone')).resolves.toBe(
      'danger',
    );
    await expect(send.isDisabled()).resolves.toBe(true);
    await box.fill(`  Great app ${stamp}  `);
    await send.click();
    await suite.page.getByText('Thanks! Your feedback was sent.').waitFor();
    await expect(box.inputValue()).resolves.toBe('');
    expect(suite.problems).toEqual([]);
  });

  it('sends a contact message and shows the success toast', async () => {
    await suite.page.goto('/');
    await suite.page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = suite.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await dialog.getByText('Name is required.').waitFor();
    await dialog.getByLabel('Name').fill('Ana Test');
    await dialog.getByLabel('Email').fill('ana@example.com');
    await dialog.getByLabel('Subject').fill(`Hello ${stamp}`);
    await dialog.getByLabel('Message').fill('I love the Rioplatense translations.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    // Radix also copies the toast into a screen-reader announcement, hence first().
    await suite.page.getByText('Message sent successfully!').first().waitFor();
    await suite.page
      .getByText("Thank you for contacting us. We'll get back to you within 24 hours.")
      .first()
      .waitFor();
    await expect(suite.page.getByRole('dialog').count()).resolves.toBe(0);
    expect(suite.problems).toEqual([]);
  });

  it('stored both in the database', async () => {
    await suite.server.stop();
    const db = await PGlite.create(suite.server.dataDir, { extensions: { pg_trgm } });
    try {
      const feedback = await db.query<{ message: string }>('select message from feedback');
      expect(feedback.rows.map((row) => row.message)).toContain(`Great app ${stamp}`);
      const contact = await db.query<{
        name: string;
        email: string;
        subject: string;
        message: string;
      }>('select name, email, subject, message from contact_messages');
      expect(contact.rows).toContainEqual({
        name: 'Ana Test',
        email: 'ana@example.com',
        subject: `Hello ${stamp}`,
        message: 'I love the Rioplatense translations.',
      });
    } finally {
      await db.close();
    }
  });
});

// User-visible strings of the contact dialog (spec 1 §2, §8), shared by the UI and its tests.
import { SUPPORT_EMAIL } from '@shared/brand';

export const CONTACT_TEXT = {
  title: 'Contact Us',
  description: 'Questions, ideas or a problem? Send us a message.',
  replyNote: 'We reply within 24 hours.',
  submit: 'Send Message',
  sending: 'Sending...',
  successTitle: 'Message sent successfully!',
  successDescription: "Thank you for contacting us. We'll get back to you within 24 hours.",
  failureTitle: 'Error sending message',
  failureDescription: `Please try again or contact us directly at ${SUPPORT_EMAIL}`,
} as const;

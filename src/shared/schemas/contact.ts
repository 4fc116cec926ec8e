// POST /api/send-message (spec 1 §3 "Contact message", §5 "Contact form").
import { z } from 'zod';
import { CONTACT_FIELD_MAX } from '../limits';
import { safeText } from './text';

const required = (label: string, max: number) =>
  safeText()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be ${max} characters or less.`);

export const contactRequestSchema = z.object({
  name: required('Name', CONTACT_FIELD_MAX.name),
  email: safeText()
    .trim()
    .min(1, 'Email is required.')
    .max(CONTACT_FIELD_MAX.email)
    .pipe(z.email('Please enter a valid email address.')),
  subject: required('Subject', CONTACT_FIELD_MAX.subject),
  message: required('Message', CONTACT_FIELD_MAX.message),
});

export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: z.string(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

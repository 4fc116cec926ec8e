// POST /api/feedback (spec 1 §3 "Feedback", §5): one schema for the form and the route.
import { z } from 'zod';
import { FEEDBACK_MESSAGE_MAX } from '../limits';
import { safeText } from './text';

export const feedbackRequestSchema = z.object({
  message: safeText()
    .trim()
    .min(1, 'Please enter your feedback.')
    .max(FEEDBACK_MESSAGE_MAX, `Feedback must be ${FEEDBACK_MESSAGE_MAX} characters or less.`),
  type: z.literal('feedback').default('feedback'),
  selectedLanguages: z
    .object({
      source: safeText().trim().max(64),
      target: safeText().trim().max(64),
    })
    .optional(),
});

export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ id: z.string(), message: z.string() });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

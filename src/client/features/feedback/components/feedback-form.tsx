// The feedback box under the translator (spec 1 §4 "Feedback form", §5): counter turns yellow above 400 and red
// above 500; Send is disabled when empty, sending or over the limit; success shows for 5 seconds.
import { CheckCircle2, MessageSquareHeart } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_SUCCESS_MS, FEEDBACK_WARN_AT } from '@shared/limits';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Label, Textarea } from '@client/components/ui/input';
import { HttpError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useSendFeedback } from '../api/send-feedback';

export const FEEDBACK_TEXT = {
  title: 'Share your feedback',
  description:
    'Spotted a translation that sounds off, or have an idea? Tell us. We read every message.',
  label: 'Your feedback',
  placeholder: 'What should we improve?',
  send: 'Send Feedback',
  sending: 'Sending...',
  success: 'Thanks! Your feedback was sent.',
  failure: 'Failed to submit feedback. Please try again.',
} as const;

export function counterTone(length: number): 'normal' | 'warning' | 'danger' {
  if (length > FEEDBACK_MESSAGE_MAX) return 'danger';
  if (length > FEEDBACK_WARN_AT) return 'warning';
  return 'normal';
}

export interface FeedbackFormProps {
  /** The translator's current languages, sent with the feedback. */
  selectedLanguages?: { source: string; target: string };
}

export function FeedbackForm({ selectedLanguages }: FeedbackFormProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useSendFeedback();
  const trimmed = message.trim();
  const tone = counterTone(message.length);
  const disabled = trimmed === '' || send.isPending || trimmed.length > FEEDBACK_MESSAGE_MAX;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setSucceeded(false), FEEDBACK_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setError(null);
    send.mutate(
      { message: trimmed, type: 'feedback', ...(selectedLanguages ? { selectedLanguages } : {}) },
      {
        onSuccess: () => {
          setMessage('');
          setSucceeded(true);
        },
        onError: (failure) => {
          setError(
            (failure instanceof HttpError && failure.serverMessage) || FEEDBACK_TEXT.failure,
          );
        },
      },
    );
  };

  return (
    <Card className="grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
      <CardHeader className="md:pb-5">
        <CardTitle className="flex items-center gap-2">
          <MessageSquareHeart className="size-5 text-accent" aria-hidden />
          {FEEDBACK_TEXT.title}
        </CardTitle>
        <CardDescription>{FEEDBACK_TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="md:pt-5">
        <form onSubmit={submit} className="grid gap-3" aria-label="Feedback">
          <Label htmlFor={`${id}-message`} className="sr-only">
            {FEEDBACK_TEXT.label}
          </Label>
          <Textarea
            id={`${id}-message`}
            value={message}
            placeholder={FEEDBACK_TEXT.placeholder}
            rows={3}
            aria-describedby={`${id}-counter`}
            aria-invalid={tone === 'danger' ? true : undefined}
            onChange={(event) => {
              setMessage(event.target.value);
              setError(null);
            }}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span
              id={`${id}-counter`}
              data-tone={tone}
              className={cn(
                'text-xs tabular-nums',
                tone === 'normal' && 'text-muted-foreground',
                tone === 'warning' && 'font-semibold text-warning-foreground dark:text-warning',
                tone === 'danger' && 'font-semibold text-danger',
              )}
            >
              {message.length} / {FEEDBACK_MESSAGE_MAX}
            </span>
            <Button type="submit" disabled={disabled}>
              {send.isPending ? FEEDBACK_TEXT.sending : FEEDBACK_TEXT.send}
            </Button>
          </div>
          <div aria-live="polite">
            {succeeded && (
              <p className="flex items-center gap-2 text-sm font-medium text-success">
                <CheckCircle2 className="size-4" aria-hidden /> {FEEDBACK_TEXT.success}
              </p>
            )}
            {error && (
              <p role="alert" className="text-sm font-medium text-danger">
                {error}
              </p>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

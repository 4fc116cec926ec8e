// The Contact Us form (spec 1 §2 "Contact", §5, §8): four required fields, 'Sending...', the spec's toasts.
// Loaded when the dialog opens, so its validation code stays out of the first page load.
import { useState, type FormEvent, type ReactNode } from 'react';
import { SUPPORT_EMAIL } from '@shared/brand';
import { CONTACT_FIELD_MAX } from '@shared/limits';
import { contactRequestSchema } from '@shared/schemas/contact';
import { Button } from '@client/components/ui/button';
import { Input, Label, Textarea } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_TEXT } from './contact-text';

const emptyForm = { name: '', email: '', subject: '', message: '' };
type FieldErrors = Partial<Record<keyof typeof emptyForm, string>>;

export default function ContactForm({ onSent }: { onSent: () => void }) {
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendContactMessage();

  const update = (field: keyof typeof emptyForm) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactRequestSchema.safeParse(form);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof FieldErrors] ??= issue.message;
      setErrors(next);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: CONTACT_TEXT.successTitle,
          description: CONTACT_TEXT.successDescription,
          variant: 'success',
        });
        setForm(emptyForm);
        onSent();
      },
      onError: () => {
        toast({
          title: CONTACT_TEXT.failureTitle,
          description: CONTACT_TEXT.failureDescription,
          variant: 'destructive',
        });
      },
    });
  };

  const field = (name: keyof typeof emptyForm, label: string, input: ReactNode) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`contact-${name}`}>{label}</Label>
      {input}
      {errors[name] && (
        <p id={`contact-${name}-error`} className="text-xs font-medium text-danger">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const aria = (name: keyof typeof emptyForm) => ({
    id: `contact-${name}`,
    name,
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'name',
          'Name',
          <Input
            {...aria('name')}
            autoComplete="name"
            maxLength={CONTACT_FIELD_MAX.name}
            value={form.name}
            onChange={(e) => update('name')(e.target.value)}
          />,
        )}
        {field(
          'email',
          'Email',
          <Input
            {...aria('email')}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_FIELD_MAX.email}
            value={form.email}
            onChange={(e) => update('email')(e.target.value)}
          />,
        )}
      </div>
      {field(
        'subject',
        'Subject',
        <Input
          {...aria('subject')}
          maxLength={CONTACT_FIELD_MAX.subject}
          value={form.subject}
          onChange={(e) => update('subject')(e.target.value)}
        />,
      )}
      {field(
        'message',
        'Message',
        <Textarea
          {...aria('message')}
          rows={4}
          maxLength={CONTACT_FIELD_MAX.message}
          value={form.message}
          onChange={(e) => update('message')(e.target.value)}
        />,
      )}
      <p className="text-xs text-muted-foreground">
        {CONTACT_TEXT.replyNote} You can also write to{' '}
        <a
          className="font-medium text-primary underline underline-offset-2"
          href={`mailto:${SUPPORT_EMAIL}`}
        >
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? CONTACT_TEXT.sending : CONTACT_TEXT.submit}
      </Button>
    </form>
  );
}

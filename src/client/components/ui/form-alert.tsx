// A form's error as a whole (the server refused it, or it cannot be sent): announced at once (role="alert"), in the
// danger colours that read in light and dark themes. Nothing is rendered without a message.
import { AlertCircle } from 'lucide-react';

export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-danger/40 bg-danger/10 p-3 text-sm font-medium text-danger"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}

// The account page's "Public handle" card (issue 28 item 5): the reader's handle, the link to their public page and
// when they may change it again; a field checked with the schema the server uses (handleInputSchema) and saved with
// PUT. What the server refuses (a taken handle, a change within a month: 409; a bad one: 400; a session that
// ended: 401) is said beside the field in its own words.
import { AlertCircle, AtSign, ExternalLink, Loader2, Save } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { handleInputSchema, type HandleStatus } from '@shared/schemas/dictionary';
import { Button } from '@client/components/ui/button';
import { Input, Label } from '@client/components/ui/input';
import { ListError } from '@client/components/ui/list-states';
import { toast } from '@client/components/ui/toast';
import { paths } from '@client/config/paths';
import { HttpError } from '@client/lib/api-client';
import { serverMessage } from '@client/lib/server-message';
import { useHandleStatus } from '../api/get-handle';
import { useUpdateHandle } from '../api/update-handle';
import { formatShortDate } from '../lib/dates';
import { HANDLE_TEXT as T } from '../handle-text';
import { HandleCardFrame, HandleLoading } from './handle-card-frame';

/** The refusals shown beside the field; anything else (a network failure, a 500) is a toast. */
function fieldMessage(error: Error): string | null {
  if (!(error instanceof HttpError)) return null;
  if (error.status === 401) return T.signedOut;
  if (error.status === 400 || error.status === 409) return serverMessage(error, T.failed);
  return null;
}

function HandleForm({ status }: { status: HandleStatus }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(status.handle ?? '');
  const [error, setError] = useState<string | null>(null);
  const locked = status.changeableFrom !== null;
  const save = useUpdateHandle({
    onSuccess: (saved) => {
      if (saved.handle) {
        toast({ title: T.saved, description: T.savedText(saved.handle), variant: 'success' });
      }
    },
    onError: (failure) => {
      const message = fieldMessage(failure);
      if (message) {
        setError(message);
        inputRef.current?.focus();
      } else {
        toast({
          title: T.failedTitle,
          description: serverMessage(failure, T.failed),
          variant: 'destructive',
        });
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || locked) return;
    const parsed = handleInputSchema.safeParse({ handle: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? T.failed);
      inputRef.current?.focus();
      return;
    }
    if (parsed.data.handle === status.handle) {
      setError(T.unchanged);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setValue(parsed.data.handle);
    save.mutate(parsed.data);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const lockedId = `${id}-locked`;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-busy={save.isPending || undefined}
    >
      <p className="text-sm">
        {status.handle ? (
          <>
            <span className="text-muted-foreground">{T.yourPage}</span>{' '}
            <Link
              href={paths.profile(status.handle)}
              className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline"
            >
              {paths.profile(status.handle)}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden />
            </Link>
          </>
        ) : (
          <span className="text-muted-foreground">{T.none}</span>
        )}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{T.label}</Label>
        <div className="relative">
          <AtSign
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            ref={inputRef}
            id={id}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
            disabled={locked}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="pl-9"
            aria-invalid={error ? true : undefined}
            aria-describedby={[error && errorId, locked && lockedId, hintId]
              .filter(Boolean)
              .join(' ')}
          />
        </div>
        {error && (
          <p id={errorId} className="flex items-start gap-1.5 text-xs font-medium text-danger">
            <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden />
            {error}
          </p>
        )}
        <p id={hintId} className="text-xs text-muted-foreground">
          {T.hint}
        </p>
        {status.changeableFrom && (
          <p
            id={lockedId}
            className="text-sm font-medium text-warning-foreground dark:text-warning"
          >
            {T.lockedUntil(formatShortDate(status.changeableFrom))}
          </p>
        )}
      </div>
      <Button type="submit" className="w-fit" disabled={locked || save.isPending}>
        {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {save.isPending ? T.saving : T.save}
      </Button>
    </form>
  );
}

export function HandleCard() {
  const status = useHandleStatus();
  return (
    <HandleCardFrame>
      {status.data ? (
        // A new handle (or lock) from the server starts the form over from it.
        <HandleForm
          key={`${status.data.handle}|${status.data.changeableFrom}`}
          status={status.data}
        />
      ) : status.isPending ? (
        <HandleLoading />
      ) : (
        <ListError
          title={T.loadFailed}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      )}
    </HandleCardFrame>
  );
}

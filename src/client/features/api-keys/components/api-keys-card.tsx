// The dashboard's "API keys" card (issue 13 item 1): create a key with a name (checked with the server's schema),
// see its secret once, list the keys (name, first characters, created, last used, requests today) and revoke one
// after a confirmation.
import { KeyRound, Loader2, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  API_KEY_NAME_MAX,
  createApiKeyInputSchema,
  type ApiKeySummary,
} from '@shared/schemas/api-keys';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import {
  ListError,
  ListRegion,
  RefreshFailed,
  useListFocus,
} from '@client/components/ui/list-states';
import { Skeleton } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/toast';
import { formatFullDateTime, formatRelativeTime } from '@client/lib/relative-time';
import { serverMessage } from '@client/lib/server-message';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { API_KEYS_TEXT as T } from '../texts';
import { NewApiKeyDialog, type NewApiKey } from './new-api-key-dialog';

/** "Nov 3, 2025": the day a key was made. */
export function formatCreatedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

function CreateApiKeyForm({
  atLimit,
  onCreated,
}: {
  atLimit: boolean;
  onCreated: (created: NewApiKey) => void;
}) {
  const id = useId();
  const fieldId = `${id}-name`;
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateApiKey({
    onSuccess: ({ apiKey, key }) => {
      setName('');
      toast({ title: T.keyCreated, variant: 'success' });
      onCreated({ name: apiKey.name, key });
    },
    onError: (failure) => {
      setError(serverMessage(failure, T.createFailed));
      document.getElementById(fieldId)?.focus();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createApiKeyInputSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(undefined);
    create.mutate(parsed.data);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-3"
      aria-busy={create.isPending}
    >
      <TextField
        id={fieldId}
        label={T.nameLabel}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(undefined);
        }}
        maxLength={API_KEY_NAME_MAX}
        required
        error={error}
        disabled={atLimit}
      />
      {/* Aligned with the input, below its label row. */}
      <Button type="submit" className="sm:mt-[1.375rem]" disabled={atLimit || create.isPending}>
        {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
        {create.isPending ? T.creating : T.create}
      </Button>
      {atLimit && <p className="text-sm text-muted-foreground sm:col-span-2">{T.limitReached}</p>}
    </form>
  );
}

function ApiKeyItem({
  apiKey,
  onRevoke,
  revoking,
}: {
  apiKey: ApiKeySummary;
  onRevoke: (card: HTMLElement | null) => void;
  revoking: boolean;
}) {
  const headingId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const lastUsed = apiKey.lastUsedAt ? formatRelativeTime(apiKey.lastUsedAt) : T.never;
  return (
    <li>
      <article
        ref={cardRef}
        aria-labelledby={headingId}
        className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4"
      >
        <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
          <h3 id={headingId} className="font-semibold leading-tight [overflow-wrap:anywhere]">
            {apiKey.name}
          </h3>
          <p className="font-mono text-sm text-muted-foreground">
            <span className="sr-only">{T.keyStartLabel(apiKey.start)}</span>
            <span aria-hidden>{apiKey.start}…</span>
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-muted-foreground">{T.createdLabel}</dt>
            <dd>
              <time dateTime={apiKey.createdAt} title={formatFullDateTime(apiKey.createdAt)}>
                {formatCreatedDate(apiKey.createdAt)}
              </time>
            </dd>
            <dt className="text-muted-foreground">{T.lastUsed}</dt>
            <dd>
              {apiKey.lastUsedAt ? (
                <time dateTime={apiKey.lastUsedAt} title={formatFullDateTime(apiKey.lastUsedAt)}>
                  {lastUsed}
                </time>
              ) : (
                lastUsed
              )}
            </dd>
            <dt className="text-muted-foreground">{T.requestsToday}</dt>
            <dd className="tabular-nums">{apiKey.requestsToday.toLocaleString('en-US')}</dd>
          </dl>
        </div>
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              className="text-danger"
              aria-label={T.revokeLabel(apiKey.name)}
              disabled={revoking}
            >
              {revoking ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
              {T.revoke}
            </Button>
          }
          title={T.revokeTitle}
          question={T.revokeQuestion(apiKey.name)}
          confirmLabel={T.revokeConfirm}
          onConfirm={() => onRevoke(cardRef.current)}
        />
      </article>
    </li>
  );
}

function ApiKeyListSkeleton() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{T.loading}</span>
      {[0, 1].map((index) => (
        <div key={index} className="grid gap-2 rounded-lg border p-4" aria-hidden>
          <Skeleton rounded="full" className="h-5 w-36 max-w-[60%]" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-48 max-w-full" />
        </div>
      ))}
    </div>
  );
}

export function ApiKeysCard() {
  const keys = useApiKeys();
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const { regionRef, leave } = useListFocus();
  const revoke = useRevokeApiKey({
    onSuccess: () => toast({ title: T.revoked, variant: 'success' }),
    onError: (error) =>
      toast({
        title: T.errorTitle,
        description: serverMessage(error, T.revokeFailed),
        variant: 'destructive',
      }),
  });
  const list = keys.data?.keys ?? [];
  const atLimit = keys.data ? list.length >= keys.data.limit : false;

  let body: ReactNode;
  if (keys.isPending) {
    body = <ApiKeyListSkeleton />;
  } else if (keys.isError && !keys.data) {
    body = (
      <ListError
        title={T.loadFailed}
        onRetry={() => void keys.refetch()}
        retrying={keys.isFetching}
      />
    );
  } else if (list.length === 0) {
    body = (
      <p className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        <KeyRound className="size-6 text-primary" aria-hidden />
        {T.empty}
      </p>
    );
  } else {
    body = (
      <>
        {keys.isError && (
          <RefreshFailed
            title={T.loadFailed}
            onRetry={() => void keys.refetch()}
            retrying={keys.isFetching}
          />
        )}
        <p className="mb-2 text-sm text-muted-foreground">{T.count(list.length)}</p>
        <ul className="grid gap-3">
          {list.map((apiKey) => (
            <ApiKeyItem
              key={apiKey.id}
              apiKey={apiKey}
              revoking={revoke.isPending && revoke.variables === apiKey.id}
              onRevoke={(card) =>
                revoke.mutate(apiKey.id, {
                  onSettled: () => leave(card),
                })
              }
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <Card className="w-full max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden />
          {T.title}
        </CardTitle>
        <CardDescription>
          {T.description}{' '}
          <a
            href="/docs/api"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {T.reference}
          </a>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <CreateApiKeyForm atLimit={atLimit} onCreated={setCreated} />
        <ListRegion label={T.listLabel} ref={regionRef}>
          {body}
        </ListRegion>
      </CardContent>
      <NewApiKeyDialog created={created} onClose={() => setCreated(null)} />
    </Card>
  );
}

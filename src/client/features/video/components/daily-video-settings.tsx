// The admin's Daily video setting: the link the home page's video card plays, checked as it is typed with the
// same schema the server applies (a preview names the platform; an unsupported link shows why), saved or cleared.
import { useId, useState, type FormEvent } from 'react';
import { latestVideoUrlSchema, LATEST_VIDEO_URL_MAX } from '@shared/schemas/settings';
import { parseVideoUrl, type VideoLink } from '@shared/video-url';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { ListError } from '@client/components/ui/list-states';
import { Skeleton } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/toast';
import { HttpError } from '@client/lib/api-client';
import { serverMessage } from '@client/lib/server-message';
import { useLatestVideoUrl } from '../api/get-latest-video-url';
import { useUpdateLatestVideoUrl } from '../api/update-latest-video-url';
import { VIDEO_SETTINGS_TEXT as T } from '../texts';
import { VideoThumbnail } from './video-thumbnail';

export function DailyVideoSettings() {
  const current = useLatestVideoUrl();
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">{T.loading}</span>
            <Skeleton className="h-4 w-2/3" aria-hidden />
            <Skeleton className="h-10 w-full" aria-hidden />
            <Skeleton className="h-10 w-40" aria-hidden />
          </div>
        ) : current.isError ? (
          <ListError
            title={T.loadFailed}
            onRetry={() => void current.refetch()}
            retrying={current.isFetching}
          />
        ) : (
          <VideoUrlForm saved={current.data} />
        )}
      </CardContent>
    </Card>
  );
}

function VideoUrlForm({ saved }: { saved: string }) {
  const id = useId();
  const [draft, setDraft] = useState(saved);
  /** The server's refusal of the last attempt, shown until the link is edited. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateLatestVideoUrl({
    onSuccess: ({ value }) => {
      setDraft(value);
      toast({ ...(value ? T.saved : T.cleared), variant: 'success' });
    },
    onError: (error) => {
      const message = serverMessage(error, T.saveFailed.description);
      if (error instanceof HttpError && error.status === 400) setRefusal(message);
      toast({ title: T.saveFailed.title, description: message, variant: 'destructive' });
    },
  });

  const check = latestVideoUrlSchema.safeParse(draft);
  const link = check.success && check.data ? parseVideoUrl(check.data) : null;
  const invalid = check.success ? undefined : check.error.issues[0]?.message;
  const busy = update.isPending;
  const action = busy ? update.variables.value : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.success || busy || check.data === saved) return;
    update.mutate({ value: check.data });
  };
  const clear = () => {
    setDraft('');
    setRefusal(null);
    update.mutate({ value: '' });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <p className="text-sm">
        {saved ? (
          <>
            <span className="font-medium">{T.current}</span>{' '}
            {/* A link only to what the parser accepts (http or https), whatever the row holds. */}
            {parseVideoUrl(saved) ? (
              <a
                href={saved}
                target="_blank"
                rel="noreferrer noopener"
                className="break-all text-primary underline-offset-4 hover:underline"
              >
                {saved}
              </a>
            ) : (
              <span className="break-all">{saved}</span>
            )}
          </>
        ) : (
          <span className="text-muted-foreground">{T.none}</span>
        )}
      </p>
      <TextField
        id={`${id}-url`}
        label={T.label}
        value={draft}
        onChange={(value) => {
          setDraft(value);
          setRefusal(null);
        }}
        maxLength={LATEST_VIDEO_URL_MAX}
        error={invalid ?? refusal ?? undefined}
        disabled={busy}
      />
      <div aria-live="polite">{link && <VideoPreview key={link.embedUrl} link={link} />}</div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!check.success || busy || check.data === saved}>
          {action !== undefined && action !== '' ? T.saving : T.save}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={clear}
          disabled={busy || (saved === '' && draft === '')}
        >
          {action === '' ? T.clearing : T.clear}
        </Button>
      </div>
    </form>
  );
}

function VideoPreview({ link }: { link: VideoLink }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-3 sm:flex-row sm:items-center">
      <div className="relative aspect-video w-full shrink-0 overflow-hidden rounded-md bg-muted sm:w-40">
        <VideoThumbnail link={link} alt={T.thumbnailAlt(link.platform)} coverIcon />
      </div>
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant="success">{T.preview(link.platform)}</Badge>
          <span className="truncate font-mono text-xs text-muted-foreground">{link.id}</span>
        </p>
        <p className="text-muted-foreground">{link.thumbnailUrl ? T.previewHint : T.noThumbnail}</p>
      </div>
    </div>
  );
}

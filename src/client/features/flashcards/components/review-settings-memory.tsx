// Review settings of a signed-in learner (issue 29 item 1): the desired retention (0.70–0.97) with the daily
// workload it brings, where the fit of FSRS parameters to their reviews stands, and "Optimize now". Part of the
// settings dialog, so it loads with it (./review-settings-dialog.tsx), never with the flashcards screen.
import { Loader2, Sparkles } from 'lucide-react';
import { useId } from 'react';
import {
  RETENTION_CHOICES,
  type OptimizeResponse,
  type ReviewSettings,
} from '@shared/schemas/review-settings';
import { Button } from '@client/components/ui/button';
import { Label, selectClasses } from '@client/components/ui/input';
import { RefreshFailed } from '@client/components/ui/list-states';
import { Skeleton } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import { useReviewSettings } from '../api/get-review-settings';
import { useOptimizeReviewParameters } from '../api/optimize-review-parameters';
import { FLASHCARDS_TEXT as T } from '../texts';

const count = (value: number) => new Intl.NumberFormat().format(value);
const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
const loss = (value: number) => value.toFixed(3);
const percent = (retention: number) => Math.round(retention * 100);

function fitStatus(settings: ReviewSettings): string {
  const { fittedAt, fittedReviews, logLoss, defaultLogLoss, reviews, minReviews } = settings;
  if (fittedAt && fittedReviews !== null && logLoss !== null && defaultLogLoss !== null) {
    const status = settings.parameters ? T.fittedStatus : T.defaultsKeptStatus;
    return status(count(fittedReviews), day(fittedAt), loss(logLoss), loss(defaultLogLoss));
  }
  return reviews < minReviews ? T.reviewsToGo(minReviews - reviews) : T.readyToFit;
}

function announceFit(fit: OptimizeResponse) {
  toast(
    fit.parameters
      ? { title: T.optimized, description: T.optimizedText(count(fit.reviews)), variant: 'success' }
      : { title: T.defaultsKept, description: T.defaultsKeptText },
  );
}

export function MemorySettings({
  retention,
  onRetention,
}: {
  /** The retention chosen in the form (the saved one until the learner picks another). */
  retention: number | null;
  onRetention: (retention: number) => void;
}) {
  const id = useId();
  const settings = useReviewSettings();
  const optimize = useOptimizeReviewParameters({
    onSuccess: announceFit,
    onError: (error) =>
      toast({
        title: T.optimizeFailed,
        description: serverMessage(error, T.optimizeFailedText),
        variant: 'destructive',
      }),
  });

  if (settings.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{T.settingsLoading}</span>
        <Skeleton className="h-10 w-full" aria-hidden />
        <Skeleton className="h-4 w-3/4" aria-hidden />
      </div>
    );
  }
  if (settings.isError)
    return (
      <RefreshFailed
        title={T.settingsFailed}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );

  const saved = settings.data;
  const chosen = retention ?? saved.desiredRetention;
  const choices = RETENTION_CHOICES.includes(chosen as (typeof RETENTION_CHOICES)[number])
    ? RETENTION_CHOICES
    : [...RETENTION_CHOICES, chosen].sort((a, b) => a - b);
  const workload = saved.workload.find((entry) => entry.retention === chosen);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 border-t pt-4">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {T.yourMemory}
        </h3>
        <p className="text-sm text-muted-foreground">{T.yourMemoryText}</p>
      </div>
      <div className="grid gap-1.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:items-center sm:gap-x-3">
        <Label htmlFor={`${id}-retention`} className="sm:col-span-2">
          {T.desiredRetention}
        </Label>
        <select
          id={`${id}-retention`}
          className={selectClasses}
          value={String(chosen)}
          aria-describedby={workload ? `${id}-workload` : undefined}
          onChange={(event) => onRetention(Number(event.target.value))}
        >
          {choices.map((choice) => (
            <option key={choice} value={String(choice)}>
              {T.retentionOption(percent(choice))}
            </option>
          ))}
        </select>
        {workload && (
          <p id={`${id}-workload`} aria-live="polite" className="text-sm text-muted-foreground">
            {T.workloadPerDay(count(workload.reviewsPerDay))}
          </p>
        )}
      </div>
      <p className="text-sm">{fitStatus(saved)}</p>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={optimize.isPending}
          onClick={() => optimize.mutate()}
        >
          {optimize.isPending ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <Sparkles aria-hidden />
          )}
          {optimize.isPending ? T.optimizing : T.optimizeNow}
        </Button>
      </div>
    </section>
  );
}

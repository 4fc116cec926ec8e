// Readers' open reports of term pages: the term (linked to its page), the reason, the note, who sent it and the
// record, with Dismiss. Editing or deleting the term in the Dictionary Manager resolves its reports.
import { Flag, XCircle } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'wouter';
import { REPORT_REASON_LABELS } from '@shared/dictionary';
import { termPath } from '@shared/term-paths';
import type { AdminReport } from '@shared/schemas/dictionary';
import { paths } from '@client/config/paths';
import { formatFullDateTime, formatRelativeTime } from '@client/lib/relative-time';
import { useDismissReport } from '../api/dismiss-report';
import type { useReports } from '../api/get-reports';
import { COMMON_TEXT, REPORTS_TEXT as T } from '../texts';
import { ListRegion, useListFocus } from '@client/components/ui/list-states';
import { ModerationHistory } from './moderation-history';
import { ModerationListBody } from './moderation-list-body';
import { PendingButton } from './pending-button';
import { useActionFeedback } from '../lib/action-feedback';

function ReportCard({
  report,
  onLeft,
}: {
  report: AdminReport;
  onLeft: (card: HTMLElement | null) => void;
}) {
  const headingId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const dismiss = useDismissReport(
    useActionFeedback(T.dismissed, T.dismissFailed, () => onLeft(cardRef.current)),
  );

  return (
    <article
      ref={cardRef}
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border bg-surface p-4 text-surface-foreground shadow-[var(--shadow-card)] sm:p-5"
    >
      <header className="grid gap-1">
        <h3 id={headingId} className="text-lg font-bold leading-tight [overflow-wrap:anywhere]">
          <Link
            href={termPath(report.slug)}
            className="text-primary underline-offset-4 hover:underline"
          >
            {report.term}
          </Link>
        </h3>
        <p className="text-xs text-muted-foreground">
          {T.reportedBy} {report.reportedBy ?? COMMON_TEXT.anonymous}
          {' · '}
          <time dateTime={report.created_at} title={formatFullDateTime(report.created_at)}>
            {formatRelativeTime(report.created_at)}
          </time>
        </p>
      </header>
      <dl className="grid gap-3">
        <div className="grid gap-0.5">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {T.reason}
          </dt>
          <dd className="text-sm font-medium">{REPORT_REASON_LABELS[report.reason]}</dd>
        </div>
        {report.note && (
          <div className="grid gap-0.5">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {T.note}
            </dt>
            <dd className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">{report.note}</dd>
          </div>
        )}
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <PendingButton
          size="sm"
          variant="outline"
          onClick={() => dismiss.mutate(report.id)}
          pending={dismiss.isPending}
          icon={<XCircle aria-hidden />}
          label={T.dismiss}
          pendingLabel={T.dismissing}
          itemName={report.term}
        />
      </div>
      <ModerationHistory events={report.history} />
    </article>
  );
}

export function ReportsList({ query }: { query: ReturnType<typeof useReports> }) {
  const { regionRef, leave } = useListFocus();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {T.intro}{' '}
        <Link
          href={paths.adminDictionary}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {T.dictionaryManager}
        </Link>
        .
      </p>
      <ListRegion ref={regionRef} label={T.listLabel}>
        <ModerationListBody
          query={query}
          items={(data) => data.reports}
          texts={{ loading: T.loading, loadFailed: T.loadFailed }}
          empty={{ icon: <Flag aria-hidden />, title: T.empty, hint: T.emptyHint }}
          renderItem={(report) => <ReportCard report={report} onLeft={leave} />}
        />
      </ListRegion>
    </div>
  );
}

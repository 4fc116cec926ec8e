// An entry's recorded changes in its edit form, oldest first: "Edited by Ana · 2 hours ago", and the text before
// and after when it changed.
import { History } from 'lucide-react';
import type { EditorChange } from '@shared/schemas/editor';
import { Skeleton } from '@client/components/ui/spinner';
import { formatFullDateTime, formatRelativeTime } from '@client/lib/relative-time';
import { useTranslationHistory } from '../api/get-translation-history';
import type { StyleText } from '../hooks/style-text';
import { EDITOR_TEXT as T } from '../texts';

function ChangeLine({ change, text }: { change: EditorChange; text: StyleText }) {
  const textChanged = change.before && change.before.finalOutput !== change.after.finalOutput;
  return (
    <li className="grid gap-0.5 [overflow-wrap:anywhere]">
      <span>
        <span className="font-medium text-foreground/80">
          {T.historyAction[change.action]}
          {change.actorName && T.historyBy(change.actorName)}
        </span>
        {' · '}
        <time dateTime={change.createdAt} title={formatFullDateTime(change.createdAt)}>
          {formatRelativeTime(change.createdAt)}
        </time>
      </span>
      {textChanged && change.before && (
        <span>
          {T.historyChange} “
          <span dir={text.dir} lang={text.lang} className="text-foreground/80">
            {change.before.finalOutput}
          </span>
          ” {T.historyTo} “
          <span dir={text.dir} lang={text.lang} className="text-foreground/80">
            {change.after.finalOutput}
          </span>
          ”
        </span>
      )}
    </li>
  );
}

export function TranslationHistory({ id, text }: { id: string; text: StyleText }) {
  const history = useTranslationHistory(id);
  const headingId = `${id}-history`;
  return (
    <section aria-labelledby={headingId} className="grid gap-1.5 border-t pt-3">
      <h4
        id={headingId}
        className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
      >
        <History className="size-3.5" aria-hidden />
        {T.historyLabel}
      </h4>
      {history.isPending ? (
        <div role="status" className="grid gap-1.5">
          <span className="sr-only">{T.historyLoading}</span>
          <Skeleton className="h-3.5 w-1/2" aria-hidden />
          <Skeleton className="h-3.5 w-2/3" aria-hidden />
        </div>
      ) : history.isError ? (
        <p className="text-xs text-danger">{T.historyFailed}</p>
      ) : history.data.changes.length === 0 ? (
        <p className="text-xs text-muted-foreground">{T.historyEmpty}</p>
      ) : (
        <ol className="grid gap-1.5 text-xs text-muted-foreground" aria-labelledby={headingId}>
          {history.data.changes.map((change) => (
            <ChangeLine key={change.id} change={change} text={text} />
          ))}
        </ol>
      )}
    </section>
  );
}

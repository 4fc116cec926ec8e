// One entry of an editor list: source and translation (right-to-left for Arabic and Persian styles), its status
// and Locked badges, where it came from and how often it was requested, and its actions: Edit (disabled while
// locked) with the one open edit form, Approve on pending entries only, and Lock/Unlock for admins.
import { Check, Loader2, Lock, LockOpen, Pencil } from 'lucide-react';
import { useId, useRef } from 'react';
import type { EditorTranslation } from '@shared/schemas/editor';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ItemName } from '@client/components/ui/item-name';
import { toast } from '@client/components/ui/toast';
import { formatFullDateTime, formatRelativeTimeInSentence } from '@client/lib/relative-time';
import { serverMessage } from '@client/lib/server-message';
import { useApproveTranslation } from '../api/approve-translation';
import { useUpdateTranslation } from '../api/update-translation';
import type { StyleText } from '../hooks/style-text';
import { EDITOR_TEXT as T } from '../texts';
import { TranslationEditForm } from './translation-edit-form';
import { FIELD_LABEL_CLASSES, SourceHeading } from './source-heading';

const STATUS_BADGE = { pending: 'warning', approved: 'success', rejected: 'muted' } as const;

function originText(translation: EditorTranslation) {
  const origin = T.origin[translation.origin];
  return translation.engine ? T.originWithEngine(origin, T.engine[translation.engine]) : origin;
}

export function TranslationRow({
  translation,
  text,
  editing,
  onEditingChange,
  canLock,
}: {
  translation: EditorTranslation;
  text: StyleText;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** Admins lock and unlock entries. */
  canLock: boolean;
}) {
  const headingId = useId();
  const formId = useId();
  const lockedHintId = useId();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const locked = translation.isLocked;
  const approve = useApproveTranslation({
    onSuccess: () => toast({ title: T.approvedToast, variant: 'success' }),
    onError: (error) =>
      toast({
        title: T.errorTitle,
        description: serverMessage(error, T.approveFailed),
        variant: 'destructive',
      }),
  });
  const lock = useUpdateTranslation({
    onSuccess: (entry) =>
      toast({ title: entry.isLocked ? T.lockedToast : T.unlockedToast, variant: 'success' }),
    onError: (error) =>
      toast({
        title: T.errorTitle,
        description: serverMessage(error, T.updateFailed),
        variant: 'destructive',
      }),
  });
  const busy = approve.isPending || lock.isPending;
  const showForm = editing && !locked;

  function closeForm() {
    onEditingChange(false);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="grid gap-3 rounded-lg border bg-surface p-4 text-surface-foreground shadow-[var(--shadow-card)]"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={STATUS_BADGE[translation.status]}>{T.status[translation.status]}</Badge>
          {locked && (
            <Badge variant="outline">
              <Lock className="size-3" aria-hidden />
              {T.locked}
            </Badge>
          )}
          <span className="text-xs text-muted-foreground">
            {originText(translation)}
            {translation.origin === 'translator' && ` · ${T.requested(translation.requestCount)}`}
            {' · '}
            {T.updated}{' '}
            <time
              dateTime={translation.updatedAt}
              title={formatFullDateTime(translation.updatedAt)}
            >
              {formatRelativeTimeInSentence(translation.updatedAt)}
            </time>
          </span>
        </div>

        <div className="grid gap-3 sm:grid-cols-2 sm:gap-6">
          <SourceHeading id={headingId} label={T.source} text={translation.sourceText} />
          <div className="grid min-w-0 content-start gap-1">
            <p className={FIELD_LABEL_CLASSES}>{T.output}</p>
            <p
              dir={text.dir}
              lang={text.lang}
              className="whitespace-pre-line text-base leading-snug [overflow-wrap:anywhere]"
            >
              {translation.finalOutput}
            </p>
            {translation.machineOutput && translation.machineOutput !== translation.finalOutput && (
              <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                {T.machineOutput}:{' '}
                <span dir={text.dir} lang={text.lang}>
                  {translation.machineOutput}
                </span>
              </p>
            )}
          </div>
        </div>

        {translation.notes && (
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            <span className="font-semibold">{T.notes}:</span> {translation.notes}
          </p>
        )}

        <div className="flex flex-col gap-2 min-[420px]:flex-row min-[420px]:flex-wrap">
          <Button
            ref={editButtonRef}
            size="sm"
            variant={showForm ? 'secondary' : 'outline'}
            aria-expanded={showForm}
            aria-controls={showForm ? formId : undefined}
            aria-describedby={locked ? lockedHintId : undefined}
            onClick={() => onEditingChange(!editing)}
            disabled={locked || busy}
          >
            <Pencil aria-hidden />
            {T.edit}
            <ItemName name={translation.sourceText} />
          </Button>
          {translation.status === 'pending' && (
            <Button
              size="sm"
              onClick={() => approve.mutate({ id: translation.id, version: translation.version })}
              disabled={busy}
            >
              {approve.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <Check aria-hidden />
              )}
              {approve.isPending ? T.approving : T.approve}
              <ItemName name={translation.sourceText} />
            </Button>
          )}
          {canLock && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                lock.mutate({
                  id: translation.id,
                  body: { isLocked: !locked, version: translation.version },
                })
              }
              disabled={busy || showForm}
            >
              {lock.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : locked ? (
                <LockOpen aria-hidden />
              ) : (
                <Lock aria-hidden />
              )}
              {lock.isPending ? T.locking : locked ? T.unlock : T.lock}
              <ItemName name={translation.sourceText} />
            </Button>
          )}
          {locked && (
            <p id={lockedHintId} className="self-center text-xs text-muted-foreground">
              {T.lockedHint}
            </p>
          )}
        </div>

        {showForm && (
          <TranslationEditForm
            translation={translation}
            text={text}
            id={formId}
            onClose={closeForm}
          />
        )}
      </article>
    </li>
  );
}
